import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { pathologistBarOption, yearlyCountsOption, yearlyLineOption } from '@hde/charts';
import type { MetricCard } from '@hde/contracts/api';
import { OVERVIEW_TEXT } from '@hde/contracts/text';
import { MetricChartPanel } from './metric-chart-panel';

type AnalyticsTab = 'selectedYear' | 'yearlyTrends';
const TABS: readonly AnalyticsTab[] = ['selectedYear', 'yearlyTrends'];

export interface MetricAnalyticsDialogProps {
  card: MetricCard;
  /** The selected year's period, e.g. 01/01/2024 - 12/31/2024. */
  period: string;
  open: boolean;
  onClose(): void;
}

/** "View Metric Analytics": the selected year by pathologist, and the yearly trends, of one metric. */
export function MetricAnalyticsDialog({ card, period, open, onClose }: MetricAnalyticsDialogProps) {
  const baseId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const mode = theme.palette.mode;
  const [tab, setTab] = useState<AnalyticsTab>('selectedYear');
  const charts = useMemo(
    () => ({
      pathologists: pathologistBarOption(card, { mode }),
      percentByYear: yearlyLineOption(card, { mode }),
      countsByYear: yearlyCountsOption(card, { mode }),
    }),
    [card, mode],
  );
  const tabId = (name: AnalyticsTab) => `${baseId}-${name}-tab`;
  const panelId = `${baseId}-panel`;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby={`${baseId}-title`}
    >
      <DialogTitle id={`${baseId}-title`} sx={{ pb: 0 }}>
        {OVERVIEW_TEXT.metricTitles[card.kind]}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {period}
        </Typography>
      </DialogTitle>
      <Tabs
        value={tab}
        onChange={(_event, next: AnalyticsTab) => setTab(next)}
        aria-label={OVERVIEW_TEXT.metricTitles[card.kind]}
        sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} label={OVERVIEW_TEXT[name]} id={tabId(name)} aria-controls={panelId} />
        ))}
      </Tabs>
      <DialogContent>
        <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} sx={{ pt: 1 }}>
          {tab === 'selectedYear' ? (
            <MetricChartPanel
              title={OVERVIEW_TEXT.byPathologist}
              chart={charts.pathologists}
              emptyText={OVERVIEW_TEXT.noMetricData}
            />
          ) : (
            <Stack spacing={3}>
              <MetricChartPanel
                title={OVERVIEW_TEXT.percentByYear}
                chart={charts.percentByYear}
                emptyText={OVERVIEW_TEXT.noTrendData}
              />
              {charts.countsByYear && (
                <MetricChartPanel
                  title={OVERVIEW_TEXT.countsByYear}
                  chart={charts.countsByYear}
                  emptyText={OVERVIEW_TEXT.noTrendData}
                />
              )}
            </Stack>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{OVERVIEW_TEXT.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
