import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CASE_LIST_TAB_ID } from '@hde/contracts';
import type { FilterEntry } from '@hde/contracts/api';
import { VIEW_PARAMS, readView, viewParams, type AnalyticsView } from './analytics-url';

/**
 * The analytics view (dashboard tab, open case, filters, quick search) read from and written to the address.
 * Every change pushes one history entry, so Back restores the view before it; the quick search changes only when
 * a search runs (Enter or the search button), never per keystroke. A case opened from a filtered view keeps the
 * filters in its address, so Back to Case List (and the browser's Back) returns to them.
 */
export function useAnalyticsUrlState() {
  const [params, setParams] = useSearchParams();
  const { filters, text } = useMemo(() => readView(params), [params]);
  const workspaceTab = params.get(VIEW_PARAMS.workspaceTab) ?? 'analytics';
  const tab = params.get(VIEW_PARAMS.tab);
  const current: AnalyticsView = { workspaceTab, tab, text, filters };
  const go = (change: Partial<AnalyticsView>) => {
    const next = viewParams({ ...current, ...change });
    // The same search run twice adds no entry for Back to step through.
    if (next.toString() !== params.toString()) setParams(next);
  };

  return {
    filters,
    text,
    tab,
    caseId: params.get(VIEW_PARAMS.caseId),
    setFilters: (next: FilterEntry[]) => go({ filters: next }),
    setText: (next: string) => go({ text: next }),
    selectTab: (next: string) => go({ tab: next }),
    openCase: (caseId: string) => go({ workspaceTab: 'analytics', tab: null, caseId }),
    backToCaseList: () => go({ tab: CASE_LIST_TAB_ID }),
  };
}
