/** Public entry of the workspace users feature: other features use only these. */
export { WorkspaceUsersPage } from './pages/workspace-users-page';
