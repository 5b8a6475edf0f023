import { alias } from 'drizzle-orm/pg-core';
import { asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { ImportDataType } from '@hde/contracts';
import type {
  FileImport,
  FileListQuery,
  ImportError,
  ImportErrorListQuery,
  UploadFileType,
} from '@hde/contracts/api';
import type { Database } from '../../../platform/db/client.js';
import { fileImports, importErrors, users } from '../../../platform/db/schema.js';

const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

function displayName(person: { firstName: string | null; lastName: string | null; userId: string } | null) {
  if (!person) return null;
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return name || person.userId;
}

function selectFileImports(db: Database) {
  return db
    .select({
      file: fileImports,
      creator: { firstName: creator.firstName, lastName: creator.lastName, userId: creator.userId },
      updater: { firstName: updater.firstName, lastName: updater.lastName, userId: updater.userId },
    })
    .from(fileImports)
    .leftJoin(creator, eq(creator.id, fileImports.createdBy))
    .leftJoin(updater, eq(updater.id, fileImports.updatedBy));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectFileImports>['where']>>[number];

function toFileImport({ file, creator: createdBy, updater: updatedBy }: Selected): FileImport {
  return {
    id: file.id,
    workspaceId: file.workspaceId,
    fileName: file.fileName,
    uploadType: file.uploadType as ImportDataType | null,
    fileType: file.fileType as UploadFileType | null,
    size: file.size,
    status: file.status as FileImport['status'],
    totalItems: file.totalItems,
    completedItems: file.completedItems,
    erroredItems: file.erroredItems,
    warningItems: file.warningItems,
    hasError: file.erroredItems > 0 || file.status === 'ERROR',
    message: file.message,
    transactionId: file.transactionId,
    createdBy: displayName(createdBy?.userId ? createdBy : null),
    updatedBy: displayName(updatedBy?.userId ? updatedBy : null),
    createdAt: file.createdAt.toISOString(),
    added: file.createdAt.toISOString(),
    lastUpdated: file.updatedAt.toISOString(),
  };
}

export async function fileImportsByIds(db: Database, ids: readonly string[]): Promise<FileImport[]> {
  if (ids.length === 0) return [];
  const rows = await selectFileImports(db).where(inArray(fileImports.id, [...ids]));
  return rows.map(toFileImport);
}

export async function fileImportById(db: Database, id: string): Promise<FileImport> {
  const [item] = await fileImportsByIds(db, [id]);
  if (!item) throw new Error('file import vanished');
  return item;
}

const FILE_SORT_COLUMNS = {
  fileName: fileImports.fileName,
  added: fileImports.createdAt,
  lastUpdated: fileImports.updatedAt,
  status: fileImports.status,
  totalItems: fileImports.totalItems,
  uploadType: fileImports.uploadType,
} satisfies Record<FileListQuery['sort'], unknown>;

function ordered(direction: 'asc' | 'desc', column: Parameters<typeof asc>[0]): SQL {
  return direction === 'asc' ? asc(column) : desc(column);
}

/** GET file/list: one page of a workspace's imports (drafts included: the spec tracks them too). */
export async function listFileImports(db: Database, workspaceId: string, query: FileListQuery) {
  const where = eq(fileImports.workspaceId, workspaceId);
  const [rows, [totals]] = await Promise.all([
    selectFileImports(db)
      .where(where)
      .orderBy(ordered(query.direction, FILE_SORT_COLUMNS[query.sort]), desc(fileImports.id))
      .limit(query.limit)
      .offset(query.skip),
    db.select({ total: count() }).from(fileImports).where(where),
  ]);
  return { items: rows.map(toFileImport), total: totals?.total ?? 0 };
}

const ERROR_SORT_COLUMNS = {
  lastUpdated: importErrors.createdAt,
  rowNumber: importErrors.rowNumber,
  type: importErrors.type,
  caseId: importErrors.caseId,
  fieldName: importErrors.fieldName,
} satisfies Record<ImportErrorListQuery['sort'], unknown>;

type ImportErrorRow = typeof importErrors.$inferSelect;

function toImportError(row: ImportErrorRow): ImportError {
  return {
    id: row.id,
    type: row.type as ImportError['type'],
    rowNumber: row.rowNumber,
    caseId: row.caseId,
    fieldName: row.fieldName,
    errorMessage: row.message,
    lastUpdated: row.createdAt.toISOString(),
  };
}

export async function listImportErrors(db: Database, fileImportId: string, query: ImportErrorListQuery) {
  const where = eq(importErrors.fileImportId, fileImportId);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(importErrors)
      .where(where)
      .orderBy(
        ordered(query.direction, ERROR_SORT_COLUMNS[query.sort]),
        asc(importErrors.rowNumber),
        asc(importErrors.id),
      )
      .limit(query.limit)
      .offset(query.skip),
    db.select({ total: count() }).from(importErrors).where(where),
  ]);
  return { items: rows.map(toImportError), total: totals?.total ?? 0 };
}

/** Every error of a file in row order, a page at a time (the CSV download streams them). */
export async function* allImportErrors(db: Database, fileImportId: string, pageSize = 2000) {
  for (let offset = 0; ; offset += pageSize) {
    const rows = await db
      .select()
      .from(importErrors)
      .where(eq(importErrors.fileImportId, fileImportId))
      .orderBy(asc(importErrors.rowNumber), asc(importErrors.createdAt), asc(importErrors.id))
      .limit(pageSize)
      .offset(offset);
    for (const row of rows) yield toImportError(row);
    if (rows.length < pageSize) return;
  }
}
