import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OWNING_STATUSES, TRIAL_DAYS } from '@hde/contracts';
import { deriveModuleStatus, nextStatusChange, type SubscriptionFacts } from './status.js';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-01-01T12:00:00Z');
const dayOf = (n: number) => new Date(start.getTime() + n * DAY);

const trial: SubscriptionFacts = {
  trialStartedAt: start,
  trialEndsAt: dayOf(TRIAL_DAYS),
  paidFrom: null,
  paidUntil: null,
};
const status = (facts: SubscriptionFacts | null, now: Date, sharedByActiveOwner = false) =>
  deriveModuleStatus({ facts, now, sharedByActiveOwner });

describe('deriveModuleStatus', () => {
  it('offers a trial to someone who never had one', () => {
    expect(status(null, start)).toBe('TRIAL_AVAILABLE');
  });

  it.each([
    [0, 'TRIAL_ACTIVE_SUBSCRIPTION'],
    [89, 'TRIAL_ACTIVE_SUBSCRIPTION'],
    [90, 'TRIAL_ENDED_SUBSCRIPTION'],
    [91, 'TRIAL_ENDED_SUBSCRIPTION'],
  ] as const)('trial day %i is %s', (day, expected) => {
    expect(status(trial, dayOf(day))).toBe(expected);
  });

  it('a trial granted to start later is a TRIAL_SUBSCRIPTION until it starts', () => {
    const scheduled = { ...trial, trialStartedAt: dayOf(10), trialEndsAt: dayOf(100) };
    expect(status(scheduled, dayOf(5))).toBe('TRIAL_SUBSCRIPTION');
    expect(status(scheduled, dayOf(10))).toBe('TRIAL_ACTIVE_SUBSCRIPTION');
  });

  it('a paid period wins over a trial and ends as EXPIRED_SUBSCRIPTION', () => {
    const paid = { ...trial, paidFrom: dayOf(30), paidUntil: dayOf(400) };
    expect(status(paid, dayOf(31))).toBe('ACTIVE_SUBSCRIPTION');
    expect(status(paid, dayOf(399))).toBe('ACTIVE_SUBSCRIPTION');
    expect(status(paid, dayOf(400))).toBe('EXPIRED_SUBSCRIPTION');
  });

  it('shared access lasts while an owner has access and ends with it', () => {
    expect(status(null, start, true)).toBe('SHARED_SUBSCRIPTION');
    expect(status(null, start, false)).toBe('TRIAL_AVAILABLE');
    expect(status(trial, dayOf(95), true)).toBe('SHARED_SUBSCRIPTION');
    expect(status(trial, dayOf(95), false)).toBe('TRIAL_ENDED_SUBSCRIPTION');
  });

  it('own access is reported before shared access', () => {
    expect(status(trial, dayOf(1), true)).toBe('TRIAL_ACTIVE_SUBSCRIPTION');
  });
});

describe('nextStatusChange', () => {
  const minute = (n: number | null | undefined) =>
    n == null ? null : new Date(start.getTime() + n * 60_000);
  const factsArbitrary = fc.option(
    fc
      .tuple(...Array.from({ length: 4 }, () => fc.option(fc.integer({ min: 0, max: 60 }))))
      .map(([trialStartedAt, trialEndsAt, paidFrom, paidUntil]) => ({
        trialStartedAt: minute(trialStartedAt),
        trialEndsAt: minute(trialEndsAt),
        paidFrom: minute(paidFrom),
        paidUntil: minute(paidUntil),
      })),
  );
  // As the subscription service derives it: shared while some owner has access of their own.
  const statusWithOwners = (own: SubscriptionFacts | null, owners: (SubscriptionFacts | null)[], now: Date) =>
    status(
      own,
      now,
      owners.some((owner) => OWNING_STATUSES.includes(status(owner, now))),
    );

  it('names a moment before which the status derived from the same facts cannot change', () => {
    fc.assert(
      fc.property(
        factsArbitrary,
        fc.array(factsArbitrary, { maxLength: 2 }),
        fc.integer({ min: -5, max: 65 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (own, owners, nowMinute, fraction) => {
          const now = minute(nowMinute) as Date;
          const next = nextStatusChange([own, ...owners], now);
          const horizon = next ? next.getTime() : now.getTime() + 120 * 60_000;
          expect(horizon).toBeGreaterThan(now.getTime());
          const later = new Date(now.getTime() + Math.floor((horizon - now.getTime() - 1) * fraction));
          expect(statusWithOwners(own, owners, later)).toBe(statusWithOwners(own, owners, now));
        },
      ),
    );
  });

  it('is the earliest date ahead, and none when every date has passed', () => {
    expect(nextStatusChange([trial, null], dayOf(1))).toEqual(dayOf(TRIAL_DAYS));
    expect(nextStatusChange([trial, { ...trial, trialEndsAt: dayOf(3) }], dayOf(1))).toEqual(dayOf(3));
    expect(nextStatusChange([trial], dayOf(TRIAL_DAYS))).toBeUndefined();
  });
});
