import type { ComponentType } from 'react';
import { lazyWithPreload, type PreloadableComponent } from 'react-lazy-with-preload';
import type { WorkspaceTab } from '@hde/contracts';
import type { WorkspaceTabProps } from './workspace-tab-props';

type TabComponent = PreloadableComponent<ComponentType<WorkspaceTabProps>>;

/** Each tab is its own chunk, loaded when first shown or preloaded (preloadTab). */
export const TAB_CONTENT: Record<WorkspaceTab, TabComponent> = {
  overview: lazyWithPreload(() => import('./tabs/overview-tab').then((m) => ({ default: m.OverviewTab }))),
  analytics: lazyWithPreload(() => import('./tabs/analytics-tab').then((m) => ({ default: m.AnalyticsTab }))),
  'case-analytics': lazyWithPreload(() =>
    import('./tabs/case-analytics-tab').then((m) => ({ default: m.CaseAnalyticsTab })),
  ),
  import: lazyWithPreload(() => import('./tabs/import-tab').then((m) => ({ default: m.ImportTab }))),
  public: lazyWithPreload(() => import('./tabs/public-tab').then((m) => ({ default: m.PublicTab }))),
  management: lazyWithPreload(() =>
    import('../../workspace-users').then((m) => ({
      default: m.WorkspaceUsersPage,
    })),
  ),
  settings: lazyWithPreload(() =>
    import('../../workspace-settings').then((m) => ({
      default: m.WorkspaceSettingsTab,
    })),
  ),
  trends: lazyWithPreload(() => import('./tabs/trends-tab').then((m) => ({ default: m.TrendsTab }))),
  dashboards: lazyWithPreload(() =>
    import('./tabs/dashboards-tab').then((m) => ({ default: m.DashboardsTab })),
  ),
};

/** Starts loading a tab's code; whether the role may see the tab is decided when it renders. */
export function preloadTab(tab: string) {
  if (!Object.hasOwn(TAB_CONTENT, tab)) return;
  // A chunk that fails here fails again, and is shown, when the tab renders through React.lazy.
  TAB_CONTENT[tab as WorkspaceTab].preload().catch(() => {});
}
