import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { PENDING_INVITATIONS_TEXT, WORKSPACE_SELECTOR_TEXT } from '@hde/contracts/text';
import { createMockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { WorkspaceControlsSlot } from './workspace-controls-slot';

function renderSlot(path: string) {
  const { api } = createMockApi({
    'GET /v2/app/workspace/invitations/pending': { items: [], total: 0 },
  });
  return renderWithProviders(<WorkspaceControlsSlot />, { api, path });
}

const selector = () =>
  screen.queryByRole('button', { name: new RegExp(`^${WORKSPACE_SELECTOR_TEXT.label}`) });
const badge = () => screen.queryByRole('button', { name: PENDING_INVITATIONS_TEXT.open(0) });

describe('WorkspaceControlsSlot', () => {
  it.each([
    ['/mdi/workspace/ws-1', true, true],
    ['/mdi/workspace', true, true],
    ['/mdi/workspace-manager', true, true],
    ['/mdi/restricted', false, true],
    ['/module-manager', false, true],
    ['/account', false, true],
    ['/tox/workspace/fixed', false, false],
  ])('on %s shows the selector: %s, the invitations badge: %s', async (path, hasSelector, hasBadge) => {
    renderSlot(path);
    await waitFor(() => expect(Boolean(badge())).toBe(hasBadge));
    expect(Boolean(selector())).toBe(hasSelector);
  });
});
