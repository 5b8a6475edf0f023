import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ToxEntry, ToxFinding } from '@hde/contracts/api';
import { users } from './core-schema.js';

/**
 * Smart Toxicology cases (migration 0021): owned by the account that created them, with a server-generated case
 * id unique per owner. The fixed toxicology workspace id is a route constant, not a shared data space.
 */
export const toxCases = pgTable(
  'tox_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    caseId: text('case_id').notNull(),
    currentVersion: integer('current_version').notNull().default(0),
    sample: boolean('sample').notNull().default(false),
    // The current version's, so the list's filters and total and the stat cards read this table alone.
    sex: text('sex', { enum: ['M', 'F', 'U'] }),
    race: text('race'),
    entryCount: integer('entry_count').notNull().default(0),
    /** The current version's analyses lower-cased, one a line: what the list's substance filter searches. */
    analysesSearch: text('analyses_search').notNull().default(''),
    /** TOX_AGE_GROUPS and TOX_RACES of the current version (migration 0022), for the overview and trends. */
    ageGroup: text('age_group').notNull().default('Unknown'),
    raceGroup: text('race_group').notNull().default('Other'),
    /** The current version's distinct normalised substances, sorted: what trends match and count. */
    substances: text('substances')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The version `tox_case_entries` were derived from; null until derived. */
    entriesVersion: integer('entries_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tox_cases_sex_check', sql`${t.sex} IS NULL OR ${t.sex} IN ('M', 'F', 'U')`),
    uniqueIndex('tox_cases_owner_case_id').on(t.ownerId, t.caseId),
    index('tox_cases_owner_last_updated_idx').on(t.ownerId, t.lastUpdated.desc(), t.caseId),
    index('tox_cases_owner_created_idx').on(t.ownerId, t.createdAt),
  ],
);

/** The current version's entries, normalised (migration 0022): what the overview and trends aggregate. */
export const toxCaseEntries = pgTable(
  'tox_case_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseRowId: uuid('case_row_id')
      .notNull()
      .references(() => toxCases.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').notNull(),
    ordinal: integer('ordinal').notNull(),
    analysis: text('analysis').notNull(),
    analyte: text('analyte'),
    substance: text('substance').notNull(),
    method: text('method').notNull(),
    specimen: text('specimen').notNull(),
    specimenClass: text('specimen_class').notNull(),
    value: doublePrecision('value'),
    unit: text('unit'),
    inSubstanceChart: boolean('in_substance_chart').notNull(),
    inAgeChart: boolean('in_age_chart').notNull(),
    /** The case's, repeated so the overview's entry charts read this table alone. */
    caseId: text('case_id').notNull(),
    sex: text('sex', { enum: ['M', 'F', 'U'] }),
    raceGroup: text('race_group').notNull(),
    ageGroup: text('age_group').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('tox_case_entries_case_ordinal').on(t.caseRowId, t.ordinal),
    // The overview's entry charts (migration 0022); the INCLUDE columns are in the migration only.
    index('tox_case_entries_owner_substance_idx').on(t.ownerId, t.substance, t.caseRowId),
    index('tox_case_entries_owner_specimen_idx').on(t.ownerId, t.specimenClass, t.caseRowId),
    index('tox_case_entries_owner_method_idx').on(t.ownerId, t.method, t.caseRowId),
    index('tox_case_entries_owner_age_idx').on(t.ownerId, t.ageGroup, t.substance, t.caseRowId),
  ],
);

/** One row per save of a toxicology case, with its ledger seal and its insight (PENDING until written). */
export const toxCaseVersions = pgTable(
  'tox_case_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseRowId: uuid('case_row_id')
      .notNull()
      .references(() => toxCases.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** As typed ("41", "17 months", "unknown"); a number sent is kept as its text. */
    age: text('age'),
    sex: text('sex', { enum: ['M', 'F', 'U'] }),
    race: text('race'),
    location: text('location'),
    scene: text('scene'),
    autopsy: text('autopsy'),
    notes: text('notes'),
    toxicology: jsonb('toxicology').$type<ToxEntry[]>().notNull().default([]),
    entryCount: integer('entry_count').notNull(),
    analyses: text('analyses')
      .array()
      .notNull()
      .default(sql`'{}'`),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
    /** SHA-256 of the version's canonical content (the ledger leaf). */
    contentHash: text('content_hash').notNull(),
    /** The ledger entry sealing this version; null until the insights job has sealed it. */
    transactionId: text('transaction_id'),
    insightStatus: text('insight_status', { enum: ['PENDING', 'READY'] })
      .notNull()
      .default('PENDING'),
    insightSummary: text('insight_summary'),
    insightCause: text('insight_cause'),
    insightManner: text('insight_manner'),
    insightProvider: text('insight_provider', { enum: ['rules', 'model'] }),
    insightModel: text('insight_model'),
    ruleSetVersion: text('rule_set_version'),
    promptHash: text('prompt_hash'),
    findings: jsonb('findings').$type<ToxFinding[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('tox_case_versions_case_version').on(t.caseRowId, t.version),
    check('tox_case_versions_sex_check', sql`${t.sex} IS NULL OR ${t.sex} IN ('M', 'F', 'U')`),
    check('tox_case_versions_status_check', sql`${t.insightStatus} IN ('PENDING', 'READY')`),
    check(
      'tox_case_versions_provider_check',
      sql`${t.insightProvider} IS NULL OR ${t.insightProvider} IN ('rules', 'model')`,
    ),
  ],
);
