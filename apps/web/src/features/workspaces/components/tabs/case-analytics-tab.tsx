import { ToxCaseAnalytics } from '../../../tox-cases';
import type { WorkspaceTabProps } from '../workspace-tab-props';

/** The case-analytics tab: the toxicology stat cards and case list. */
export function CaseAnalyticsTab({ workspace }: WorkspaceTabProps) {
  return <ToxCaseAnalytics workspace={workspace} />;
}
