import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Binary column: Buffer with node-postgres, Uint8Array with PGlite. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Product users; `user_id` is the sign-in e-mail (the Account ID), `subject` the token `sub` of the issuer. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneNumber: text('phone_number'),
    company: text('company'),
    jobTitle: text('job_title'),
    goals: text('goals')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Version token of the uploaded picture (its data is in user_pictures); null when none. */
    picture: text('picture'),
    beta: boolean('beta').notNull().default(false),
    /** HDE staff: SUPERHERO (acts as OWNER) in demo workspaces. Set with `npm run admin`. */
    operator: boolean('operator').notNull().default(false),
    isFirstTime: boolean('is_first_time').notNull().default(true),
    defaultWorkspaceId: uuid('default_workspace_id'),
    /** Set (by a trigger, migration 0013) when the identity's embedded account is deleted: its tokens are refused. */
    accountDeletedAt: timestamp('account_deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_issuer_subject_key').on(t.issuer, t.subject),
    uniqueIndex('users_user_id_key').on(t.userId),
  ],
);

/** Accounts of the embedded OpenID provider (not used with an external provider). */
export const idpAccounts = pgTable(
  'idp_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** When the verification link was confirmed with the password; null while the e-mail is unverified. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** SHA-256 (hex) of the live verification link's token; a new link replaces it, confirming it clears it. */
    verificationTokenHash: text('verification_token_hash'),
    verificationExpiresAt: timestamp('verification_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idp_accounts_email_key').on(t.email),
    uniqueIndex('idp_accounts_verification_token_hash_key').on(t.verificationTokenHash),
  ],
);

/** Ids of deleted embedded accounts (filled by a trigger on idp_accounts, migration 0013). */
export const idpDeletedAccounts = pgTable('idp_deleted_accounts', {
  id: uuid('id').primaryKey(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** State of the embedded OpenID provider: sessions, grants, codes, refresh tokens, interactions. */
export const idpStore = pgTable(
  'idp_store',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('idp_store_grant_id_idx').on(t.grantId),
    index('idp_store_uid_idx').on(t.uid),
    index('idp_store_user_code_idx').on(t.userCode),
    index('idp_store_expires_at_idx').on(t.expiresAt),
  ],
);

export const modules = pgTable('modules', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  beta: boolean('beta').notNull().default(false),
  inDevelopment: boolean('in_development').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A user's trial and paid periods of one module. */
export const userModules = pgTable(
  'user_modules',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: text('module_id')
      .notNull()
      .references(() => modules.id),
    trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    paidFrom: timestamp('paid_from', { withTimezone: true }),
    paidUntil: timestamp('paid_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId] })],
);

export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moduleId: text('module_id')
      .notNull()
      .references(() => modules.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon').notNull().default('folder'),
    public: boolean('public').notNull().default(false),
    publicDashboardSyncing: boolean('public_dashboard_syncing').notNull().default(false),
    demo: boolean('demo').notNull().default(false),
    /** Bumped by every committed import batch: analytics results are cached per (workspace, data version). */
    dataVersion: bigint('data_version', { mode: 'number' }).notNull().default(0),
    /** When an import of this workspace last finished: the dashboards' "Last Updated" date. */
    lastImported: timestamp('last_imported', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('workspaces_module_idx').on(t.moduleId, t.createdAt)],
);

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index('workspace_members_user_idx').on(t.userId),
  ],
);

export const userPictures = pgTable('user_pictures', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: updatedAt(),
});

export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  active: boolean('active').notNull().default(false),
  description: text('description').notNull().default(''),
  updatedAt: updatedAt(),
});

/** Upgrade-form submissions, for the sales team. */
export const leads = pgTable('leads', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  moduleId: text('module_id'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  organization: text('organization').notNull().default(''),
  comment: text('comment').notNull().default(''),
  createdAt: createdAt(),
});

export const supportRequests = pgTable('support_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  topic: text('topic').notNull(),
  moduleId: text('module_id'),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Mail waiting to be sent, or kept here for good when no SMTP_URL is set. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('mail_outbox_unsent_idx').on(t.sentAt, t.createdAt)],
);

