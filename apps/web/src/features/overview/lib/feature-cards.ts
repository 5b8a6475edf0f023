import { CASE_LIST_TAB_ID, can, type AnyWorkspaceRole } from '@hde/contracts';

/** The feature cards of the overview carousel, in order: their texts are OVERVIEW_TEXT.featureCards[id]. */
const FEATURE_IDS = ['import', 'analytics', 'cases'] as const;
export type FeatureId = (typeof FEATURE_IDS)[number];

/** Where each card's action goes: the workspace page with these search params (spec §2.1). */
export const FEATURE_TARGETS: Record<FeatureId, Record<string, string>> = {
  import: { id: 'import' },
  analytics: { id: 'analytics' },
  cases: { id: 'analytics', tab: CASE_LIST_TAB_ID },
};

/** Spec §6: the Data Import Wizard card is hidden from those who may not import (USER). */
export function visibleFeatures(role: AnyWorkspaceRole | null): FeatureId[] {
  return FEATURE_IDS.filter((id) => id !== 'import' || can(role, 'workspace.import'));
}
