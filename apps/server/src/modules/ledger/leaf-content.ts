import type { caseDiagnoses, caseToxResults, toxCaseVersions } from '../../platform/db/schema.js';

type Nullable<T> = { [K in keyof T]?: T[K] | null | undefined };

export type DiagnosisLeafSource = Pick<typeof caseDiagnoses.$inferSelect, 'caseId'> &
  Nullable<Pick<typeof caseDiagnoses.$inferSelect, 'anatomicalSite' | 'diagnosis' | 'comment' | 'extra'>>;

export type ToxResultLeafSource = Pick<typeof caseToxResults.$inferSelect, 'caseId'> &
  Nullable<
    Pick<typeof caseToxResults.$inferSelect, 'analysis' | 'method' | 'results' | 'specimen' | 'extra'>
  >;

/** What a diagnosis row's ledger leaf hashes (the import stores its contentHash as content_hash). */
export function diagnosisLeafContent(row: DiagnosisLeafSource) {
  return {
    caseId: row.caseId,
    anatomicalSite: row.anatomicalSite ?? null,
    diagnosis: row.diagnosis ?? null,
    comment: row.comment ?? null,
    extra: extraOf(row.extra),
  };
}

/** What a toxicology row's ledger leaf hashes (the import stores its contentHash as content_hash). */
export function toxResultLeafContent(row: ToxResultLeafSource) {
  return {
    caseId: row.caseId,
    analysis: row.analysis ?? null,
    method: row.method ?? null,
    results: row.results ?? null,
    specimen: row.specimen ?? null,
    extra: extraOf(row.extra),
  };
}

// A row inserted without extra is stored with the column default {}, so it must hash as {} too.
function extraOf(extra: unknown): unknown {
  return extra ?? {};
}

export interface ToxVersionLeafSource extends Pick<
  typeof toxCaseVersions.$inferSelect,
  'version' | 'age' | 'sex' | 'race' | 'location' | 'scene' | 'autopsy' | 'notes' | 'toxicology'
> {
  caseId: string;
}

/** What a toxicology case version's ledger leaf hashes: the case as its owner saved it (record-entries.ts). */
export function toxVersionLeafContent(row: ToxVersionLeafSource) {
  return {
    caseId: row.caseId,
    version: row.version,
    age: row.age ?? null,
    sex: row.sex ?? null,
    race: row.race ?? null,
    location: row.location ?? null,
    scene: row.scene ?? null,
    autopsy: row.autopsy ?? null,
    notes: row.notes ?? null,
    toxicology: row.toxicology.map(({ analysis, method, specimen, results }) => ({
      analysis,
      method,
      specimen,
      results,
    })),
  };
}
