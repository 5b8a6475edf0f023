import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ERROR_MESSAGES,
  IMPORT_HOME_TEXT,
  SUCCESS_MESSAGES,
  WORKSPACE_TAB_EMPTY_TEXT,
  WORKSPACE_TAB_LABELS,
} from '@hde/contracts';
import { createMockApi, errorReply, type MockRoutes } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ImportHome } from './import-home';

const TEMPLATE_ROUTES: MockRoutes = {
  'GET /v2/app/templates/Case': { sheet: 'case' },
  'GET /v2/app/templates/Diagnosis': { sheet: 'diagnosis' },
  'GET /v2/app/templates/Toxicology': { sheet: 'toxicology' },
};

const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;
let saved: { download: string; href: string }[];

beforeEach(() => {
  saved = [];
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:template-${++next}`);
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ download: this.download, href: this.href });
  });
});
afterEach(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
  vi.restoreAllMocks();
});

function renderImportHome(routes: MockRoutes = TEMPLATE_ROUTES) {
  const mock = createMockApi(routes);
  const user = userEvent.setup();
  renderWithProviders(<ImportHome />, { api: mock.api });
  return { ...mock, user };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: IMPORT_HOME_TEXT.templates.button }));
  return screen.findByRole('dialog', { name: IMPORT_HOME_TEXT.templatesDialog.title });
}

describe('ImportHome', () => {
  it('shows the title, the three tips, the template card and the imported files card', () => {
    renderImportHome();
    expect(screen.getByRole('heading', { name: WORKSPACE_TAB_LABELS.import })).toBeTruthy();
    const tips = screen.getByRole('region', { name: IMPORT_HOME_TEXT.tipsTitle });
    expect(within(tips).getAllByRole('listitem')).toHaveLength(3);
    for (const tip of IMPORT_HOME_TEXT.tips) expect(within(tips).getByText(tip.title)).toBeTruthy();
    expect(screen.getByRole('region', { name: IMPORT_HOME_TEXT.templates.title })).toBeTruthy();
    expect(screen.getByText(WORKSPACE_TAB_EMPTY_TEXT.import)).toBeTruthy();
  });

  it('keeps Download disabled until a template is ticked', async () => {
    const { user, calls } = renderImportHome();
    const dialog = await openDialog(user);
    const download = within(dialog).getByRole('button', { name: IMPORT_HOME_TEXT.templatesDialog.download });
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Case', 'Diagnosis', 'Toxicology']);
    expect(download).toHaveProperty('disabled', true);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Diagnosis' }));
    expect(download).toHaveProperty('disabled', false);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Diagnosis' }));
    expect(download).toHaveProperty('disabled', true);

    await user.click(within(dialog).getByRole('button', { name: IMPORT_HOME_TEXT.templatesDialog.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);
  });

  it('downloads each ticked template with the token, saves it under its file name and notifies once', async () => {
    const { user, calls } = renderImportHome();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Toxicology' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Case' }));
    await user.click(within(dialog).getByRole('button', { name: IMPORT_HOME_TEXT.templatesDialog.download }));

    expect(await screen.findByText(SUCCESS_MESSAGES.templateDownloaded)).toBeTruthy();
    expect(screen.getAllByText(SUCCESS_MESSAGES.templateDownloaded)).toHaveLength(1);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /v2/app/templates/Case',
      'GET /v2/app/templates/Toxicology',
    ]);
    for (const call of calls) expect(call.headers.get('Authorization')).toBe('Bearer test-token');
    expect(saved).toEqual([
      { download: 'HDECaseTemplate.xlsx', href: 'blob:template-1' },
      { download: 'HDEToxicologyTemplate.xlsx', href: 'blob:template-2' },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledTimes(2));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:template-1');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:template-2');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the template error when a download fails and keeps the dialog open', async () => {
    const { user } = renderImportHome({
      ...TEMPLATE_ROUTES,
      'GET /v2/app/templates/Diagnosis': errorReply(500),
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Diagnosis' }));
    await user.click(within(dialog).getByRole('button', { name: IMPORT_HOME_TEXT.templatesDialog.download }));

    expect(await screen.findByText(ERROR_MESSAGES.template)).toBeTruthy();
    expect(screen.queryByText(SUCCESS_MESSAGES.templateDownloaded)).toBeNull();
    expect(saved).toEqual([]);
    expect(screen.getByRole('dialog', { name: IMPORT_HOME_TEXT.templatesDialog.title })).toBeTruthy();
  });
});
