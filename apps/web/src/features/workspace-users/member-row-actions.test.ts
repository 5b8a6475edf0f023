import { describe, expect, it } from 'vitest';
import { actingUserName } from './acting-user-name';
import { canSubmitInvite, isValidInviteEmail, roleOptions } from './invite-form';
import { memberRowActions, type MemberRow } from './member-row-actions';

const owner = { userId: 'owner@example.org', role: 'OWNER' } as const;
const admin = { userId: 'admin@example.org', role: 'ADMIN' } as const;
const row = (overrides: Partial<MemberRow>): MemberRow => ({
  userId: 'member@example.org',
  role: 'USER',
  status: 'ACTIVE',
  ...overrides,
});

describe('memberRowActions', () => {
  it.each([
    ['ACTIVE', ['changeRole', 'revokeAccess']],
    ['PENDING', ['cancelInvitation']],
    ['REJECTED', ['resendInvitation']],
    ['EXPIRED', ['resendInvitation']],
    ['ACCEPTED', []],
    ['CANCELLED', []],
  ] as const)('offers the %s row %o', (status, actions) => {
    expect(memberRowActions(row({ status }), owner)).toEqual(actions);
  });

  it('offers nothing on the viewer’s own row, whatever the case of the e-mail', () => {
    expect(memberRowActions(row({ userId: 'Owner@Example.org', role: 'OWNER' }), owner)).toEqual([]);
  });

  it('offers nothing to an ADMIN on an OWNER row', () => {
    expect(memberRowActions(row({ role: 'OWNER' }), admin)).toEqual([]);
    expect(memberRowActions(row({ role: 'OWNER', status: 'PENDING' }), admin)).toEqual([]);
    expect(memberRowActions(row({ role: 'ADMIN' }), admin)).toEqual(['changeRole', 'revokeAccess']);
  });

  it('lets an OWNER (and a demo SUPERHERO) act on another OWNER', () => {
    expect(memberRowActions(row({ role: 'OWNER' }), owner)).toEqual(['changeRole', 'revokeAccess']);
    expect(memberRowActions(row({ role: 'OWNER' }), { ...owner, role: 'SUPERHERO' })).toHaveLength(2);
  });

  it('offers nothing to roles that do not manage members', () => {
    expect(memberRowActions(row({}), { userId: 'u@example.org', role: 'USER' })).toEqual([]);
    expect(memberRowActions(row({}), { userId: 'u@example.org', role: null })).toEqual([]);
  });
});

describe('invite form rules', () => {
  it.each([
    ['ann@example.org', true],
    [' Ann.Lee@Example.ORG ', true],
    ['ann@example', false],
    ['ann.example.org', false],
    ['', false],
    ['   ', false],
  ])('%o is a valid e-mail: %s', (email, valid) => {
    expect(isValidInviteEmail(email)).toBe(valid);
  });

  it('needs a valid e-mail and a role', () => {
    expect(canSubmitInvite('ann@example.org', 'USER')).toBe(true);
    expect(canSubmitInvite('ann@example.org', '')).toBe(false);
    expect(canSubmitInvite('ann@', 'USER')).toBe(false);
  });

  it('disables OWNER for an ADMIN only', () => {
    expect(roleOptions('ADMIN')).toEqual([
      { role: 'OWNER', disabled: true },
      { role: 'ADMIN', disabled: false },
      { role: 'USER', disabled: false },
      { role: 'CONTRIBUTOR', disabled: false },
    ]);
    expect(roleOptions('OWNER').every((option) => !option.disabled)).toBe(true);
  });
});

describe('actingUserName', () => {
  it('joins first and last name, else uses the e-mail', () => {
    expect(actingUserName({ userId: 'a@example.org', firstName: 'Ada', lastName: 'Lovelace' })).toBe(
      'Ada Lovelace',
    );
    expect(actingUserName({ userId: 'a@example.org', firstName: ' ', lastName: null })).toBe('a@example.org');
    expect(actingUserName({ userId: 'a@example.org', firstName: 'Zoë', lastName: null })).toBe('Zoë');
  });

  it('falls back to the e-mail for names a header cannot carry', () => {
    expect(actingUserName({ userId: 'a@example.org', firstName: 'Łukasz', lastName: 'Nowak' })).toBe(
      'a@example.org',
    );
  });
});
