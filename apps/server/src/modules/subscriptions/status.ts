import type { ModuleStatus } from '@hde/contracts';

/** What is stored about one user's own use of one module. */
export interface SubscriptionFacts {
  trialStartedAt: Date | null;
  trialEndsAt: Date | null;
  paidFrom: Date | null;
  paidUntil: Date | null;
}

export interface StatusInput {
  facts: SubscriptionFacts | null;
  /** Some owner of a workspace of this module, in which the user is an active member, has own access now. */
  sharedByActiveOwner: boolean;
  now: Date;
}

const within = (now: Date, from: Date | null, until: Date | null) =>
  from !== null && until !== null && from <= now && now < until;

/**
 * The one derivation of a module status (docs/SUBSCRIPTIONS.md), pure and clock-injected:
 * 1. a paid period covering now               -> ACTIVE_SUBSCRIPTION
 * 2. a trial covering now                     -> TRIAL_ACTIVE_SUBSCRIPTION
 * 3. a trial granted to start later           -> TRIAL_SUBSCRIPTION
 * 4. shared through an active owner           -> SHARED_SUBSCRIPTION
 * 5. a paid period that has ended             -> EXPIRED_SUBSCRIPTION
 * 6. a trial that has ended                   -> TRIAL_ENDED_SUBSCRIPTION
 * 7. nothing yet                              -> TRIAL_AVAILABLE
 */
export function deriveModuleStatus({ facts, sharedByActiveOwner, now }: StatusInput): ModuleStatus {
  if (facts && within(now, facts.paidFrom, facts.paidUntil)) return 'ACTIVE_SUBSCRIPTION';
  if (facts && within(now, facts.trialStartedAt, facts.trialEndsAt)) return 'TRIAL_ACTIVE_SUBSCRIPTION';
  if (facts?.trialStartedAt && now < facts.trialStartedAt) return 'TRIAL_SUBSCRIPTION';
  if (sharedByActiveOwner) return 'SHARED_SUBSCRIPTION';
  if (facts?.paidUntil && facts.paidUntil <= now) return 'EXPIRED_SUBSCRIPTION';
  if (facts?.trialEndsAt && facts.trialEndsAt <= now) return 'TRIAL_ENDED_SUBSCRIPTION';
  return 'TRIAL_AVAILABLE';
}

/**
 * The first moment after `now` at which a status derived from these facts (a user's own, and the owners' who
 * share theirs) can differ from the one derived at `now`: the earliest of their dates still ahead. Undefined
 * when none is ahead, as the status then holds until the facts themselves change.
 */
export function nextStatusChange(facts: readonly (SubscriptionFacts | null)[], now: Date): Date | undefined {
  let next: Date | undefined;
  for (const entry of facts) {
    if (!entry) continue;
    for (const date of [entry.trialStartedAt, entry.trialEndsAt, entry.paidFrom, entry.paidUntil]) {
      if (date && date > now && (!next || date < next)) next = date;
    }
  }
  return next;
}
