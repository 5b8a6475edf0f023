import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { WORKSPACE_TAB_LABELS, tabLoadFailed } from '@hde/contracts/text';
import { createMockApi } from '../../../test/mock-api';
import { makeWorkspace } from '../../../test/module-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { WorkspacePage } from './workspace-page';

// The Overview chunk fails to load, as a chunk does after a deploy or on a dropped connection.
vi.mock('../components/tabs/overview-tab', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('WorkspacePage tab loading', () => {
  it('shows "Failed to load {label}." when a tab cannot be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = createMockApi({ 'GET /v2/app/workspace/ws-1': makeWorkspace('ws-1') });
    renderWithProviders(null, {
      api,
      path: '/mdi/workspace/ws-1?id=overview',
      routes: [{ path: '/:moduleId/workspace/:workspaceId', element: <WorkspacePage /> }],
    });
    expect(await screen.findByText(tabLoadFailed(WORKSPACE_TAB_LABELS.overview))).toBeTruthy();
    expect(screen.getByRole('tab', { name: WORKSPACE_TAB_LABELS.analytics })).toBeTruthy();
    logged.mockRestore();
  });
});
