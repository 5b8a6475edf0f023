import { describe, expect, it } from 'vitest';
import { currentWorkspaceIdOf, showsWorkspaceSelector } from './selector-path';

describe('selector paths', () => {
  it.each([
    ['/mdi/workspace/abc', true],
    ['/mdi/workspace', true],
    ['/mdi/workspace-manager', true],
    ['/mdi/workspace-manager/abc', true],
    ['/tox/workspace/abc', false],
    ['/module-manager', false],
    ['/account', false],
    ['/mdi/restricted', false],
  ])('%s shows the selector: %s', (path, shown) => {
    expect(showsWorkspaceSelector(path)).toBe(shown);
  });

  it.each([
    ['/mdi/workspace/abc', 'abc'],
    ['/mdi/workspace/abc/anything', 'abc'],
    ['/mdi/workspace-manager/xyz', 'xyz'],
    ['/mdi/workspace', null],
    ['/mdi/workspace/undefined', null],
    ['/mdi/workspace-manager', null],
  ])('%s has the current workspace %s', (path, id) => {
    expect(currentWorkspaceIdOf(path)).toBe(id);
  });
});
