import { describe, expect, it } from 'vitest';
import { TRIAL_DAYS } from '@hde/contracts';
import { deriveModuleStatus, type SubscriptionFacts } from './status.js';

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
