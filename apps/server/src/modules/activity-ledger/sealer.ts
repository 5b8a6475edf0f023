import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client.js';
import { sqlState } from '../../platform/database-errors.js';
import type { LedgerSigner } from '../ledger/index.js';
import { removeExpiredActivities } from './retention.js';
import { sealActivities } from './seal.js';

export interface ActivitySealerOptions {
  db: Database;
  signer: LedgerSigner;
  retentionDays: number;
  logger: FastifyBaseLogger;
  /** How often unsealed activities are sealed: an activity is in the ledger within about this long. */
  sealEveryMs?: number;
  /** How often the retention job runs. */
  retainEveryMs?: number;
}

export interface ActivitySealer {
  /** Seals now (tests, and the loop). */
  sealNow(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Seals activities every `sealEveryMs` (default 20 s, so well within the minute ARCHITECTURE §6 allows) and removes
 * expired ones every `retainEveryMs` (default an hour, first at start), in this process. Several processes may run
 * one: the sealing lock makes them take turns.
 */
export function startActivitySealer(options: ActivitySealerOptions): ActivitySealer {
  const { db, signer, logger } = options;
  const sealEveryMs = options.sealEveryMs ?? 20_000;
  const retainEveryMs = options.retainEveryMs ?? 60 * 60 * 1000;
  let lastRetention = Number.NEGATIVE_INFINITY;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function tick(): Promise<void> {
    try {
      if (Date.now() - lastRetention >= retainEveryMs) {
        lastRetention = Date.now();
        const removed = await removeExpiredActivities(db, signer, options.retentionDays);
        if (removed > 0) logger.info({ removed }, 'Expired activities removed');
      }
      await sealActivities(db, signer);
    } catch (error) {
      // The SQLSTATE only: a driver message may quote a row's values.
      logger.error({ code: sqlState(error) }, 'Sealing the activities failed');
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, sealEveryMs);
    timer.unref();
  }
  running = tick().finally(schedule);

  return {
    sealNow: () => sealActivities(db, signer),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
