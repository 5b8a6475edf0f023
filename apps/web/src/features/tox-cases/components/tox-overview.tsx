import { useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TOX_OVERVIEW_DASHBOARD } from '@hde/contracts';
import { ERROR_MESSAGES, TOX_TRENDS_TEXT } from '@hde/contracts/text';
import { SectionCard } from '../../../components/section-card';
import { widgetColumns } from '../../../components/widgets/widget-columns';
import { WidgetContent } from '../../../components/widgets/widget-content';
import { useToxOverview, useToxSubstances } from '../api/use-tox-overview';
import { NO_OVERVIEW_FILTERS, overviewWhere } from '../lib/overview-filters';
import { ToxOverviewFilterBar } from './tox-overview-filter-bar';

const WIDGETS = TOX_OVERVIEW_DASHBOARD.tabs[0]?.widgets ?? [];

/**
 * The Toxicology Overview (spec part 2 §2.7, §2.9): the toxicology dashboard's widgets over the caller's cases,
 * under a simple filter bar, on a 12-column grid.
 */
export function ToxOverview({ workspaceId }: { workspaceId: string }) {
  const titleId = useId();
  const [filters, setFilters] = useState(NO_OVERVIEW_FILTERS);
  const where = useMemo(() => overviewWhere(filters), [filters]);
  const narrowed = where !== undefined;
  const overview = useToxOverview(workspaceId, WIDGETS, where);
  const substances = useToxSubstances(workspaceId);
  const results = overview.data;
  // Unfiltered, the sex widget counts every case: all widgets empty means there are no cases.
  const noCases =
    !narrowed &&
    !overview.isPlaceholderData &&
    results !== undefined &&
    WIDGETS.every((widget) => (results[widget.id]?.items.length ?? 0) === 0);

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Stack spacing={2}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          {TOX_TRENDS_TEXT.overview.title}
        </Typography>
        {noCases ? (
          <Typography color="text.secondary">{TOX_TRENDS_TEXT.overview.empty}</Typography>
        ) : (
          <>
            <ToxOverviewFilterBar
              filters={filters}
              substances={substances.data ?? []}
              onChange={setFilters}
            />
            <LinearProgress
              aria-hidden
              sx={{ height: 2, visibility: overview.isFetching ? 'visible' : 'hidden' }}
            />
            {overview.isError ? (
              <Alert severity="error">{ERROR_MESSAGES.toxDataFetch}</Alert>
            ) : (
              <Grid container spacing={2}>
                {WIDGETS.map((widget) => (
                  <Grid key={widget.id} size={widgetColumns(widget.width)}>
                    <SectionCard title={widget.title}>
                      <WidgetContent
                        widget={widget}
                        result={results?.[widget.id]}
                        loading={overview.isPending}
                        narrowed={narrowed}
                      />
                    </SectionCard>
                  </Grid>
                ))}
              </Grid>
            )}
          </>
        )}
      </Stack>
    </Box>
  );
}
