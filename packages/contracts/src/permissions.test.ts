import { describe, expect, it } from 'vitest';
import { WORKSPACE_ROLES } from './enums.js';
import { PERMISSIONS, can, type PermissionAction } from './permissions.js';

describe('permission table', () => {
  const actions = Object.keys(PERMISSIONS) as PermissionAction[];

  it('names only known roles, and every action allows OWNER', () => {
    for (const action of actions) {
      for (const role of PERMISSIONS[action]) expect(WORKSPACE_ROLES).toContain(role);
      expect(can('OWNER', action)).toBe(true);
    }
  });

  it('treats SUPERHERO as OWNER and no role as nothing', () => {
    for (const action of actions) {
      expect(can('SUPERHERO', action)).toBe(can('OWNER', action));
      expect(can(undefined, action)).toBe(false);
    }
  });

  it('keeps workspace management to owners and admins', () => {
    for (const action of [
      'workspace.members.invite',
      'workspace.members.revoke',
      'workspace.public',
    ] as const) {
      expect(WORKSPACE_ROLES.filter((role) => can(role, action))).toEqual(['OWNER', 'ADMIN']);
    }
    expect(WORKSPACE_ROLES.filter((role) => can(role, 'workspace.import'))).toEqual([
      'OWNER',
      'ADMIN',
      'CONTRIBUTOR',
    ]);
  });
});
