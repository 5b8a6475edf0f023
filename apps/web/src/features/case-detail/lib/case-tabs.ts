import type { CaseDetail } from '@hde/contracts/api';

export const CASE_TABS = ['information', 'diagnoses', 'toxicology', 'imports'] as const;
export type CaseTab = (typeof CASE_TABS)[number];

const LISTS = { diagnoses: 'diagnoses', toxicology: 'toxResults', imports: 'imports' } as const;

/** The number of rows behind a tab; null for Case Information, which is not a list. */
export function caseTabCount(tab: CaseTab, detail: CaseDetail): number | null {
  return tab === 'information' ? null : detail[LISTS[tab]].length;
}

/** A list tab without rows cannot be opened; Case Information always can (spec §2.8). */
export const isCaseTabEnabled = (tab: CaseTab, detail: CaseDetail) => caseTabCount(tab, detail) !== 0;
