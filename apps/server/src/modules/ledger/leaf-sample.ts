import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { caseDiagnoses, caseToxResults, caseVersions } from '../../platform/db/schema.js';
import { contentHash } from './canonical-json.js';
import { currentCase, currentCaseOfVersion, versionRecord } from './file-leaves.js';
import { diagnosisLeafContent, toxResultLeafContent } from './leaf-content.js';
import { LEAF_KINDS, keysAtPositions, type LeafKey } from './leaf-rows.js';

/** Rows a file's check re-hashes from their content: enough to catch a changed row in a few, bounded in time. */
export const SAMPLE_ROWS = 1000;

/**
 * min(leafCount, size) distinct leaf positions, drawn with a CSPRNG at each check, so no one can tell in advance
 * which rows a check reads: a file of up to `size` rows is re-hashed whole.
 */
export function samplePositions(leafCount: number, size = SAMPLE_ROWS): number[] {
  if (leafCount <= size) return Array.from({ length: leafCount }, (_, position) => position);
  const positions = new Set<number>();
  while (positions.size < size) positions.add(randomInt(leafCount));
  return [...positions];
}

const keyText = ({ kind, rowNumber, ordinal }: LeafKey) => `${kind}:${rowNumber}:${ordinal}`;

/**
 * The leaf hash of the row at each sampled position, re-hashed from the row's content as it is now: the row is
 * found by the key its position holds (leaf-rows.ts). Null for a position with no key, no row or more than one
 * row of that key, so such a position never verifies.
 */
export async function sampledLeafHashes(
  db: Database,
  fileImportId: string,
  positions: readonly number[],
  signal?: AbortSignal,
): Promise<Map<number, string | null>> {
  const keys = await keysAtPositions(db, fileImportId, positions);
  signal?.throwIfAborted();
  const rowNumbersOf = (kind: LeafKey['kind']) => [
    ...new Set([...keys.values()].filter((key) => key.kind === kind).map((key) => key.rowNumber)),
  ];
  const ofFile = <T extends typeof caseVersions | typeof caseDiagnoses | typeof caseToxResults>(
    table: T,
    kind: LeafKey['kind'],
  ) => and(eq(table.fileImportId, fileImportId), inArray(table.rowNumber, rowNumbersOf(kind)));
  const [versions, diagnoses, toxResults] = await Promise.all([
    rowNumbersOf(LEAF_KINDS.version).length === 0
      ? []
      : db
          .select({ rowNumber: caseVersions.rowNumber, record: versionRecord })
          .from(caseVersions)
          .leftJoin(currentCase, currentCaseOfVersion)
          .where(ofFile(caseVersions, LEAF_KINDS.version)),
    rowNumbersOf(LEAF_KINDS.diagnosis).length === 0
      ? []
      : db.select().from(caseDiagnoses).where(ofFile(caseDiagnoses, LEAF_KINDS.diagnosis)),
    rowNumbersOf(LEAF_KINDS.toxResult).length === 0
      ? []
      : db.select().from(caseToxResults).where(ofFile(caseToxResults, LEAF_KINDS.toxResult)),
  ]);

  const hashesByKey = new Map<string, string[]>();
  const add = (key: LeafKey, hash: string) =>
    hashesByKey.set(keyText(key), [...(hashesByKey.get(keyText(key)) ?? []), hash]);
  for (const row of versions) {
    add({ kind: LEAF_KINDS.version, rowNumber: row.rowNumber, ordinal: 0 }, contentHash(row.record));
  }
  for (const row of diagnoses) {
    add(
      { kind: LEAF_KINDS.diagnosis, rowNumber: row.rowNumber, ordinal: row.ordinal },
      contentHash(diagnosisLeafContent(row)),
    );
  }
  for (const row of toxResults) {
    add(
      { kind: LEAF_KINDS.toxResult, rowNumber: row.rowNumber, ordinal: row.ordinal },
      contentHash(toxResultLeafContent(row)),
    );
  }
  return new Map(
    positions.map((position) => {
      const key = keys.get(position);
      const hashes = key ? hashesByKey.get(keyText(key)) : undefined;
      return [position, hashes?.length === 1 ? hashes[0]! : null];
    }),
  );
}
