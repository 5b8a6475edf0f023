import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AVATAR_COLORS, avatarColor, wholeDaysLeft } from './avatar-color';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const inDays = (days: number, extraHours = 0) =>
  new Date(NOW + days * 86_400_000 + extraHours * 3_600_000).toISOString();

describe('wholeDaysLeft', () => {
  it('counts whole days until the expiration date', () => {
    expect(wholeDaysLeft(inDays(14), NOW)).toBe(14);
    expect(wholeDaysLeft(inDays(13, 23), NOW)).toBe(13);
    expect(wholeDaysLeft(inDays(0, 5), NOW)).toBe(0);
    expect(wholeDaysLeft(inDays(-1), NOW)).toBe(-1);
  });
  it('is null without a usable date', () => {
    expect(wholeDaysLeft(null, NOW)).toBeNull();
    expect(wholeDaysLeft('not a date', NOW)).toBeNull();
  });
});

describe('avatarColor', () => {
  const base = { seed: 'user-42', now: NOW };

  it('re-randomises when the days left are a multiple of 7', () => {
    for (const days of [0, 7, 14, 84]) {
      const colors = [0, 0.3, 0.99].map((random) =>
        avatarColor({ ...base, expirationDate: inDays(days, 1), random }),
      );
      expect(colors).toEqual([AVATAR_COLORS[0], AVATAR_COLORS[2], AVATAR_COLORS[7]]);
    }
  });

  it('keeps the colour derived from the user id on other days', () => {
    const stable = avatarColor({ ...base, expirationDate: null, random: 0 });
    expect(AVATAR_COLORS).toContain(stable);
    for (const days of [1, 6, 8, 13, 89, -7, -14]) {
      for (const random of [0, 0.5, 0.99]) {
        expect(avatarColor({ ...base, expirationDate: inDays(days, 1), random })).toBe(stable);
      }
    }
  });

  it('spreads different users over the palette', () => {
    const colors = new Set(
      Array.from({ length: 40 }, (_, i) =>
        avatarColor({ seed: `user-${i}`, expirationDate: null, now: NOW, random: 0 }),
      ),
    );
    expect(colors.size).toBeGreaterThan(4);
  });
});

describe('avatarColor with a fixed clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('changes its rule as the days pass', () => {
    const expirationDate = '2026-04-01T00:00:00Z';
    const seed = 'u-1';
    const stable = avatarColor({ seed, expirationDate: null, now: 0, random: 0 });
    const pick = (random: number) => avatarColor({ seed, expirationDate, now: Date.now(), random });

    vi.setSystemTime(new Date('2026-03-18T08:00:00Z')); // 13 whole days left
    expect(pick(0.99)).toBe(stable);
    vi.setSystemTime(new Date('2026-03-25T00:00:00Z')); // 7 days left
    expect(pick(0.99)).toBe(AVATAR_COLORS[7]);
    expect(pick(0)).toBe(AVATAR_COLORS[0]);
  });
});
