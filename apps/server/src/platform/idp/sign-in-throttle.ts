import { clientAddressKey, FailureThrottle, type FailureThrottleOptions } from '../rate-limit.js';
import { normaliseEmail } from './accounts.js';

const MINUTE_MS = 60_000;
const KEPT = { maxDelayMs: 15 * MINUTE_MS, forgetAfterMs: 60 * MINUTE_MS, maxKeys: 10_000 };
/** One client address, whatever e-mails it tries: stops password spraying. */
const PER_CLIENT: FailureThrottleOptions = { freeFailures: 10, ...KEPT };
/** One client address and one e-mail: stops guessing one password, without locking the account out elsewhere. */
const PER_PAIR: FailureThrottleOptions = { freeFailures: 5, ...KEPT };

/**
 * Password checks of the embedded provider (sign-in, confirming a verification link), limited per client
 * address (an IPv6 client by its /64) and per address-and-e-mail pair, never per e-mail alone, so an attacker
 * cannot lock a user out. In memory per instance: several instances each allow their own share, which still
 * makes guessing slow.
 *
 * An attempt counts as failed from the moment it is let through, before its slow password check, and a success
 * takes that back: requests sent at once cannot all pass the check while none has failed yet.
 */
export function createSignInThrottle(now: () => number = Date.now) {
  const clients = new FailureThrottle(PER_CLIENT, now);
  const pairs = new FailureThrottle(PER_PAIR, now);
  const keys = (client: string, email: string) => {
    const address = clientAddressKey(client);
    return { address, pair: `${address}|${normaliseEmail(email)}` };
  };
  return {
    /**
     * Lets an attempt be checked, counted as a failure until `succeeded` says otherwise (answers 0), or answers
     * the whole seconds the client must wait (nothing is counted then).
     */
    attempt(client: string, email: string): number {
      const { address, pair } = keys(client, email);
      const waitMs = Math.max(clients.waitMs(address), pairs.waitMs(pair));
      if (waitMs > 0) return Math.ceil(waitMs / 1000);
      clients.recordFailure(address);
      pairs.recordFailure(pair);
      return 0;
    },
    /** The client proved it knows this password: its pair starts afresh, its address loses this one failure. */
    succeeded(client: string, email: string): void {
      const { address, pair } = keys(client, email);
      clients.undoFailure(address);
      pairs.reset(pair);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
