import { z } from 'zod';

/** Smart Toxicology cases (spec part 2 §2.9, §3, §4, §7.6; ARCHITECTURE §10). */

/** Sex as the server keeps it (spec §3: M, F, U), shown as TOX_SEX_LABELS. */
export const TOX_SEXES = ['M', 'F', 'U'] as const;
export type ToxSex = (typeof TOX_SEXES)[number];

/** The case form's option lists (spec §3), shown sorted alphabetically (`sortedOptions`). */
export const TOX_RACE_OPTIONS = [
  'White',
  'Black or African American',
  'American Indian or Alaska Native',
  'Asian',
  'Native Hawaiian or Other Pacific Islander',
  'Hispanic',
  'Other',
  'Unknown',
] as const;
export const TOX_AUTOPSY_OPTIONS = [
  'Yes - Full Autopsy',
  'Yes - Partial Autopsy',
  'External Examination Only',
  'No Autopsy Performed',
  'Unknown',
] as const;
export const TOX_METHOD_OPTIONS = [
  'EMIT',
  'ELISA',
  'CEDIA',
  'GC',
  'GC/MS',
  'LC-MS/MS',
  'Headspace GC',
  'Comprehensive Drug Panel',
  'Fentanyl Test Strip',
  'Narcan/Naloxone Screen',
  'NMS Custom Panel',
  'UH Toxicology Panel',
  'UV',
  'Manual Analysis/Review',
] as const;
export const TOX_SPECIMEN_OPTIONS = [
  'Blood',
  'Blood Femoral',
  'Blood Peripheral',
  'Blood Central',
  'Blood Cardiac',
  'Urine',
  'Vitreous',
  'Vitreous Humor',
  'Liver',
  'Gastric Contents',
  'Bile',
  'Hair',
  'Nails',
  'Serum/Plasma',
] as const;

/** Options as the form shows them: alphabetically, case-insensitive. */
export const sortedOptions = (options: readonly string[]): string[] =>
  [...options].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));

export const TOX_LIMITS = {
  /** Entries of one case. */
  entries: 200,
  /** A one-line field: age, race, location, analysis, method, specimen, results. */
  field: 200,
  /** Scene and notes. */
  longText: 5000,
  /** Case list page sizes (spec §9: embedded case tables). */
  pageSizes: [10, 25, 100] as const,
  /** The case list's lookup text. */
  lookup: 100,
} as const;

const field = z.string().trim().max(TOX_LIMITS.field);
const longText = z.string().trim().max(TOX_LIMITS.longText);

/** One toxicology entry (spec §3): all text, each may be blank. */
export const toxEntrySchema = z
  .object({
    analysis: field.default(''),
    method: field.default(''),
    specimen: field.default(''),
    results: field.default(''),
  })
  .strict();
export type ToxEntry = z.infer<typeof toxEntrySchema>;

/** An entry whose every field is blank: dropped on save (spec §4, §5). */
export const isBlankEntry = (entry: Partial<ToxEntry>) =>
  [entry.analysis, entry.method, entry.specimen, entry.results].every((value) => !value?.trim());

/**
 * `POST /tox/case/{workspaceId}` and `PUT /tox/case/{workspaceId}/{caseId}` (spec §7.6). Age is text or a number
 * ("unknown", "17 months", 42); no field is required (spec §5); blank entries are dropped by the server too.
 */
export const toxCaseBodySchema = z
  .object({
    age: z.union([field, z.number().min(0).max(150)]).optional(),
    sex: z.enum(TOX_SEXES).optional(),
    race: field.optional(),
    location: field.optional(),
    scene: longText.optional(),
    autopsy: field.optional(),
    notes: longText.optional(),
    toxicology: z.array(toxEntrySchema).max(TOX_LIMITS.entries).default([]),
  })
  .strict();
export type ToxCaseBody = z.input<typeof toxCaseBodySchema>;
export type ParsedToxCaseBody = z.output<typeof toxCaseBodySchema>;

export const toxCaseCreatedSchema = z.object({ caseId: z.string() });

