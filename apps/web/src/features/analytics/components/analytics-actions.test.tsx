import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_TEXT } from '@hde/contracts/api';
import { ANALYTICS_TEXT, SHELL_TEXT, exportFileName, reportFileName } from '@hde/contracts/text';
import { CSV_EXPORT_TEXT } from '@hde/contracts/fields';
import { ActivityBanners } from '../../../app/shell/activity-banners';
import { errorReply } from '../../../test/mock-api';
import { recordSavedDownloads } from '../../../test/saved-downloads';
import {
  ROUTES,
  WORKSPACE_ID,
  bodiesOf,
  dashboardReady,
  dialogsClosed,
  renderAnalytics,
} from '../analytics-test-fixtures';

vi.mock('../../../components/charts/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));
vi.mock('../../../components/widgets/widget-map', () => ({
  WidgetMap: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

const downloads = recordSavedDownloads();

/** A reply that waits until the test lets it go. */
function heldReply(body: unknown) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { handler: async () => (await gate, body), release: () => release() };
}

describe('AnalyticsActions', () => {
  it('exports the CSV with the filters in force, under the Exporting Analytics banner', async () => {
    const user = userEvent.setup();
    const csv = heldReply('caseId\nC-1');
    const { calls } = renderAnalytics({
      routes: { [ROUTES.export]: csv.handler },
      extra: <ActivityBanners />,
    });
    await dashboardReady();
    await user.type(screen.getByRole('textbox', { name: ANALYTICS_TEXT.quickSearch }), 'opioid{Enter}');

    await user.click(screen.getByRole('button', { name: ANALYTICS_TEXT.exportCsv }));
    const dialog = await screen.findByRole('dialog', { name: ANALYTICS_TEXT.exportCsv });
    const omitted = within(dialog).getByText(new RegExp(`^${CSV_EXPORT_TEXT.omittedIntro.slice(0, 20)}`));
    for (const label of ['First Name', 'Last Name', 'Date of Birth'])
      expect(omitted.textContent).toContain(label);
    expect(omitted.textContent).not.toMatch(/[:,] Case ID[,.]/);
    expect(bodiesOf(calls, ROUTES.export)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: CSV_EXPORT_TEXT.download }));
    await dialogsClosed();
    expect(await screen.findByText(SHELL_TEXT.banners.exporting)).toBeTruthy();
    expect(screen.getByRole('button', { name: ANALYTICS_TEXT.exportCsv })).toHaveProperty('disabled', true);
    csv.release();
    await waitFor(() => expect(screen.queryByText(SHELL_TEXT.banners.exporting)).toBeNull());
    expect(downloads.names).toEqual([exportFileName('case', WORKSPACE_ID)]);
    expect(bodiesOf(calls, ROUTES.export)).toEqual([{ text: 'opioid' }]);
  });

  it('downloads the PDF of the selected tab as report_case_{id}.pdf, and ends the banner on failure too', async () => {
    const user = userEvent.setup();
    let fail = false;
    const { calls } = renderAnalytics({
      search: '?id=analytics&tab=second',
      routes: { [ROUTES.report]: () => (fail ? errorReply(502, 'Report service down') : '%PDF-1.7') },
      extra: <ActivityBanners />,
    });
    await dashboardReady();
    const download = screen.getByRole('button', { name: ANALYTICS_TEXT.downloadPdf });
    await user.click(download);
    await user.click(screen.getByRole('menuitem', { name: REPORT_TEXT.scopes.tab }));
    await waitFor(() => expect(downloads.names).toEqual([reportFileName('case', WORKSPACE_ID)]));
    expect(bodiesOf(calls, ROUTES.report)).toEqual([{ tab: 'second', scope: 'tab' }]);

    fail = true;
    await user.click(download);
    await user.click(screen.getByRole('menuitem', { name: REPORT_TEXT.scopes.tab }));
    await waitFor(() => expect(bodiesOf(calls, ROUTES.report)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText(SHELL_TEXT.banners.exporting)).toBeNull());
    expect(downloads.names).toHaveLength(1);
  });

  it('offers the report of every tab, with the filters in force, and nothing until one is chosen', async () => {
    const user = userEvent.setup();
    const { calls } = renderAnalytics({
      search: '?id=analytics&tab=second',
      routes: { [ROUTES.report]: () => '%PDF-1.7' },
    });
    await dashboardReady();
    await user.type(screen.getByRole('textbox', { name: ANALYTICS_TEXT.quickSearch }), 'opioid{Enter}');
    await user.click(screen.getByRole('button', { name: ANALYTICS_TEXT.downloadPdf }));
    const choices = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(choices).toEqual([REPORT_TEXT.scopes.tab, REPORT_TEXT.scopes.all]);
    await user.keyboard('{Escape}');
    expect(bodiesOf(calls, ROUTES.report)).toEqual([]);

    await user.click(screen.getByRole('button', { name: ANALYTICS_TEXT.downloadPdf }));
    await user.click(screen.getByRole('menuitem', { name: REPORT_TEXT.scopes.all }));
    await waitFor(() => expect(downloads.names).toEqual([reportFileName('case', WORKSPACE_ID)]));
    expect(bodiesOf(calls, ROUTES.report)).toEqual([{ tab: 'second', scope: 'all', text: 'opioid' }]);
  });

  it('offers Embed IFrame Code for a public workspace only', async () => {
    renderAnalytics({ workspace: { public: true } });
    await dashboardReady();
    expect(screen.getByRole('button', { name: ANALYTICS_TEXT.embed })).toBeTruthy();
  });

  it('offers no Embed IFrame Code for a private workspace: its link would show a closed page', async () => {
    renderAnalytics({ workspace: { public: false } });
    await dashboardReady();
    expect(screen.queryByRole('button', { name: ANALYTICS_TEXT.embed })).toBeNull();
  });
});
