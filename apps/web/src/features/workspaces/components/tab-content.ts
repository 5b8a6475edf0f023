import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { WorkspaceTab } from '@hde/contracts';
import type { WorkspaceTabProps } from './workspace-tab-props';

type TabComponent = LazyExoticComponent<ComponentType<WorkspaceTabProps>>;

/** Each tab is its own chunk, loaded when first shown. */
export const TAB_CONTENT: Record<WorkspaceTab, TabComponent> = {
  overview: lazy(() => import('./tabs/overview-tab').then((m) => ({ default: m.OverviewTab }))),
  analytics: lazy(() => import('./tabs/analytics-tab').then((m) => ({ default: m.AnalyticsTab }))),
  'case-analytics': lazy(() =>
    import('./tabs/case-analytics-tab').then((m) => ({ default: m.CaseAnalyticsTab })),
  ),
  import: lazy(() => import('./tabs/import-tab').then((m) => ({ default: m.ImportTab }))),
  public: lazy(() => import('./tabs/public-tab').then((m) => ({ default: m.PublicTab }))),
  management: lazy(() =>
    import('../../workspace-users/pages/workspace-users-page').then((m) => ({
      default: m.WorkspaceUsersPage,
    })),
  ),
  settings: lazy(() =>
    import('../../workspace-settings/pages/workspace-settings-tab').then((m) => ({
      default: m.WorkspaceSettingsTab,
    })),
  ),
  trends: lazy(() => import('./tabs/trends-tab').then((m) => ({ default: m.TrendsTab }))),
  dashboards: lazy(() => import('./tabs/dashboards-tab').then((m) => ({ default: m.DashboardsTab }))),
};
