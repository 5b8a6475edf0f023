import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { WorkspaceTab } from '@hde/contracts';
import { WORKSPACE_TABS_TEXT } from '@hde/contracts/text';
import { makeWorkspace } from '../../test/module-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { WorkspaceTabPanel } from './components/workspace-tab-panel';
import { preloadWorkspacePage } from './lazy-workspace-page';

vi.mock('./components/tabs/overview-tab', () => ({ OverviewTab: () => <p>Overview content</p> }));
vi.mock('./components/tabs/analytics-tab', () => ({ AnalyticsTab: () => <p>Analytics content</p> }));

function renderTab(tab: WorkspaceTab) {
  renderWithProviders(
    <WorkspaceTabPanel tab={tab} workspace={makeWorkspace('ws-1')} id="panel" labelledBy="tab" />,
  );
}

// Each test preloads a different tab: a chunk, once loaded, stays loaded for the module's lifetime.
describe('preloadWorkspacePage', () => {
  it('makes the tab the address names render at once, with no loading spinner', async () => {
    preloadWorkspacePage('mdi', '?id=overview');
    await vi.dynamicImportSettled();
    renderTab('overview');
    expect(screen.getByText('Overview content')).toBeTruthy();
    expect(screen.queryByLabelText(WORKSPACE_TABS_TEXT.loadingTab)).toBeNull();
  });

  it('preloads Analytics for an address that opens a case', async () => {
    preloadWorkspacePage('mdi', '?id=overview&caseId=ME-1');
    await vi.dynamicImportSettled();
    renderTab('analytics');
    expect(screen.getByText('Analytics content')).toBeTruthy();
  });
});
