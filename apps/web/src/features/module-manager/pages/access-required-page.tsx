import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Skeleton from '@mui/material/Skeleton';
import { ACCESS_REQUIRED_TEXT, ERROR_MESSAGES } from '@hde/contracts/text';
import { isApiRequestError } from '../../../lib/api/api-request-error';
import { useModulesQuery } from '../../../lib/modules/modules-query';
import { RESTRICTED_WORKSPACE_PARAM } from '../../../lib/workspaces/module-workspace-path';
import { isWorkspaceModule } from '../../../lib/workspaces/workspace-module';
import { useWorkspaceQuery } from '../../../lib/workspaces/workspace-query';
import { useSupport } from '../../support';

/** The workspace named in the address was refused because the user's access to it was revoked. */
function useRevokedWorkspace(moduleId: string | undefined) {
  const [params] = useSearchParams();
  const known = isWorkspaceModule(moduleId);
  const workspaceId = (known && params.get(RESTRICTED_WORKSPACE_PARAM)) || undefined;
  const workspace = useWorkspaceQuery(known ? moduleId : 'mdi', workspaceId);
  return {
    pending: workspaceId !== undefined && workspace.isPending,
    revoked:
      isApiRequestError(workspace.error, 403) &&
      workspace.error.message === ERROR_MESSAGES.workspaceAccessRevoked,
  };
}

/**
 * /{module}/restricted: the trial or subscription ended, or the module is not in the plan. A member whose access
 * to the workspace they opened (`?workspace=`) was revoked is told so; a user who never had a trial is not told
 * that one expired (and of Smart Toxicology, which shares no workspace, is told to start it).
 */
export function AccessRequiredPage() {
  const { moduleId } = useParams();
  const { openSupport } = useSupport();
  const modules = useModulesQuery();
  const refused = useRevokedWorkspace(moduleId);
  const neverSubscribed =
    modules.data?.find((module) => module.moduleId === moduleId)?.card === 'TRIAL_AVAILABLE';
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', pt: { xs: 2, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, maxWidth: 560, textAlign: 'center' }}>
        <Box
          aria-hidden
          sx={{
            mx: 'auto',
            mb: 2,
            width: 64,
            height: 64,
            borderRadius: '50%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'action.selected',
            color: 'primary.main',
          }}
        >
          <LockOutlined sx={{ fontSize: 32 }} />
        </Box>
        <Typography variant="h1">{ACCESS_REQUIRED_TEXT.title}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {modules.isPending || refused.pending ? (
            <Skeleton />
          ) : refused.revoked ? (
            `${ERROR_MESSAGES.workspaceAccessRevoked} ${ACCESS_REQUIRED_TEXT.revokedHint}`
          ) : neverSubscribed ? (
            moduleId === 'tox' ? (
              ACCESS_REQUIRED_TEXT.toxTrialFirst
            ) : (
              ACCESS_REQUIRED_TEXT.notSharedBody
            )
          ) : (
            ACCESS_REQUIRED_TEXT.body
          )}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4, justifyContent: 'center' }}>
          <Button component={RouterLink} to="/module-manager" variant="contained">
            {ACCESS_REQUIRED_TEXT.moduleManager}
          </Button>
          <Button variant="outlined" onClick={() => openSupport({ topic: 'support', moduleId })}>
            {ACCESS_REQUIRED_TEXT.contactSupport}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