/** What users did: every user write records one, in the same transaction. */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // No foreign keys: the audit trail outlives the workspaces and users it names, and a sealed row never changes.
    workspaceId: uuid('workspace_id'),
    userId: uuid('user_id'),
    collectionName: text('collection_name').notNull(),
    action: text('action').notNull(),
    /** The record acted on (its id), when there is one. */
    recordId: text('record_id'),
    /** ACTIVITY_OUTCOMES. */
    outcome: text('outcome').notNull().default('SUCCESS'),
    /** The id of the HTTP request that did it; null for what a background job did. */
    requestId: text('request_id'),
    /** The ledger entry sealing it (activity-seal), null until sealed. */
    transactionId: text('transaction_id'),
    /** Its position among the leaves of that entry. */
    ledgerLeaf: integer('ledger_leaf'),
    /** What the activity needs besides its action, e.g. the acting user's name of a role change. Never case content. */
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('activities_workspace_idx').on(t.workspaceId, t.createdAt),
    index('activities_user_idx').on(t.userId, t.createdAt),
    // Written by hand in 0023 with INCLUDE (workspace_id, user_id, action, collection_name).
    index('activities_created_idx').on(t.createdAt, t.id),
    index('activities_action_idx').on(t.action),
    index('activities_unsealed_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.transactionId} is null`),
  ],
);

/** Invitations into a workspace, by e-mail: the invitee may not have an account yet. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    status: text('status').notNull().default('PENDING'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('invitations_email_status_idx').on(t.email, t.status),
    index('invitations_workspace_status_idx').on(t.workspaceId, t.status),
  ],
);

/** Named JSON configurations of a workspace (mappings, dashboards, saved filters). */
export const workspaceConfigurations = pgTable(
  'workspace_configurations',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    body: jsonb('body').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.type] })],
);

/** Fields a workspace added to the catalogue (import "Create Field"); values live in cases.extra. */
export const customFields = pgTable(
  'custom_fields',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    label: text('label').notNull(),
    dataType: text('data_type').notNull().default('string'),
    /** The draft import that created the field: it goes with the draft; null once an import used it. */
    draftImportId: uuid('draft_import_id').references((): AnyPgColumn => fileImports.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('custom_fields_workspace_key').on(t.workspaceId, t.key),
    index('custom_fields_draft_idx')
      .on(t.draftImportId)
      .where(sql`${t.draftImportId} is not null`),
  ],
);

/** Imported files of a workspace: the wizard's draft, then the pipeline's progress and outcome (ARCHITECTURE §8). */
export const fileImports = pgTable(
  'file_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    fileName: text('file_name'),
    uploadType: text('upload_type'),
    fileType: text('file_type'),
    status: text('status').notNull().default('DRAFT'),
    /** Header -> field id, `custom` or null, as saved on leaving the mapping step. */
    mapping: jsonb('mapping'),
    size: bigint('size', { mode: 'number' }),
    sha256: text('sha256'),
    totalItems: integer('total_items').notNull().default(0),
    completedItems: integer('completed_items').notNull().default(0),
    erroredItems: integer('errored_items').notNull().default(0),
    /** Warnings listed for the file (import_errors of type WARNING, migration 0016), not rows with one. */
    warningItems: integer('warning_items').notNull().default(0),
    /** Source rows whose outcome is committed: a resumed import skips them. */
    rowsDone: integer('rows_done').notNull().default(0),
    message: text('message'),
    transactionId: text('transaction_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('file_imports_workspace_idx').on(t.workspaceId, t.updatedAt)],
);

/** Row-level problems of an import (spec §3 import error). */
export const importErrors = pgTable(
  'import_errors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileImportId: uuid('file_import_id')
      .notNull()
      .references(() => fileImports.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    rowNumber: integer('row_number'),
    caseId: text('case_id'),
    fieldName: text('field_name'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('import_errors_file_idx').on(t.fileImportId, t.createdAt)],
);

/** Background work (public dashboard sync, imports): a durable queue polled with SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('jobs_ready_idx').on(t.status, t.runAfter)],
);
