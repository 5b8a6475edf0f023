import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_TEXT } from '@hde/contracts/api';
import { ANALYTICS_TEXT, DASHBOARD_TEXT, reportFileName } from '@hde/contracts/text';
import { errorReply } from '../../../test/mock-api';
import {
  callsTo,
  DASHBOARD_ID,
  makeDefinition,
  renderViewer,
  VIEWER_ROUTES,
} from '../dashboard-viewer-test-fixtures';
import { CustomDashboardView } from './custom-dashboard-view';

vi.mock('../../../components/charts/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));
vi.mock('../../../components/widgets/widget-map', () => ({
  WidgetMap: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

const REPORT = `POST /v2/app/query/dashboard/${DASHBOARD_ID}/report`;
const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;
let saved: string[];

beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
  vi.restoreAllMocks();
});

const show = (isCreator: boolean, report: unknown = '%PDF-1.7') =>
  renderViewer(<CustomDashboardView dashboardId={DASHBOARD_ID} />, {
    app: { [VIEWER_ROUTES.appDefinition]: makeDefinition({ isCreator }), [REPORT]: () => report },
  });

describe('Download Analytics as PDF of a custom dashboard', () => {
  it('gives the creator the report of the shown tab or every tab, with the unsaved quick search', async () => {
    const user = userEvent.setup();
    const { appCalls } = show(true);
    const search = await screen.findByRole('textbox', { name: ANALYTICS_TEXT.quickSearch });
    await user.type(search, 'knife{Enter}');
    await user.click(screen.getByRole('tab', { name: 'Demographics' }));
    await user.click(screen.getByRole('button', { name: ANALYTICS_TEXT.downloadPdf }));
    await user.click(screen.getByRole('menuitem', { name: REPORT_TEXT.scopes.all }));

    await waitFor(() => expect(saved).toEqual([reportFileName('case', DASHBOARD_ID)]));
    const { rawFilters } = makeDefinition().info;
    expect(callsTo(appCalls, REPORT).map((call) => call.body)).toEqual([
      { tab: 'demographics', scope: 'all', rawFilters, text: 'knife' },
    ]);
    expect(screen.getByRole('button', { name: DASHBOARD_TEXT.save })).toHaveProperty('disabled', false);
  });

  it('saves nothing when the report fails, and offers it again', async () => {
    const user = userEvent.setup();
    const { appCalls } = show(true, errorReply(500, 'Failed'));
    await user.click(await screen.findByRole('button', { name: ANALYTICS_TEXT.downloadPdf }));
    await user.click(screen.getByRole('menuitem', { name: REPORT_TEXT.scopes.tab }));
    await waitFor(() => expect(callsTo(appCalls, REPORT)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: ANALYTICS_TEXT.downloadPdf })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(saved).toEqual([]);
  });

  it('is not offered to a viewer who did not create the dashboard', async () => {
    show(false);
    await screen.findByText(DASHBOARD_TEXT.badge.LIVE);
    expect(screen.queryByRole('button', { name: ANALYTICS_TEXT.downloadPdf })).toBeNull();
  });
});
