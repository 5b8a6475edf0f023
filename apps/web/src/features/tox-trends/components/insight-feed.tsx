import { useId } from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import { INSIGHT_FEED_LEVEL, type TrendInsight } from '@hde/contracts/api';
import { TOX_TRENDS_TEXT } from '@hde/contracts/text';
import { formatPValue } from '../lib/p-value';
import { weekLabel } from '../lib/trend-chart-option';

const T = TOX_TRENDS_TEXT.feed;

type Period = NonNullable<TrendInsight['previous']>;

function PeriodLine({ title, period }: { title: string; period: Period }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {title}: {T.period(weekLabel(period.start), weekLabel(period.end), period.count)}
    </Typography>
  );
}

function InsightItem({ insight }: { insight: TrendInsight }) {
  return (
    <Stack
      component="li"
      spacing={0.5}
      sx={{ py: 1.5, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Typography variant="body1">{insight.text}</Typography>
        {insight.provisional && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={T.provisionalChip}
            title={T.provisional}
          />
        )}
      </Stack>
      <PeriodLine title={insight.previous === null ? T.trend : T.current} period={insight.current} />
      {insight.previous !== null && <PeriodLine title={T.previous} period={insight.previous} />}
      <Typography variant="caption" color="text.secondary">
        {T.test(insight.test.name, formatPValue(insight.test.pValue), insight.test.level)}
      </Typography>
    </Stack>
  );
}

/** The Insight Feed (AI-Powered): only changes whose test passes at the stated level, each with its figures. */
export function InsightFeed({ insights }: { insights: readonly TrendInsight[] }) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography id={titleId} variant="h6" component="h3">
          {T.title}
        </Typography>
        <Chip size="small" color="secondary" icon={<AutoAwesomeOutlined />} label={T.badge} />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {T.level(insights[0]?.test.level ?? INSIGHT_FEED_LEVEL)}
      </Typography>
      {insights.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 2 }}>
          {T.empty}
        </Typography>
      ) : (
        // In a box of set height (beside the total chart) the items scroll under the title; else they take their length.
        <Stack
          component="ul"
          aria-labelledby={titleId}
          tabIndex={0}
          sx={{ listStyle: 'none', m: 0, p: 0, flex: '1 1 auto', minHeight: 0, overflowY: 'auto' }}
        >
          {insights.map((insight) => (
            <InsightItem key={insight.id} insight={insight} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
