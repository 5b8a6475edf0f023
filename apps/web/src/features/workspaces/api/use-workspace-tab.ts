import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { ModuleId, WorkspaceTab } from '@hde/contracts';
import { defaultTab } from '../components/workspace-tabs';

export interface WorkspaceTabState {
  /** The raw value of the id query parameter, or the module's default tab. */
  tab: string;
  /** Rewrites the address to ?id={tab}, dropping the other parameters. */
  setTab(tab: WorkspaceTab): void;
}

/** Whether a caseId parameter moves the address to Analytics, where that case opens (mdi only). */
function movesToAnalytics(moduleId: ModuleId, tab: string, caseId: string | null): boolean {
  return moduleId === 'mdi' && caseId !== null && tab !== 'analytics';
}

/** The tab the address shows: the query parameter id, the module's default, or Analytics for a caseId. */
export function addressedTab(moduleId: ModuleId, params: URLSearchParams): string {
  const tab = params.get('id') || defaultTab(moduleId);
  return movesToAnalytics(moduleId, tab, params.get('caseId')) ? 'analytics' : tab;
}

/**
 * The tab of the workspace page lives in the query parameter id (spec part 2 §2.2). A caseId parameter opens
 * that case in Analytics, so the address moves there keeping caseId.
 */
export function useWorkspaceTab(moduleId: ModuleId): WorkspaceTabState {
  const [params, setParams] = useSearchParams();
  const tab = params.get('id') || defaultTab(moduleId);
  const caseId = params.get('caseId');
  const moves = movesToAnalytics(moduleId, tab, caseId);

  useEffect(() => {
    if (moves && caseId !== null) {
      setParams({ id: 'analytics', caseId }, { replace: true });
    }
  }, [moves, caseId, setParams]);

  const setTab = useCallback((next: WorkspaceTab) => setParams({ id: next }), [setParams]);
  return { tab: moves ? 'analytics' : tab, setTab };
}
