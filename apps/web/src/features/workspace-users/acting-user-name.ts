import type { User } from '@hde/contracts/api';

/**
 * The change-role call's acting-user header: first and last name, else the e-mail. Header values must be
 * ISO-8859-1, so a name outside it falls back to the e-mail rather than failing the request.
 */
export function actingUserName(user: Pick<User, 'userId' | 'firstName' | 'lastName'>): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name && /^[\x20-\x7e\xa0-\xff]+$/.test(name) ? name : user.userId;
}
