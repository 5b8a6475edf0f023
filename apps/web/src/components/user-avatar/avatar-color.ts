/** Avatar backgrounds; each keeps white initials above 4.5:1 contrast. */
export const AVATAR_COLORS = [
  '#0d47a1',
  '#00695c',
  '#6a1b9a',
  '#ad1457',
  '#2e7d32',
  '#4527a0',
  '#bf360c',
  '#37474f',
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `now` until `expirationDate`; null when there is no valid date. */
export function wholeDaysLeft(expirationDate: string | null, now: number): number | null {
  if (!expirationDate) return null;
  const end = Date.parse(expirationDate);
  if (Number.isNaN(end)) return null;
  return Math.floor((end - now) / DAY_MS);
}

function hashString(value: string): number {
  let hash = 0;
  for (let i = 0; i < value.length; i += 1) hash = (hash * 31 + value.charCodeAt(i)) >>> 0;
  return hash;
}

export interface AvatarColorInput {
  /** Stable per user (the user record id). */
  seed: string;
  expirationDate: string | null;
  now: number;
  /** A number in [0, 1), e.g. Math.random(). */
  random: number;
}

/**
 * Spec part 1 §4: the colour is re-randomised when the days left before the expiration date are a
 * multiple of 7 (0 included, never once expired); otherwise it is derived from the user id.
 */
export function avatarColor({ seed, expirationDate, now, random }: AvatarColorInput): string {
  const days = wholeDaysLeft(expirationDate, now);
  const index =
    days !== null && days >= 0 && days % 7 === 0
      ? Math.floor(random * AVATAR_COLORS.length)
      : hashString(seed) % AVATAR_COLORS.length;
  return AVATAR_COLORS[Math.min(index, AVATAR_COLORS.length - 1)] as string;
}