/** Who wrote an insight: the built-in rules engine, or a model provider checked against the findings. */
export const TOX_INSIGHT_PROVIDERS = ['rules', 'model'] as const;
export type ToxInsightProvider = (typeof TOX_INSIGHT_PROVIDERS)[number];

/** One finding of the rules engine: what fired, on which inputs, resting on which source, with which caveat. */
export const toxFindingSchema = z.object({
  id: z.string(),
  rule: z.string(),
  statement: z.string(),
  inputs: z.array(z.string()),
  source: z.string(),
  caveat: z.string(),
});
export type ToxFinding = z.infer<typeof toxFindingSchema>;

/** The case summary (spec §3, §4): PENDING until the insights job has written it. */
export const toxSummarySchema = z.object({
  status: z.enum(['PENDING', 'READY']),
  summary: z.string().nullable(),
  causeOfDeath: z.string().nullable(),
  mannerOfDeath: z.string().nullable(),
  provider: z.enum(TOX_INSIGHT_PROVIDERS).nullable(),
  /** The model that wrote the text, when a model did. */
  model: z.string().nullable(),
  ruleSetVersion: z.string().nullable(),
  findings: z.array(toxFindingSchema),
});
export type ToxSummary = z.infer<typeof toxSummarySchema>;

/** `GET /tox/case/{workspaceId}/{caseId}[/{version}]`: one version of a case, and how many there are. */
export const toxCaseSchema = z.object({
  caseId: z.string(),
  version: z.number().int(),
  /** The highest version: the selector offers 0 to this (spec §2.9). */
  currentVersion: z.number().int(),
  latest: z.boolean(),
  age: z.union([z.string(), z.number()]).nullable(),
  sex: z.enum(TOX_SEXES).nullable(),
  race: z.string().nullable(),
  location: z.string().nullable(),
  scene: z.string().nullable(),
  autopsy: z.string().nullable(),
  notes: z.string().nullable(),
  toxicology: z.array(toxEntrySchema),
  lastUpdated: z.string(),
  /** Synthetic sample data given to the demo account. */
  sample: z.boolean(),
  /** The ledger entry sealing this version (the trusted badge), once sealed. */
  transactionId: z.string().nullable(),
  summary: toxSummarySchema,
});
export type ToxCase = z.infer<typeof toxCaseSchema>;

/** `POST /tox/case/{workspaceId}/list`: the Case Analytics list, newest first, with the simple filter bar. */
export const toxCaseListBodySchema = z
  .object({
    /** Case id lookup, contains (the 1,000 ms debounced lookup). */
    text: z.string().trim().max(TOX_LIMITS.lookup).optional(),
    sex: z.array(z.enum(TOX_SEXES)).max(TOX_SEXES.length).optional(),
    race: z.array(field).max(20).optional(),
    /** Cases with an entry whose analysis contains this text. */
    substance: field.optional(),
    skip: z.number().int().min(0).max(1_000_000).default(0),
    limit: z.union(TOX_LIMITS.pageSizes.map((size) => z.literal(size))).default(10),
  })
  .strict();
export type ToxCaseListBody = z.input<typeof toxCaseListBodySchema>;

export const toxCaseListItemSchema = z.object({
  caseId: z.string(),
  version: z.number().int(),
  age: z.union([z.string(), z.number()]).nullable(),
  sex: z.enum(TOX_SEXES).nullable(),
  race: z.string().nullable(),
  location: z.string().nullable(),
  /** Analyses of the latest version, in entry order. */
  analyses: z.array(z.string()),
  status: z.enum(['PENDING', 'READY']),
  sample: z.boolean(),
  lastUpdated: z.string(),
});
export type ToxCaseListItem = z.infer<typeof toxCaseListItemSchema>;
export const toxCaseListSchema = z.object({ items: z.array(toxCaseListItemSchema), total: z.number().int() });

/** `GET /tox/case/{workspaceId}/stats`: the three stat cards over the caller's cases (latest versions). */
export const toxCaseStatsSchema = z.object({
  totalCases: z.number().int(),
  casesWithToxicology: z.number().int(),
  /** Entries per case, over all cases; shown with 2 decimals. */
  averageAnalyses: z.number(),
});
export type ToxCaseStats = z.infer<typeof toxCaseStatsSchema>;
