import type { User } from '@hde/contracts/api';
import { avatarColor } from './avatar-color';

// One draw per user and page load, so the top bar and the account page show the same colour.
const drawn = new Map<string, string>();

/** The avatar colour of a user for this page load (see avatarColor for the rule). */
export function userAvatarColor(user: Pick<User, 'id' | 'userConfiguration'>): string {
  const { expirationDate } = user.userConfiguration;
  const key = `${user.id}|${expirationDate ?? ''}`;
  let color = drawn.get(key);
  if (!color) {
    color = avatarColor({ seed: user.id, expirationDate, now: Date.now(), random: Math.random() });
    drawn.set(key, color);
  }
  return color;
}
