/**
 * Top-bar slot for the workspace selector (mdi routes containing "workspace") and the pending-invitations
 * badge (mdi only). Both arrive with the workspace and invitation features; until then it renders nothing.
 */
export function WorkspaceControlsSlot() {
  return null;
}
