import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { PublicDashboard, QueryResult } from '@hde/contracts/api';
import { ERROR_MESSAGES } from '@hde/contracts/text';
import { SectionCard } from '../../../components/section-card';
import { widgetColumns } from '../../../components/widgets/widget-columns';
import { WidgetContent } from '../../../components/widgets/widget-content';
import { PublicLoadFailed } from './public-dashboard-states';

export interface PublicTabPanelProps {
  tab: PublicDashboard['tabs'][number];
  /** The tab's published answers by widget id; undefined while they load or when the call failed. */
  results: Record<string, QueryResult> | undefined;
  loading: boolean;
  /** A new publication's answers are on their way while the earlier ones show. */
  refreshing: boolean;
  error: unknown;
  onRetry(): void;
  /** The smallest count the publication shows: the widgets say why smaller ones are withheld. */
  threshold: number;
  widgetHeading: 'h2' | 'h5';
}

/** The widgets of one published tab on the 12-column grid, drawn as the analytics tab draws them. */
export function PublicTabPanel({
  tab,
  results,
  loading,
  refreshing,
  error,
  onRetry,
  threshold,
  widgetHeading,
}: PublicTabPanelProps) {
  const disclosure = useMemo(() => ({ threshold }), [threshold]);
  if (tab.widgets.length === 0) return <Alert severity="info">{ERROR_MESSAGES.dashboardAreaEmpty}</Alert>;
  return (
    <Stack spacing={2}>
      <LinearProgress aria-hidden sx={{ height: 2, visibility: refreshing ? 'visible' : 'hidden' }} />
      {error !== null && <PublicLoadFailed error={error} onRetry={onRetry} />}
      <Grid container spacing={2}>
        {tab.widgets.map((widget) => (
          <Grid key={widget.id} size={widgetColumns(widget.width)}>
            <SectionCard title={widget.title} headingComponent={widgetHeading}>
              <WidgetContent
                widget={widget}
                result={results?.[widget.id]}
                loading={loading && error === null}
                narrowed={false}
                disclosure={disclosure}
              />
            </SectionCard>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
