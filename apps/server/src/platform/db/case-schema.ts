import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type ExtraConfigColumn,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { CASE_FIELDS, type FieldDefinition } from '@hde/contracts/fields';
import { fileImports, workspaces } from './core-schema.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Text search configuration of the case search vector; queries must use the same one. */
export const CASE_SEARCH_CONFIG = 'english';

/** Catalogue fields whose text the quick search looks through (besides the case id). */
export const CASE_SEARCH_FIELDS = [
  'first_name',
  'middle_name',
  'last_name',
  'cause_of_death',
  'contributing_factors',
  'manner_of_death',
  'means_of_death',
  'pathologist',
  'death_city',
  'county',
  'incident',
  'scene',
  'place_of_injury',
  'place_of_death',
  'police_agency',
  'agency_case_number',
  'law_enforcement_case_id',
] as const;

function columnOf(field: FieldDefinition): PgColumnBuilderBase {
  switch (field.type) {
    case 'integer':
      return integer(field.id);
    case 'number':
      return doublePrecision(field.id);
    case 'date':
      return date(field.id, { mode: 'string' });
    case 'boolean':
      return boolean(field.id);
    default:
      return text(field.id);
  }
}

/** One typed column per catalogue field (snake_case id), so analytics never parses text (ARCHITECTURE §6). */
const catalogueColumns = Object.fromEntries(
  CASE_FIELDS.filter((field) => field.id !== 'case_id').map((field) => [field.key, columnOf(field)]),
) as Record<string, PgColumnBuilderBase>;

/** Columns computed at ingest (imports/derive); the derived age and manner overwrite the catalogue's. */
const derivedColumns = {
  roundedAge: integer('rounded_age'),
  ageGroup: text('age_group'),
  toxicologyAgeGroup: text('toxicology_age_group'),
  childDeath: boolean('child_death'),
  yearOfDeath: integer('year_of_death'),
  examTurnAround: integer('exam_turnaround'),
  validExamDate: boolean('valid_exam_date'),
  reportTurnaroundTime: integer('report_turnaround'),
  dcTurnaroundTime: integer('dc_turnaround'),
  examOnTime: boolean('exam_on_time'),
  reportOnTime: boolean('report_on_time'),
  dcOnTime: boolean('dc_on_time'),
  bmi: doublePrecision('bmi'),
  bmiStatus: text('bmi_status'),
  validBMI: boolean('valid_bmi'),
  sexFormatted: text('sex_formatted'),
  deathCoordinatesSource: text('death_coordinates_source'),
};

/** The quick-search vector of a `cases` row, as SQL over its columns. */
export function caseSearchVector(): SQL {
  const parts = ['case_id', ...CASE_SEARCH_FIELDS].map((column) => `coalesce(cases."${column}", '')`);
  return sql.raw(`to_tsvector('${CASE_SEARCH_CONFIG}'::regconfig, ${parts.join(" || ' ' || ")})`);
}

/** The latest version of each case, as analytics reads it. The full record of each version is in case_versions. */
export const cases = pgTable(
  'cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    caseId: text('case_id').notNull(),
    version: integer('version').notNull().default(1),
    fileImportId: uuid('file_import_id').references(() => fileImports.id, { onDelete: 'set null' }),
    ...catalogueColumns,
    ...derivedColumns,
    /** Custom fields (header -> value), queried as `extra.<key>`. */
    extra: jsonb('extra').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cases_workspace_case_id').on(t.workspaceId, t.caseId)],
);

/**
 * The quick-search vector of each case, kept apart from `cases` and written by the search-index job after each
 * import: stemming and the inverted index cost several times the rest of an import, so they never hold one up.
 */
export const caseSearch = pgTable(
  'case_search',
  {
    caseRowId: uuid('case_row_id')
      .primaryKey()
      .references(() => cases.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').notNull(),
    search: tsvector('search').notNull(),
  },
  (t) => [index('case_search_idx').using('gin', t.search)],
);

/**
 * Count summaries of a workspace's cases (modules/analytics/rollups): `rollups` lists the summaries written at
 * `data_version`, each with its number of rows; a summary is read only while that is still the workspace's version.
 */
export const caseRollupStates = pgTable('case_rollup_states', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  dataVersion: bigint('data_version', { mode: 'number' }).notNull(),
  rollups: jsonb('rollups').notNull().default([]),
  /** Keys of summaries that queries asked for beyond the dashboard's widgets, newest last (refresh.ts). */
  wanted: jsonb('wanted').notNull().default([]),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One distinct combination of a summary's dimension values (as text, in the summary's order) and its cases. */
export const caseRollupRows = pgTable(
  'case_rollup_rows',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    rollup: text('rollup').notNull(),
    dims: text('dims').array().notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('case_rollup_rows_workspace_rollup').on(t.workspaceId, t.rollup)],
);

