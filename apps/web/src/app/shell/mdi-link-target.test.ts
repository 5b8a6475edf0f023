import { describe, expect, it } from 'vitest';
import { makeWorkspace } from '../../test/module-fixtures';
import { mdiLinkTarget } from './mdi-link-target';

const list = [makeWorkspace('a'), makeWorkspace('b'), makeWorkspace('c')];

describe('mdiLinkTarget', () => {
  it.each([
    [
      'the default workspace',
      { defaultWorkspaceId: 'c', currentWorkspaceId: 'b', workspaces: list },
      '/mdi/workspace/c',
    ],
    [
      'the current workspace without a default',
      { defaultWorkspaceId: null, currentWorkspaceId: 'b', workspaces: list },
      '/mdi/workspace/b',
    ],
    [
      'the current workspace when the default is not in the list',
      { defaultWorkspaceId: 'gone', currentWorkspaceId: 'b', workspaces: list },
      '/mdi/workspace/b',
    ],
    [
      'the first workspace when the current one is not in the list',
      { defaultWorkspaceId: null, currentWorkspaceId: 'demo', workspaces: list },
      '/mdi/workspace/a',
    ],
    [
      'the first workspace without default or current',
      { defaultWorkspaceId: null, currentWorkspaceId: null, workspaces: list },
      '/mdi/workspace/a',
    ],
    [
      '/mdi/workspace without workspaces',
      { defaultWorkspaceId: 'c', currentWorkspaceId: 'b', workspaces: [] },
      '/mdi/workspace',
    ],
  ])('links to %s', (_rule, input, expected) => {
    expect(mdiLinkTarget(input)).toBe(expected);
  });
});
