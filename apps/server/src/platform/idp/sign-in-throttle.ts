import { FailureThrottle, type FailureThrottleOptions } from '../rate-limit.js';
import { normaliseEmail } from './accounts.js';

const MINUTE_MS = 60_000;
const KEPT = { maxDelayMs: 15 * MINUTE_MS, forgetAfterMs: 60 * MINUTE_MS, maxKeys: 10_000 };
/** One client address, whatever e-mails it tries: stops password spraying. */
const PER_CLIENT: FailureThrottleOptions = { freeFailures: 10, ...KEPT };
/** One client address and one e-mail: stops guessing one password, without locking the account out elsewhere. */
const PER_PAIR: FailureThrottleOptions = { freeFailures: 5, ...KEPT };

/**
 * Failed sign-ins of the embedded provider, counted per client address and per address-and-e-mail pair (never
 * per e-mail alone, so an attacker cannot lock a user out). In memory per instance: several instances each
 * allow their own share, which still makes guessing slow.
 */
export function createSignInThrottle(now: () => number = Date.now) {
  const clients = new FailureThrottle(PER_CLIENT, now);
  const pairs = new FailureThrottle(PER_PAIR, now);
  const pairKey = (client: string, email: string) => `${client}|${normaliseEmail(email)}`;
  return {
    /** Whole seconds the client must wait before this attempt is checked; 0 when it may be checked now. */
    waitSeconds(client: string, email: string): number {
      const ms = Math.max(clients.waitMs(client), pairs.waitMs(pairKey(client, email)));
      return Math.ceil(ms / 1000);
    },
    failed(client: string, email: string): void {
      clients.recordFailure(client);
      pairs.recordFailure(pairKey(client, email));
    },
    /** The client proved it knows this password: its pair starts afresh (its address count does not). */
    succeeded(client: string, email: string): void {
      pairs.reset(pairKey(client, email));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
