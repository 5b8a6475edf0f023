import { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { ACTIVITY_PAGE_SIZES } from '@hde/contracts';
import {
  DEFAULT_TABLE_LIMIT,
  type ActivityLogChoices,
  type ParsedQueryBody,
  type WhereNode,
} from '@hde/contracts/api';
import { ACTIVITY_LOG_ERRORS, WORKSPACE_ERRORS } from '@hde/contracts/text';
import { recordActivity } from '../../platform/activity.js';
import type { Database } from '../../platform/db/client.js';
import { readStatement, type ReadOnlyStatements, type ReadStatement } from '../../platform/db/read-only.js';
import { HttpError } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import { namedJsonText } from '../../platform/json-text-reply.js';
import {
  ALIASES,
  compileQuery,
  compileRows,
  csvLine,
  namedQueryError,
  QueryError,
  translateQueryFailure,
  type CompiledQuery,
} from '../analytics/index.js';
import { askedIds } from './filter-values.js';
import { ACTIVITY_EXPORT_FIELDS, activityLogRegistry } from './registry.js';
import { createActivityLogRepo } from './repo.js';

const AREA = 'ACTIVITY';
const MAX_PAGE_SIZE = Math.max(...ACTIVITY_PAGE_SIZES);
const DEFAULT_EXPORT_PAGE_SIZE = 5_000;

/** An export's filters; quick search does not apply to activities (400). */
interface ExportFilters {
  where?: WhereNode | undefined;
  text?: string | undefined;
}

export interface ActivityLogServiceOptions {
  /** Rows per keyset page of the export. */
  exportPageSize?: number;
}

/** A page of rows (the compiler's table): neither a grouping nor a count alone. */
const isTable = (body: ParsedQueryBody) => !body.groupBy?.length && !(body.addCount && !body.fields?.length);

/**
 * The Activity Log (spec part 2 §2.12): the analytics compiler over the activities the viewer may see (source
 * `activityLog`: their own, and all of the workspaces they are OWNER or ADMIN of). A filter naming a workspace or
 * a user out of the viewer's reach is refused as every list refuses one: 404. Nothing is cached.
 */
export function createActivityLogService(
  db: Database,
  reads: ReadOnlyStatements,
  options: ActivityLogServiceOptions = {},
) {
  const repo = createActivityLogRepo(db);
  const exportPageSize = options.exportPageSize ?? DEFAULT_EXPORT_PAGE_SIZE;

  async function run(statement: ReadStatement) {
    try {
      return await reads.run(statement);
    } catch (error) {
      throw translateQueryFailure(error);
    }
  }

  /** 404 for a workspace the viewer is no member of, or a user whose activity they may not see. */
  async function checkReach(viewerId: string, wheres: readonly (WhereNode | undefined)[]): Promise<void> {
    const { workspaceIds, userIds } = askedIds(wheres);
    if (workspaceIds.size > 0) {
      const mine = new Set((await repo.memberWorkspaces(viewerId)).map((workspace) => workspace.id));
      for (const id of workspaceIds)
        if (typeof id !== 'string' || !mine.has(id)) throw new HttpError(404, WORKSPACE_ERRORS.notFound);
    }
    if (userIds.size > 0) {
      const asked = [...userIds];
      const wellFormed = asked.filter((id): id is string => typeof id === 'string' && isUuid(id));
      const visible =
        wellFormed.length === asked.length ? await repo.visibleUserIds(viewerId, wellFormed) : null;
      if (!visible || wellFormed.some((id) => !visible.has(id)))
        throw new HttpError(404, ACTIVITY_LOG_ERRORS.userNotVisible);
    }
  }

  function compileNamed(viewerId: string, key: string, body: ParsedQueryBody, many: boolean): CompiledQuery {
    try {
      if (isTable(body) && (body.limit ?? DEFAULT_TABLE_LIMIT) > MAX_PAGE_SIZE)
        throw new QueryError(ACTIVITY_LOG_ERRORS.pageTooLarge(MAX_PAGE_SIZE));
      return compileQuery(AREA, body, activityLogRegistry, viewerId);
    } catch (error) {
      throw namedQueryError(error, key, many);
    }
  }

  async function answers(viewerId: string, bodies: Record<string, ParsedQueryBody>): Promise<string[]> {
    const keys = Object.keys(bodies);
    const list = keys.map((key) => bodies[key] as ParsedQueryBody);
    // Every query compiles before any runs: one bad query answers 400 without a database trip.
    const compiled = keys.map((key, index) =>
      compileNamed(viewerId, key, list[index] as ParsedQueryBody, keys.length > 1),
    );
    await checkReach(
      viewerId,
      list.flatMap((body) => [body.where, body.initialFilter]),
    );
    return Promise.all(
      compiled.map(async (query) => {
        const [row] = await run(query);
        return JSON.stringify(query.decode(row));
      }),
    );
  }

  /** Keyset pages of the filtered rows, newest first: `(created_at, id)` below the last row's. */
  function exportPages(viewerId: string, filters: ExportFilters) {
    const rows = compileRows(AREA, filters, activityLogRegistry, viewerId);
    const fields = ACTIVITY_EXPORT_FIELDS;
    const columns = sql.join(
      fields.map((field, index) => sql`${field.output} as ${sql.raw(`c${index}`)}`),
      sql.raw(', '),
    );
    const a = sql.raw(ALIASES.activity);
    return {
      header: csvLine(fields.map((field) => field.label)),
      page(after: { at: string; id: string } | null): ReadStatement {
        const keyset: SQL = after
          ? sql`(${a}.created_at, ${a}.id) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : sql.raw('true');
        return readStatement(
          sql`select ${columns}, ${a}.created_at::text as t, ${a}.id::text as k from ${rows.from} where ${rows.where} and ${keyset} order by ${a}.created_at desc, ${a}.id desc limit ${exportPageSize}::int`,
        );
      },
      line: (row: Record<string, unknown>) => csvLine(fields.map((_, index) => row[`c${index}`])),
    };
  }

  return {
    /** One query's result, as the JSON the API answers with. */
    queryJson: async (viewerId: string, body: ParsedQueryBody) =>
      (await answers(viewerId, { result: body }))[0] as string,

    /** Named queries' results, as one JSON object. */
    async queryManyJson(viewerId: string, bodies: Record<string, ParsedQueryBody>): Promise<string> {
      return namedJsonText(Object.keys(bodies), await answers(viewerId, bodies));
    },

    /**
     * Every activity the filters keep, newest first, as CSV read page by page (memory stays flat). The first page
     * is read, and the export recorded, before the stream is returned: a refused query is still an error reply.
     */
    async exportCsv(viewerId: string, filters: ExportFilters): Promise<Readable> {
      const plan = exportPages(viewerId, filters);
      await checkReach(viewerId, [filters.where]);
      const first = await run(plan.page(null));
      await db.transaction((tx) =>
        recordActivity(tx, { userId: viewerId, collectionName: 'activities', action: 'EXPORT' }),
      );
      return Readable.from(
        (async function* () {
          yield plan.header;
          let rows = first;
          while (rows.length > 0) {
            yield rows.map(plan.line).join('');
            if (rows.length < exportPageSize) return;
            const last = rows[rows.length - 1] as { t: string; k: string };
            rows = await run(plan.page({ at: last.t, id: last.k }));
          }
        })(),
      );
    },

    /** What the viewer may filter the log by. */
    async choices(viewerId: string): Promise<ActivityLogChoices> {
      const [workspaces, users, actions] = await Promise.all([
        repo.memberWorkspaces(viewerId),
        repo.visibleUsers(viewerId),
        repo.actionNames(),
      ]);
      return { workspaces, users, actions };
    },
  };
}
