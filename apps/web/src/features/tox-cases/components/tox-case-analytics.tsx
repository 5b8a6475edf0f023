import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { Workspace } from '@hde/contracts/api';
import { TOX_TEXT } from '@hde/contracts/text';
import { useToxCaseStats } from '../api/use-tox-case-list';
import { ToxCaseFormDialog } from './tox-case-form-dialog';
import { ToxCaseList } from './tox-case-list';
import { ToxOverview } from './tox-overview';
import { ToxStatCards } from './tox-stat-cards';

/**
 * The Case Analytics tab (spec part 2 §2.9): the three stat cards, Create New Case, the Toxicology Overview and
 * the case list.
 */
export function ToxCaseAnalytics({ workspace }: { workspace: Workspace }) {
  const stats = useToxCaseStats(workspace.id);
  const [creating, setCreating] = useState(false);
  return (
    <Stack spacing={2}>
      <ToxStatCards stats={stats.data} failed={stats.isError} />
      <Button
        variant="contained"
        startIcon={<AddOutlined />}
        onClick={() => setCreating(true)}
        sx={{ alignSelf: 'flex-end' }}
      >
        {TOX_TEXT.createCase}
      </Button>
      <ToxOverview workspaceId={workspace.id} />
      <ToxCaseList workspaceId={workspace.id} />
      <ToxCaseFormDialog open={creating} workspaceId={workspace.id} onClose={() => setCreating(false)} />
    </Stack>
  );
}
