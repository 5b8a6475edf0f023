import { Link as RouterLink, useNavigate } from 'react-router';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { MISSING_VALUE, can, type AnyWorkspaceRole, type ModuleId } from '@hde/contracts';
import type { Workspace } from '@hde/contracts/api';
import { WORKSPACE_MANAGER_TEXT } from '@hde/contracts/text';
import { formatDateTime } from '../../../lib/dates/format-date-time';
import { displayedRole } from '../../../lib/workspaces/workspace-role';
import { PrimaryToggle } from './primary-toggle';

export interface WorkspaceRowProps {
  moduleId: ModuleId;
  workspace: Workspace;
  primary: boolean;
  savingPrimary: boolean;
  onTogglePrimary(): void;
}

const stop = (event: { stopPropagation(): void }) => event.stopPropagation();

/** One workspace of the manager table; a click anywhere on the row opens the workspace. */
export function WorkspaceRow({
  moduleId,
  workspace,
  primary,
  savingPrimary,
  onTogglePrimary,
}: WorkspaceRowProps) {
  const navigate = useNavigate();
  const workspacePath = `/${moduleId}/workspace/${encodeURIComponent(workspace.id)}`;
  const role = displayedRole(workspace);
  const editable = can(role as AnyWorkspaceRole, 'workspace.edit');

  return (
    <TableRow hover onClick={() => void navigate(workspacePath)} sx={{ cursor: 'pointer' }}>
      <TableCell padding="checkbox" sx={{ pl: 1 }}>
        <PrimaryToggle
          name={workspace.name}
          primary={primary}
          disabled={savingPrimary}
          onToggle={onTogglePrimary}
        />
      </TableCell>
      <TableCell component="th" scope="row" sx={{ minWidth: 140 }}>
        <Link
          component={RouterLink}
          to={workspacePath}
          onClick={stop}
          underline="hover"
          sx={{ fontWeight: 600 }}
        >
          {workspace.name}
        </Link>
      </TableCell>
      <TableCell>{workspace.createdBy ?? MISSING_VALUE}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(workspace.createdAt) ?? MISSING_VALUE}
      </TableCell>
      <TableCell
        title={workspace.description}
        sx={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {workspace.description || MISSING_VALUE}
      </TableCell>
      <TableCell>{role}</TableCell>
      <TableCell>
        {workspace.public ? (
          <Chip
            size="small"
            color="success"
            variant="outlined"
            label={WORKSPACE_MANAGER_TEXT.publicEnabled}
          />
        ) : (
          <Chip size="small" variant="outlined" label={WORKSPACE_MANAGER_TEXT.publicDisabled} />
        )}
      </TableCell>
      <TableCell align="center">
        {editable && (
          <Tooltip title={WORKSPACE_MANAGER_TEXT.edit(workspace.name)}>
            <IconButton
              component={RouterLink}
              to={`/${moduleId}/workspace-manager/${encodeURIComponent(workspace.id)}`}
              aria-label={WORKSPACE_MANAGER_TEXT.edit(workspace.name)}
              onClick={stop}
            >
              <EditOutlined />
            </IconButton>
          </Tooltip>
        )}
      </TableCell>
    </TableRow>
  );
}