/** Every version of every case: the full converted and derived record, hashed for the ledger (ARCHITECTURE §9). */
export const caseVersions = pgTable(
  'case_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    caseId: text('case_id').notNull(),
    version: integer('version').notNull(),
    fileImportId: uuid('file_import_id').references(() => fileImports.id, { onDelete: 'set null' }),
    /** Position of the source row in its file: the order of the ledger's Merkle leaves. */
    rowNumber: integer('row_number').notNull(),
    /** Null while this is the case's current version: its content is then the `cases` row (caseRecordJson). */
    record: jsonb('record'),
    contentHash: text('content_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('case_versions_case_version').on(t.workspaceId, t.caseId, t.version),
    index('case_versions_file_idx').on(t.fileImportId, t.rowNumber),
  ],
);

function caseChildColumns() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id').notNull(),
    caseId: text('case_id').notNull(),
    fileImportId: uuid('file_import_id').references(() => fileImports.id, { onDelete: 'set null' }),
    rowNumber: integer('row_number').notNull(),
    /** Position within its source row (JSON cases nest several). */
    ordinal: integer('ordinal').notNull().default(0),
    extra: jsonb('extra').notNull().default({}),
    contentHash: text('content_hash').notNull(),
    /** False once a later file replaced the case's rows; kept so the earlier file's ledger entry still verifies. */
    current: boolean('current').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

type CaseChildColumns = {
  [K in keyof ReturnType<typeof caseChildColumns>]: ExtraConfigColumn;
};

/** The case a child row belongs to (cascading), and the lookups by case and by file in ledger order. */
function caseChildConstraints(table: string, t: CaseChildColumns) {
  return [
    foreignKey({
      name: `${table}_case_fk`,
      columns: [t.workspaceId, t.caseId],
      foreignColumns: [cases.workspaceId, cases.caseId],
    }).onDelete('cascade'),
    index(`${table}_case_idx`).on(t.workspaceId, t.caseId),
    index(`${table}_file_idx`).on(t.fileImportId, t.rowNumber),
  ];
}

/** Diagnoses of a case; a later file's rows for a case supersede the earlier ones. */
export const caseDiagnoses = pgTable(
  'case_diagnoses',
  {
    ...caseChildColumns(),
    anatomicalSite: text('anatomical_site'),
    diagnosis: text('diagnosis'),
    comment: text('comment'),
  },
  (t) => caseChildConstraints('case_diagnoses', t),
);

/** Toxicology results of a case; a later file's rows for a case supersede the earlier ones. */
export const caseToxResults = pgTable(
  'case_tox_results',
  {
    ...caseChildColumns(),
    analysis: text('analysis'),
    method: text('method'),
    results: text('results'),
    specimen: text('specimen'),
  },
  (t) => caseChildConstraints('case_tox_results', t),
);

/**
 * The transparency log (ARCHITECTURE §9): one signed entry per finished import, chained by hash.
 * `id` is the transaction id shown to users.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: text('id').primaryKey(),
    seq: integer('seq').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    fileImportId: uuid('file_import_id').notNull(),
    fileSha256: text('file_sha256').notNull(),
    merkleRoot: text('merkle_root').notNull(),
    leafCount: integer('leaf_count').notNull(),
    prevHash: text('prev_hash').notNull(),
    keyId: text('key_id').notNull(),
    signature: text('signature').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('ledger_entries_seq').on(t.seq), uniqueIndex('ledger_entries_file').on(t.fileImportId)],
);

/** Hashes as bytes: Buffer with node-postgres, Uint8Array with PGlite. */
const hashBytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * An entry's Merkle tree at heights 0, 10, 20, … (height 0: the RFC 6962 leaf nodes), each level in chunks of
 * 1,024 nodes of 32 bytes, written with the entry and keyed by its file import (migration 0015; ARCHITECTURE §9).
 */
export const ledgerTreeChunks = pgTable(
  'ledger_tree_chunks',
  {
    fileImportId: uuid('file_import_id').notNull(),
    height: smallint('height').notNull(),
    chunk: integer('chunk').notNull(),
    nodes: hashBytes('nodes').notNull(),
  },
  (t) => [primaryKey({ name: 'ledger_tree_chunks_pk', columns: [t.fileImportId, t.height, t.chunk] })],
);

/**
 * Which row each leaf of an entry is, in leaf order: a 10-byte key per leaf (kind: 0 case version, 1 diagnosis,
 * 2 toxicology result; row number; ordinal, 0 for a version), 1,024 a chunk, so a check finds a row's position
 * and a position's row (leaf-rows.ts).
 */
export const ledgerLeafRows = pgTable(
  'ledger_leaf_rows',
  {
    fileImportId: uuid('file_import_id').notNull(),
    chunk: integer('chunk').notNull(),
    firstKey: hashBytes('first_key').notNull(),
    keys: hashBytes('keys').notNull(),
  },
  (t) => [primaryKey({ name: 'ledger_leaf_rows_pk', columns: [t.fileImportId, t.chunk] })],
);

/** The last entry up to which a trust check found the whole chain intact (one row), signed with the ledger key. */
export const ledgerChainCheckpoint = pgTable('ledger_chain_checkpoint', {
  id: smallint('id').primaryKey().default(1),
  seq: integer('seq').notNull(),
  entryId: text('entry_id').notNull(),
  /** Base64 Ed25519 signature of the seq and entry id (chain-check.ts); a checkpoint failing it is ignored. */
  signature: text('signature').notNull(),
});
