import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { DashboardTab, DashboardWidget } from '@hde/contracts';
import type { WhereNode } from '@hde/contracts/api';
import { ERROR_MESSAGES } from '@hde/contracts/text';
import { SectionCard } from '../../../components/section-card';
import { widgetColumns } from '../../../components/widgets/widget-columns';
import { WidgetContent } from '../../../components/widgets/widget-content';
import { useWidgetResults } from '../api/use-widget-results';
import { CaseTable } from './case-table';

export interface DashboardTabPanelProps {
  workspaceId: string;
  tab: DashboardTab;
  where: WhereNode | undefined;
  text: string;
  /** A filter or the quick search is set: an empty widget then says so rather than that no values exist. */
  narrowed: boolean;
  dataVersion: number | undefined;
  /** False until the data version is known. */
  ready: boolean;
  onOpenCase(caseId: string): void;
}

const isCaseTable = (widget: DashboardWidget) => widget.transformer === 'caseTable';

/**
 * The widgets of one dashboard tab on a 12-column grid. Every widget but the case tables comes from one
 * query/multiple call; each case table pages on its own.
 */
export function DashboardTabPanel({
  workspaceId,
  tab,
  where,
  text,
  narrowed,
  dataVersion,
  ready,
  onOpenCase,
}: DashboardTabPanelProps) {
  const grouped = useMemo(() => tab.widgets.filter((widget) => !isCaseTable(widget)), [tab.widgets]);
  const results = useWidgetResults({
    workspaceId,
    tabId: tab.id,
    widgets: grouped,
    where,
    text,
    dataVersion,
    enabled: ready,
  });
  const loading = !ready || results.isPending;

  return (
    <Stack spacing={2}>
      <LinearProgress
        aria-hidden
        sx={{ height: 2, visibility: grouped.length > 0 && results.isFetching ? 'visible' : 'hidden' }}
      />
      {results.isError && <Alert severity="error">{ERROR_MESSAGES.workspaceQuery}</Alert>}
      <Grid container spacing={2}>
        {tab.widgets.map((widget) => (
          <Grid key={widget.id} size={widgetColumns(widget.width)}>
            <SectionCard title={widget.title}>
              {(titleId) =>
                isCaseTable(widget) ? (
                  <CaseTable
                    workspaceId={workspaceId}
                    widget={widget}
                    labelledBy={titleId}
                    where={where}
                    text={text}
                    narrowed={narrowed}
                    dataVersion={dataVersion}
                    enabled={ready}
                    onOpenCase={onOpenCase}
                  />
                ) : (
                  <WidgetContent
                    widget={widget}
                    result={results.data?.results[widget.id]}
                    loading={loading && !results.isError}
                    narrowed={narrowed}
                  />
                )
              }
            </SectionCard>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
