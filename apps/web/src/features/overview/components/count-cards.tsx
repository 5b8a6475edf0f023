import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import FolderCopyOutlined from '@mui/icons-material/FolderCopyOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { MISSING_VALUE } from '@hde/contracts';
import { ERROR_MESSAGES, OVERVIEW_TEXT } from '@hde/contracts/text';
import { StatCard } from '../../../components/stat-card';
import { useWorkspaceCount } from '../api/use-workspace-count';

type Count = { data: number | undefined; isPending: boolean; isError: boolean };

/** A count as its card shows it: loading, missing after a failure, or the number. */
function shownCount(count: Count): string | undefined {
  if (count.isPending && !count.isError) return undefined;
  return count.data === undefined ? MISSING_VALUE : count.data.toLocaleString('en-US');
}

/** Workspace Cases, Workspace Imports and Workspace Activities: one count query each, side by side from md up. */
export function CountCards({ workspaceId }: { workspaceId: string }) {
  const cards = [
    {
      title: OVERVIEW_TEXT.countCards.cases,
      icon: <FolderCopyOutlined fontSize="small" />,
      count: useWorkspaceCount(workspaceId, 'CASE'),
    },
    {
      title: OVERVIEW_TEXT.countCards.imports,
      icon: <UploadFileOutlined fontSize="small" />,
      count: useWorkspaceCount(workspaceId, 'FILE'),
    },
    {
      title: OVERVIEW_TEXT.countCards.activities,
      icon: <HistoryOutlined fontSize="small" />,
      count: useWorkspaceCount(workspaceId, 'ACTIVITY'),
    },
  ];
  return (
    <Stack spacing={1.5}>
      {cards.some((card) => card.count.isError) && (
        <Alert severity="error">{ERROR_MESSAGES.workspaceQuery}</Alert>
      )}
      <Grid container spacing={2}>
        {cards.map((card) => (
          <Grid key={card.title} size={{ xs: 12, md: 4 }}>
            <StatCard title={card.title} icon={card.icon} value={shownCount(card.count)} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
