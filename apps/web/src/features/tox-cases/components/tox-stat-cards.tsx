import Grid from '@mui/material/Grid';
import BiotechOutlined from '@mui/icons-material/BiotechOutlined';
import FolderCopyOutlined from '@mui/icons-material/FolderCopyOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { MISSING_VALUE } from '@hde/contracts';
import type { ToxCaseStats } from '@hde/contracts/api';
import { TOX_TEXT } from '@hde/contracts/text';
import { StatCard } from '../../../components/stat-card';

export interface ToxStatCardsProps {
  stats: ToxCaseStats | undefined;
  failed: boolean;
}

/** Total Cases, Cases with Toxicology Data and Average Number of Analyses per Case (2 decimals). */
export function ToxStatCards({ stats, failed }: ToxStatCardsProps) {
  const shown = (value: string | undefined) => (failed ? MISSING_VALUE : value);
  const cards = [
    {
      title: TOX_TEXT.stats.totalCases,
      icon: <FolderCopyOutlined />,
      value: stats?.totalCases.toLocaleString('en-US'),
    },
    {
      title: TOX_TEXT.stats.casesWithToxicology,
      icon: <ScienceOutlined />,
      value: stats?.casesWithToxicology.toLocaleString('en-US'),
    },
    {
      title: TOX_TEXT.stats.averageAnalyses,
      icon: <BiotechOutlined />,
      value: stats?.averageAnalyses.toFixed(2),
    },
  ];
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.title} size={{ xs: 12, md: 4 }}>
          <StatCard title={card.title} icon={card.icon} value={shown(card.value)} />
        </Grid>
      ))}
    </Grid>
  );
}
