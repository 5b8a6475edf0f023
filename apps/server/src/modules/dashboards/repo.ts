import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DashboardConfig, DashboardMode, DashboardType, FilterEntry } from '@hde/contracts/api';
import type { Database } from '../../platform/db/client.js';
import { dashboards } from '../../platform/db/schema.js';
import { isUuid } from '../../platform/ids.js';

type StoredRow = typeof dashboards.$inferSelect;

/** A custom dashboard as the app uses it: never its encrypted password. */
export interface DashboardRow {
  id: string;
  workspaceId: string;
  name: string;
  description: string;
  type: DashboardType;
  mode: DashboardMode;
  /** Lower-cased viewer e-mails of a PRIVATE dashboard. */
  emails: string[];
  /** Moves with every change of mode, e-mails or password; viewer tokens name it. */
  accessVersion: number;
  config: DashboardConfig;
  rawFilters: FilterEntry[];
  text: string | null;
  createdBy: string;
  createdAt: Date;
  lastUpdated: Date;
  snapshotAt: Date | null;
}

/** The columns of a DashboardRow, so no statement reads the encrypted password by accident. */
const rowColumns = {
  id: dashboards.id,
  workspaceId: dashboards.workspaceId,
  name: dashboards.name,
  description: dashboards.description,
  type: dashboards.type,
  mode: dashboards.mode,
  emails: dashboards.emails,
  accessVersion: dashboards.accessVersion,
  config: dashboards.config,
  rawFilters: dashboards.rawFilters,
  text: dashboards.text,
  createdBy: dashboards.createdBy,
  createdAt: dashboards.createdAt,
  lastUpdated: dashboards.lastUpdated,
  snapshotAt: dashboards.snapshotAt,
};

type SelectedRow = Omit<StoredRow, 'passwordEncrypted'>;

function toDashboardRow(row: SelectedRow): DashboardRow {
  return {
    ...row,
    config: row.config as DashboardConfig,
    rawFilters: row.rawFilters as FilterEntry[],
  };
}

/** One dashboard by id; undefined when unknown or when the id is not a uuid. */
export async function findDashboard(db: Database, dashboardId: string): Promise<DashboardRow | undefined> {
  if (!isUuid(dashboardId)) return undefined;
  const [row] = await db.select(rowColumns).from(dashboards).where(eq(dashboards.id, dashboardId));
  return row && toDashboardRow(row);
}

/** One dashboard of a workspace by id, locked for the caller's transaction. */
export async function lockDashboard(
  tx: Database,
  workspaceId: string,
  dashboardId: string,
): Promise<DashboardRow | undefined> {
  if (!isUuid(dashboardId)) return undefined;
  const [row] = await tx
    .select(rowColumns)
    .from(dashboards)
    .where(and(eq(dashboards.id, dashboardId), eq(dashboards.workspaceId, workspaceId)))
    .for('update');
  return row && toDashboardRow(row);
}

/** The encrypted password of a dashboard (PASSWORD mode), or null. */
export async function encryptedPasswordOf(db: Database, dashboardId: string): Promise<string | null> {
  const [row] = await db
    .select({ passwordEncrypted: dashboards.passwordEncrypted })
    .from(dashboards)
    .where(eq(dashboards.id, dashboardId));
  return row?.passwordEncrypted ?? null;
}

export interface DashboardListPage {
  skip: number;
  limit: number;
  sort: 'lastUpdated' | 'name';
  direction: 'ASC' | 'DESC';
}

/** A page of a workspace's dashboards and how many it has. */
export async function listDashboards(
  db: Database,
  workspaceId: string,
  page: DashboardListPage,
): Promise<{ items: DashboardRow[]; total: number }> {
  const order = page.direction === 'ASC' ? asc : desc;
  const column = page.sort === 'name' ? dashboards.name : dashboards.lastUpdated;
  const inWorkspace = eq(dashboards.workspaceId, workspaceId);
  const rows = await db
    .select(rowColumns)
    .from(dashboards)
    .where(inWorkspace)
    .orderBy(order(column), desc(dashboards.id))
    .limit(page.limit)
    .offset(page.skip);
  const [totals] = await db.select({ total: count() }).from(dashboards).where(inWorkspace);
  return { items: rows.map(toDashboardRow), total: totals?.total ?? 0 };
}

export type NewDashboard = Omit<
  DashboardRow,
  'id' | 'accessVersion' | 'createdAt' | 'lastUpdated' | 'snapshotAt'
> & {
  passwordEncrypted: string | null;
};

export async function insertDashboard(tx: Database, values: NewDashboard): Promise<DashboardRow> {
  const [row] = await tx.insert(dashboards).values(values).returning(rowColumns);
  if (!row) throw new Error('dashboard insert returned nothing');
  return toDashboardRow(row);
}

export interface DashboardChanges {
  name?: string;
  description?: string;
  type?: DashboardType;
  mode?: DashboardMode;
  emails?: string[];
  rawFilters?: FilterEntry[];
  text?: string | null;
  /** undefined leaves it, null clears it. */
  passwordEncrypted?: string | null;
  /** Bumps access_version: old viewer tokens stop working. */
  accessChanged: boolean;
}

/** Applies the changes and moves lastUpdated; answers the row as stored. */
export async function updateDashboard(
  tx: Database,
  dashboardId: string,
  { accessChanged, ...changes }: DashboardChanges,
): Promise<DashboardRow> {
  const [row] = await tx
    .update(dashboards)
    .set({
      ...changes,
      lastUpdated: sql`now()`,
      ...(accessChanged ? { accessVersion: sql`${dashboards.accessVersion} + 1` } : {}),
    })
    .where(eq(dashboards.id, dashboardId))
    .returning(rowColumns);
  if (!row) throw new Error('dashboard update returned nothing');
  return toDashboardRow(row);
}

export async function deleteDashboard(tx: Database, dashboardId: string): Promise<void> {
  await tx.delete(dashboards).where(eq(dashboards.id, dashboardId));
}
