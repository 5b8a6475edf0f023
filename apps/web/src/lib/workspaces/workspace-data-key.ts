/**
 * Every query over a workspace's imported data (counts, analytics) starts with this key: it is invalidated
 * whenever an import finishes.
 */
export const workspaceDataKey = (workspaceId: string) => ['workspace-data', workspaceId] as const;
