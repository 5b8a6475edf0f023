import { useEffect, useEffectEvent, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { DashboardConfig, FilterEntry } from '@hde/contracts/api';
import { ERROR_MESSAGES } from '@hde/contracts/text';
import { SectionCard } from '../../../components/section-card';
import { widgetColumns } from '../../../components/widgets/widget-columns';
import { WidgetContent } from '../../../components/widgets/widget-content';
import { isApiRequestError } from '../../../lib/api/api-request-error';
import type { DashboardBase } from '../api/dashboard-viewer-keys';
import { useDashboardTabResults } from '../api/use-dashboard-tab-results';

export interface CustomTabPanelProps {
  dashboardId: string;
  base: DashboardBase;
  viewerToken: string | null;
  tab: DashboardConfig['tabs'][number];
  rawFilters: readonly FilterEntry[];
  text: string;
  version: string;
  /** Set for published aggregates (anonymous viewers): the smallest count shown; widgets say what was withheld. */
  threshold: number | null;
  widgetHeading: 'h2' | 'h3' | 'h4' | 'h5';
  /** A public call refused the viewer token (it expired): the host asks for the password again. */
  onViewerTokenRefused(): void;
}

/** The widgets of one tab of a custom dashboard on the 12-column grid, drawn as the analytics tab draws them. */
export function CustomTabPanel({
  dashboardId,
  base,
  viewerToken,
  tab,
  rawFilters,
  text,
  version,
  threshold,
  widgetHeading,
  onViewerTokenRefused,
}: CustomTabPanelProps) {
  const results = useDashboardTabResults({
    dashboardId,
    base,
    viewerToken,
    tabId: tab.id,
    widgets: tab.widgets,
    rawFilters,
    text,
    version,
  });
  const tokenRefused = base === 'public' && isApiRequestError(results.error, 401);
  const tellTokenRefused = useEffectEvent(onViewerTokenRefused);
  useEffect(() => {
    if (tokenRefused) tellTokenRefused();
  }, [tokenRefused]);
  const disclosure = useMemo(() => (threshold === null ? undefined : { threshold }), [threshold]);
  if (tab.widgets.length === 0) return <Alert severity="info">{ERROR_MESSAGES.dashboardAreaEmpty}</Alert>;
  return (
    <Stack spacing={2}>
      <LinearProgress aria-hidden sx={{ height: 2, visibility: results.isFetching ? 'visible' : 'hidden' }} />
      {results.isError && !tokenRefused && <Alert severity="error">{ERROR_MESSAGES.workspaceQuery}</Alert>}
      <Grid container spacing={2}>
        {tab.widgets.map((widget) => (
          <Grid key={widget.id} size={widgetColumns(widget.width)}>
            <SectionCard title={widget.title} headingComponent={widgetHeading}>
              <WidgetContent
                widget={widget}
                result={results.data?.results[widget.id]}
                loading={results.isPending && !results.isError}
                narrowed={rawFilters.length > 0 || text.trim() !== ''}
                disclosure={disclosure}
              />
            </SectionCard>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
