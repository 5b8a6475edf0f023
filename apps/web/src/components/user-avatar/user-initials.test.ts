import { describe, expect, it } from 'vitest';
import { userDisplayName, userInitials } from './user-initials';

describe('userInitials', () => {
  it('uses first and last name', () => {
    expect(userInitials({ firstName: 'jane', lastName: 'Doe', userId: 'x@y.z' })).toBe('JD');
  });
  it('falls back to the e-mail local part', () => {
    expect(userInitials({ firstName: null, lastName: null, userId: 'jane.doe@example.org' })).toBe('JD');
    expect(userInitials({ firstName: ' ', lastName: null, userId: 'pathologist@example.org' })).toBe('P');
  });
  it('names the user by full name, else by e-mail', () => {
    expect(userDisplayName({ firstName: 'Jane', lastName: null, userId: 'x@y.z' })).toBe('Jane');
    expect(userDisplayName({ firstName: null, lastName: null, userId: 'x@y.z' })).toBe('x@y.z');
  });
});
