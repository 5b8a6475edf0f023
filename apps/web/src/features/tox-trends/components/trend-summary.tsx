import { useId } from 'react';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DateRangeOutlined from '@mui/icons-material/DateRangeOutlined';
import FolderCopyOutlined from '@mui/icons-material/FolderCopyOutlined';
import type { TrendData } from '@hde/contracts/api';
import { TOX_TRENDS_TEXT } from '@hde/contracts/text';
import { StatCard } from '../../../components/stat-card';

const T = TOX_TRENDS_TEXT.summary;
const count = (value: number) => value.toLocaleString('en-US');

function SubstanceCounts({ substances }: { substances: TrendData['summary']['substances'] }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5, height: '100%' }}>
      <Typography id={titleId} variant="body2" color="text.secondary" sx={{ fontWeight: 600, mb: 1 }}>
        {T.substances}
      </Typography>
      <Stack component="ul" direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, m: 0, p: 0 }}>
        {substances.map((row) => (
          <Chip component="li" key={row.substance} label={`${row.substance}: ${count(row.count)}`} />
        ))}
      </Stack>
    </Paper>
  );
}

/** Total cases, weeks, and cases per substance asked. */
export function TrendSummary({ summary, weeks }: { summary: TrendData['summary']; weeks: number }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard title={T.totalCases} icon={<FolderCopyOutlined />} value={count(summary.total_cases)} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard title={T.weeks} icon={<DateRangeOutlined />} value={count(weeks)} />
      </Grid>
      {summary.substances.length > 0 && (
        <Grid size={{ xs: 12, md: 6 }}>
          <SubstanceCounts substances={summary.substances} />
        </Grid>
      )}
    </Grid>
  );
}
