/**
 * A case row without a Case ID gets a deterministic id made from these fields (spec §2.4 note; the pipeline
 * hashes them, see the server's imports/derive). Re-importing the same person and death gives the same id,
 * so the row becomes a new version instead of a duplicate case. Names are compared without case, accents or
 * extra spaces; dates after conversion, so 1/5/2024 and 2024-01-05 agree.
 */
export const CASE_ID_FALLBACK_FIELDS = ['last_name', 'first_name', 'date_of_birth', 'date_of_death'] as const;

/** Without these the id would collide across unrelated people (e.g. every unnamed death of one day). */
export const CASE_ID_FALLBACK_REQUIRED_FIELDS = ['last_name', 'date_of_death'] as const;

export const CASE_ID_FALLBACK_PREFIX = 'GEN-';
