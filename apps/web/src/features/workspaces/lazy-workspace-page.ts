import { lazyWithPreload } from 'react-lazy-with-preload';
import type { ModuleId } from '@hde/contracts';
import { addressedTab } from './api/use-workspace-tab';
import { preloadTab } from './components/tab-content';

/** The workspace page, its own chunk, loaded when first shown or preloaded (preloadWorkspacePage). */
export const LazyWorkspacePage = lazyWithPreload(() =>
  import('./pages/workspace-page').then((module) => ({ default: module.WorkspacePage })),
);

/**
 * Starts loading the code of the workspace page and of the tab the address's query names, while the session
 * and the workspace load. Both then render at once: a Suspense fallback, once shown, is held by React for at
 * least 300 ms, even when the code arrives sooner.
 */
export function preloadWorkspacePage(moduleId: ModuleId, search: string) {
  // A chunk that fails here fails again, and is shown, when the page renders through React.lazy.
  LazyWorkspacePage.preload().catch(() => {});
  preloadTab(addressedTab(moduleId, new URLSearchParams(search)));
}
