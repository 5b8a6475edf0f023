/** The workspaces module's public entry: other modules reach it only through these. */
export {
  authorizeWorkspace,
  createAuthorize,
  workspaceAccessOf,
  type AuthorizeDeps,
  type WorkspaceAccess,
} from './authorize.js';
export { createWorkspaceService, type WorkspaceService } from './service.js';
export { configurationBody } from './configuration-body.js';
export { bumpDataVersion } from './data-version.js';
export { holdsData } from './data-counts.js';
export { requestRepublish } from './public-dashboard-sync.js';
