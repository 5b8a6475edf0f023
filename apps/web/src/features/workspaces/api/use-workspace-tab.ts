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

/**
 * The tab of the workspace page lives in the query parameter id (spec part 2 §2.2). A caseId parameter opens
 * that case in Analytics, so the address moves there keeping caseId.
 */
export function useWorkspaceTab(moduleId: ModuleId): WorkspaceTabState {
  const [params, setParams] = useSearchParams();
  const tab = params.get('id') || defaultTab(moduleId);
  const caseId = params.get('caseId');
  const movesToAnalytics = moduleId === 'mdi' && caseId !== null && tab !== 'analytics';

  useEffect(() => {
    if (movesToAnalytics && caseId !== null) {
      setParams({ id: 'analytics', caseId }, { replace: true });
    }
  }, [movesToAnalytics, caseId, setParams]);

  const setTab = useCallback((next: WorkspaceTab) => setParams({ id: next }), [setParams]);
  return { tab: movesToAnalytics ? 'analytics' : tab, setTab };
}
