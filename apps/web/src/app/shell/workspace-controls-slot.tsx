import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { PendingInvitationsButton } from '../../features/invitations/components/pending-invitations-button';
import { WorkspaceSelector } from '../../features/workspace-selector/components/workspace-selector';
import { showsWorkspaceSelector } from '../../features/workspace-selector/selector-path';

/**
 * Top-bar slot for the workspace selector (mdi routes containing "workspace") and the pending-invitations
 * badge (mdi only). Pages outside a module (Module Manager, account, invitation links) count as mdi, the
 * default module, so a user without any module still sees the invitations that would give them one.
 */
export function WorkspaceControlsSlot() {
  const { pathname } = useLocation();
  const inTox = pathname === '/tox' || pathname.startsWith('/tox/');
  return (
    <>
      {showsWorkspaceSelector(pathname) && <WorkspaceSelector />}
      <Box sx={{ flexGrow: 1 }} />
      {!inTox && <PendingInvitationsButton />}
    </>
  );
}
