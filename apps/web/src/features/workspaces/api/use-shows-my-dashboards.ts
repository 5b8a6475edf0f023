import { FEATURE_FLAGS } from '@hde/contracts/api';
import { useFeatureFlags } from '../../../lib/feature-flags/use-feature-flags';

/**
 * My Dashboards shows when the multiple-dashboards flag is on and the user has at least one dashboard
 * (spec part 2 §2.2). There is no dashboards API yet, so the user has none and the tab stays hidden; the
 * dashboards feature replaces `hasDashboards` with its list query.
 */
export function useShowsMyDashboards(): boolean {
  const { isFeatureOn } = useFeatureFlags();
  const hasDashboards = false;
  return isFeatureOn(FEATURE_FLAGS.multipleDashboards) && hasDashboards;
}
