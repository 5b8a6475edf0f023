import type { Database } from '../../../platform/db/client.js';
import { addWantedRollups, refreshRollups } from './refresh.js';

/**
 * Keeps each workspace's count summaries in step with its data, off the request path: a dashboard query that
 * finds them stale, or that a summary not yet written could answer, asks for a refresh and is answered from the
 * cases meanwhile. One refresh per workspace at a
 * time; asks during one are folded into a single next run, which waits a few times the last run's length so an
 * import that moves the data version every batch is not slowed by back-to-back refreshes.
 */

export interface RollupRefresherOptions {
  /** The pause after a refresh, as a multiple of how long it took (default 4). */
  cooldownFactor?: number;
  onError?: (error: unknown) => void;
}

interface WorkspaceRun {
  running: Promise<void>;
  again: boolean;
  force: boolean;
}

export function createRollupRefresher(db: Database, options: RollupRefresherOptions = {}) {
  const cooldownFactor = options.cooldownFactor ?? 4;
  const runs = new Map<string, WorkspaceRun>();
  const wanting = new Set<Promise<void>>();
  let closed = false;

  const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

  async function loop(workspaceId: string, run: WorkspaceRun): Promise<void> {
    do {
      run.again = false;
      const force = run.force;
      run.force = false;
      const started = performance.now();
      try {
        await refreshRollups(db, workspaceId, { force });
      } catch (error) {
        options.onError?.(error);
      }
      if (run.again && !closed) await pause((performance.now() - started) * cooldownFactor);
    } while (run.again && !closed);
    runs.delete(workspaceId);
  }

  /** Refresh the workspace's summaries soon (`force`: even if they match its data version). */
  function request(workspaceId: string, { force = false }: { force?: boolean } = {}): void {
    if (closed) return;
    const current = runs.get(workspaceId);
    if (current) {
      current.again = true;
      current.force ||= force;
      return;
    }
    const run: WorkspaceRun = { running: Promise.resolve(), again: false, force };
    runs.set(workspaceId, run);
    run.running = loop(workspaceId, run);
  }

  return {
    request,

    /** Have these summaries written too (rollups/plan.ts keys), from the next refresh on, and refresh soon. */
    want(workspaceId: string, keys: readonly string[]): void {
      if (closed || keys.length === 0) return;
      const adding = addWantedRollups(db, workspaceId, keys).then(
        () => request(workspaceId, { force: true }),
        (error: unknown) => options.onError?.(error),
      );
      wanting.add(adding);
      void adding.finally(() => wanting.delete(adding));
    },

    /** Resolves when the workspace has no refresh running or due. */
    async settled(workspaceId: string): Promise<void> {
      await Promise.all(wanting);
      for (let run = runs.get(workspaceId); run; run = runs.get(workspaceId)) await run.running;
    },

    /** No new refreshes; resolves when the running ones end. */
    async close(): Promise<void> {
      closed = true;
      await Promise.all(wanting);
      await Promise.all([...runs.values()].map((run) => run.running));
    },
  };
}

export type RollupRefresher = ReturnType<typeof createRollupRefresher>;
