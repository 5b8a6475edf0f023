import { useId, type FormEvent } from 'react';
import { useEditDraft } from '../../../lib/forms/use-edit-draft';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import type { ModuleId } from '@hde/contracts';
import type { Workspace, WorkspaceWrite } from '@hde/contracts/api';
import { ERROR_MESSAGES, SUCCESS_MESSAGES, WORKSPACE_SETTINGS_TEXT } from '@hde/contracts/text';
import { useNotify } from '../../../components/snackbar/notify-context';
import { isApiRequestError } from '../../../lib/api/api-request-error';
import { useUpdateWorkspace } from '../api/use-update-workspace';
import { WorkspaceDetailsFields } from './workspace-details-fields';
import { WorkspaceDetailsView } from './workspace-details-view';

const TEXT = WORKSPACE_SETTINGS_TEXT.details;

const draftOf = (workspace: Workspace): WorkspaceWrite => ({
  name: workspace.name,
  description: workspace.description,
  icon: workspace.icon,
});

/** Workspace Details: read-only, then edit with save and cancel; cancel restores the copy taken on entry. */
export function WorkspaceDetailsCard({ moduleId, workspace }: { moduleId: ModuleId; workspace: Workspace }) {
  const notify = useNotify();
  const update = useUpdateWorkspace(moduleId, workspace.id);
  const { draft, setDraft, editButtonRef, leaveEdit } = useEditDraft<WorkspaceWrite>();
  const titleId = useId();
  const nameId = useId();

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!draft || update.isPending) return;
    if (draft.name.trim() === '') {
      notify({ severity: 'error', message: ERROR_MESSAGES.invalidInformation });
      document.getElementById(nameId)?.focus();
      return;
    }
    const body = { ...draft, name: draft.name.trim(), description: draft.description.trim() };
    update.mutate(body, {
      onSuccess: () => {
        notify({ severity: 'success', message: SUCCESS_MESSAGES.informationUpdated });
        leaveEdit();
      },
      onError: (error) => {
        console.error('Workspace update failed', error);
        const message = isApiRequestError(error, 400)
          ? ERROR_MESSAGES.invalidInformation
          : WORKSPACE_SETTINGS_TEXT.updateFailed;
        notify({ severity: 'error', message });
      },
    });
  };

  const header = (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2.5 }}>
      <Typography id={titleId} variant="h2">
        {TEXT.title}
      </Typography>
      {draft ? (
        <Stack direction="row" spacing={0.5}>
          <Tooltip title={TEXT.save}>
            <span>
              <IconButton type="submit" color="primary" aria-label={TEXT.save} loading={update.isPending}>
                <SaveOutlined />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={TEXT.cancel}>
            <span>
              <IconButton aria-label={TEXT.cancel} disabled={update.isPending} onClick={leaveEdit}>
                <CloseOutlined />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      ) : (
        <Tooltip title={TEXT.edit}>
          <IconButton ref={editButtonRef} aria-label={TEXT.edit} onClick={() => setDraft(draftOf(workspace))}>
            <EditOutlined />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: 3 }}>
        {draft ? (
          <Box component="form" noValidate onSubmit={save}>
            {header}
            <WorkspaceDetailsFields
              draft={draft}
              disabled={update.isPending}
              nameId={nameId}
              onChange={setDraft}
            />
          </Box>
        ) : (
          <>
            {header}
            <WorkspaceDetailsView workspace={workspace} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
