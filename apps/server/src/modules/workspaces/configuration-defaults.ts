import { DEFAULT_CASE_DASHBOARD } from '@hde/contracts';
import type { WorkspaceConfigurationType } from '@hde/contracts/api';

/**
 * The body a configuration the workspace never saved stands for, so that reading it answers 200 rather than
 * 404 on every first visit: the default case dashboard (spec part 2 §5, dashboard fallback), no saved
 * templates, and an empty header mapping (auto-mapping works without one).
 */
export function defaultConfigurationBody(type: WorkspaceConfigurationType): Record<string, unknown> {
  switch (type) {
    case 'dashboard-configuration':
    case 'public-dashboard-configuration':
      return { ...DEFAULT_CASE_DASHBOARD };
    case 'saved-filters-configuration':
      return { templates: [] };
    case 'case-configuration':
    case 'toxicology-configuration':
    case 'diagnosis-configuration':
      return {};
  }
}
