import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { WORKSPACE_MANAGER_PAGE_SIZE, type ModuleId } from '@hde/contracts';
import type { Workspace } from '@hde/contracts/api';
import { WORKSPACE_MANAGER_TEXT } from '@hde/contracts/text';
import { useCurrentUser } from '../../../lib/auth/current-user-query';
import { orderWorkspaces } from '../../../lib/workspaces/order-workspaces';
import { useSetDefaultWorkspace } from '../api/use-set-default-workspace';
import { WorkspaceRow } from './workspace-row';

const { columns } = WORKSPACE_MANAGER_TEXT;
const HEADERS = [
  columns.primary,
  columns.name,
  columns.createdBy,
  columns.createdAt,
  columns.description,
  columns.myRole,
  columns.publicDashboard,
  columns.edit,
];

export interface WorkspaceTableProps {
  moduleId: ModuleId;
  workspaces: readonly Workspace[];
  page: number;
  onPageChange(page: number): void;
}

/** The manager table: the default workspace pinned first, the rest newest first, 10 rows a page. */
export function WorkspaceTable({ moduleId, workspaces, page, onPageChange }: WorkspaceTableProps) {
  const defaultWorkspace = useCurrentUser().userConfiguration.defaultWorkspace;
  const setDefault = useSetDefaultWorkspace();
  const ordered = orderWorkspaces(workspaces, defaultWorkspace);
  const lastPage = Math.max(0, Math.ceil(ordered.length / WORKSPACE_MANAGER_PAGE_SIZE) - 1);
  const shownPage = Math.min(page, lastPage);
  const rows = ordered.slice(
    shownPage * WORKSPACE_MANAGER_PAGE_SIZE,
    (shownPage + 1) * WORKSPACE_MANAGER_PAGE_SIZE,
  );

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table aria-label={WORKSPACE_MANAGER_TEXT.tableLabel}>
          <TableHead>
            <TableRow>
              {HEADERS.map((header) => (
                <TableCell
                  key={header}
                  align={header === columns.edit ? 'center' : undefined}
                  sx={{ fontWeight: 600 }}
                >
                  {header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((workspace) => (
              <WorkspaceRow
                key={workspace.id}
                moduleId={moduleId}
                workspace={workspace}
                primary={workspace.id === defaultWorkspace}
                savingPrimary={setDefault.isPending}
                onTogglePrimary={() =>
                  setDefault.mutate(workspace.id === defaultWorkspace ? null : workspace.id)
                }
              />
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={HEADERS.length}>
                  <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                    {WORKSPACE_MANAGER_TEXT.empty}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={ordered.length}
        page={shownPage}
        rowsPerPage={WORKSPACE_MANAGER_PAGE_SIZE}
        rowsPerPageOptions={[WORKSPACE_MANAGER_PAGE_SIZE]}
        onPageChange={(_event, next) => onPageChange(next)}
      />
    </Paper>
  );
}
