import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { OWNING_STATUSES, type ModuleId } from '@hde/contracts';
import { ERROR_MESSAGES, WORKSPACE_MANAGER_TEXT } from '@hde/contracts/text';
import { useModulesQuery } from '../../../lib/modules/modules-query';

/** Create New Workspace: only module owners (active or trial subscription) may create (spec part 1 §5). */
export function CreateWorkspaceButton({ moduleId, onClick }: { moduleId: ModuleId; onClick(): void }) {
  const modules = useModulesQuery();
  const status = modules.data?.find((module) => module.moduleId === moduleId)?.status;
  const allowed = status !== undefined && OWNING_STATUSES.includes(status);
  const button = (
    <Button variant="contained" startIcon={<AddOutlined />} disabled={!allowed} onClick={onClick}>
      {WORKSPACE_MANAGER_TEXT.createButton}
    </Button>
  );
  if (allowed || modules.isPending) return button;
  return (
    <Tooltip title={ERROR_MESSAGES.createWorkspaceNotOwner}>
      {/* A disabled button gets no pointer or focus events; the wrapper shows the reason instead. */}
      <span tabIndex={0}>{button}</span>
    </Tooltip>
  );
}
