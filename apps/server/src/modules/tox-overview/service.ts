import { sql } from 'drizzle-orm';
import type { ParsedQueryBody } from '@hde/contracts/api';
import { readStatement, type ReadOnlyStatements, type ReadStatement } from '../../platform/db/read-only.js';
import {
  canonicalJson,
  compileQuery,
  createQueryCache,
  namedQueryError,
  translateQueryFailure,
  type CompiledQuery,
} from '../analytics/index.js';
import { toxOverviewRegistry } from './registry.js';
import { namedJsonText } from '../../platform/json-text-reply.js';

function compileNamed(ownerId: string, key: string, body: ParsedQueryBody, many: boolean): CompiledQuery {
  try {
    return compileQuery('CASE', body, toxOverviewRegistry, ownerId);
  } catch (error) {
    throw namedQueryError(error, key, many);
  }
}

/**
 * The owner's data version: every save (a new case or a new version) moves a case's `last_updated` to the save's
 * time, and the newest is one step down the (owner_id, last_updated) index. A save committing after a
 * later-started one was read keeps the newer time: VERSION_WINDOW_MS bounds how long an answer may miss it.
 */
function versionStatement(ownerId: string): ReadStatement {
  return readStatement(
    sql`select max(last_updated)::text as at from tox_cases where owner_id = ${ownerId}::uuid`,
  );
}
const VERSION_WINDOW_MS = 60_000;

/**
 * The Toxicology Overview's queries over one owner's cases: the analytics compiler with the toxicology registry,
 * scoped by the owner's id, each statement read-only under the reads' timeout. Answers are cached per (owner,
 * data version, query): bench/tox-overview.ts measured the warm tab at 100,000 cases far above its target
 * without. Callers authorise first, on every call.
 */
export function createToxOverviewService(reads: ReadOnlyStatements) {
  const cache = createQueryCache<string>({ sizeOf: (json) => json.length });

  async function run(statement: ReadStatement) {
    try {
      return await reads.run(statement);
    } catch (error) {
      throw translateQueryFailure(error);
    }
  }

  async function answers(ownerId: string, bodies: Record<string, ParsedQueryBody>): Promise<string[]> {
    const keys = Object.keys(bodies);
    const version = run(versionStatement(ownerId));
    // Read below; a query refused first leaves no unhandled rejection behind it.
    version.catch(() => undefined);
    // Every query compiles before any runs: one bad query answers 400 without a database trip.
    const planned = keys.map((key) => {
      const body = bodies[key] as ParsedQueryBody;
      return { compiled: compileNamed(ownerId, key, body, keys.length > 1), canonical: canonicalJson(body) };
    });
    const [row] = await version;
    const stamp = `${ownerId}|${String(row?.at)}|${Math.floor(Date.now() / VERSION_WINDOW_MS)}`;
    return Promise.all(
      planned.map(({ compiled, canonical }) =>
        cache.getOrCompute(`${stamp}|${canonical}`, async () => {
          const [result] = await run(compiled);
          return JSON.stringify(compiled.decode(result));
        }),
      ),
    );
  }

  return {
    /** One query's result, as the JSON the API answers with. */
    queryJson: async (ownerId: string, body: ParsedQueryBody) =>
      (await answers(ownerId, { result: body }))[0] as string,

    /** Named queries' results, as one JSON object. */
    async queryManyJson(ownerId: string, bodies: Record<string, ParsedQueryBody>): Promise<string> {
      const keys = Object.keys(bodies);
      const results = await answers(ownerId, bodies);
      return namedJsonText(keys, results);
    },
  };
}
