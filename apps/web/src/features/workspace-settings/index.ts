/** Public entry of the workspace settings feature: other features use only these. */
export { useHasWorkspaceData } from './api/use-delete-workspace';
export { WorkspaceSettingsTab } from './pages/workspace-settings-tab';
