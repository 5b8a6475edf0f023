import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WORKSPACE_TAB_ACTIONS, can } from '@hde/contracts';
import type { Workspace } from '@hde/contracts/api';
import { ANALYTICS_TEXT } from '@hde/contracts/text';
import { workspaceRoleOf } from '../../../lib/workspaces/workspace-role';

/**
 * The analytics tab of a workspace without cases: one statement that nothing is imported yet, with the way to the
 * Import Wizard for the roles that have it.
 */
export function NoCasesYet({ workspace }: { workspace: Workspace }) {
  const canImport = can(workspaceRoleOf(workspace), WORKSPACE_TAB_ACTIONS.import);
  return (
    <Stack role="status" spacing={2} sx={{ py: 6, alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="h3">{ANALYTICS_TEXT.noCasesYet}</Typography>
      {canImport && (
        <>
          <Typography color="text.secondary">{ANALYTICS_TEXT.importToStart}</Typography>
          <Button variant="contained" component={Link} to={{ search: '?id=import' }}>
            {ANALYTICS_TEXT.openImport}
          </Button>
        </>
      )}
    </Stack>
  );
}
