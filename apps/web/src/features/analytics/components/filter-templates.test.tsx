import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedFilterTemplate } from '@hde/contracts/api';
import { ANALYTICS_TEXT, CONFIRMATION_MESSAGES, ERROR_MESSAGES, SUCCESS_MESSAGES } from '@hde/contracts/text';
import { errorReply, reply, type MockRequest } from '../../../test/mock-api';
import {
  ROUTES,
  dashboardReady,
  dialogsClosed,
  makeTemplate,
  renderAnalytics,
  totalCasesBodies,
} from '../analytics-test-fixtures';

vi.mock('../../../components/charts/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));
vi.mock('../../../components/widgets/widget-map', () => ({
  WidgetMap: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

type User = ReturnType<typeof userEvent.setup>;

const TEMPLATES = `GET ${ROUTES.templates}`;
const homicides = makeTemplate('t-1', { name: 'Homicides' });
const mine = makeTemplate('t-2', {
  name: 'Young white',
  visibility: 'PRIVATE',
  createdBy: 'u-1',
  filters: [
    { id: 'race', operator: 'eq', values: ['White'] },
    { id: 'roundedAge', operator: 'lte', values: [17] },
  ],
});

const chipTexts = () =>
  within(screen.getByRole('list', { name: ANALYTICS_TEXT.filters }))
    .getAllByRole('button')
    .map((chip) => chip.textContent);

async function openTemplates(user: User) {
  await user.click(screen.getByRole('button', { name: ANALYTICS_TEXT.savedTemplates }));
  return screen.findByRole('list', { name: ANALYTICS_TEXT.filterTemplates });
}

async function apply(user: User, name: string) {
  const list = await openTemplates(user);
  await user.click(within(list).getByRole('button', { name: new RegExp(`^${name}`) }));
  await waitFor(() =>
    expect(screen.queryByRole('list', { name: ANALYTICS_TEXT.filterTemplates })).toBeNull(),
  );
}

describe('Saved filter templates', () => {
  it('applies a template: its filters replace the ones in force', async () => {
    const user = userEvent.setup();
    const { calls } = renderAnalytics({ routes: { [TEMPLATES]: { items: [homicides, mine] } } });
    await dashboardReady();

    await apply(user, 'Homicides');
    expect(chipTexts()).toEqual(['Manner of Death is one of Homicide']);
    await apply(user, 'Young white');
    expect(chipTexts()).toEqual(['Race is White', 'Age (Rounded) lower than or equal to 17']);
    await waitFor(() =>
      expect(totalCasesBodies(calls).at(-1)?.where).toEqual({
        and: [
          { field: 'race', operator: 'eq', values: ['White'] },
          { field: 'roundedAge', operator: 'lte', values: [17] },
        ],
      }),
    );
  });

  it('saves the filters as a template once it has a name and a visibility', async () => {
    const user = userEvent.setup();
    let saved: SavedFilterTemplate[] = [homicides];
    const { calls } = renderAnalytics({
      routes: {
        [TEMPLATES]: () => ({ items: saved }),
        [`POST ${ROUTES.templates}`]: ({ body }: MockRequest) => {
          const created = { ...(body as SavedFilterTemplate), id: 't-9', createdBy: 'u-1' };
          saved = [...saved, created];
          return reply(201, created);
        },
      },
    });
    await dashboardReady();
    const save = screen.getByRole('button', { name: ANALYTICS_TEXT.saveTemplate });
    expect(save).toHaveProperty('disabled', true);
    await apply(user, 'Homicides');

    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: ANALYTICS_TEXT.saveTemplate });
    const submit = within(dialog).getByRole('button', { name: ANALYTICS_TEXT.save });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(
      within(dialog).getByRole('textbox', { name: ANALYTICS_TEXT.templateName }),
      'Q1 homicides',
    );
    expect(submit).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('radio', { name: 'Private' }));
    expect(submit).toHaveProperty('disabled', false);
    await user.click(submit);

    expect(await screen.findByText(SUCCESS_MESSAGES.filterTemplatesUpdated)).toBeTruthy();
    await dialogsClosed();
    const posted = calls.filter((call) => call.method === 'POST' && call.path === ROUTES.templates);
    expect(posted.map((call) => call.body)).toEqual([
      { name: 'Q1 homicides', visibility: 'PRIVATE', filters: homicides.filters },
    ]);
    const list = await openTemplates(user);
    expect(within(list).getByText('Q1 homicides')).toBeTruthy();
  });

  it('says so when the template cannot be saved, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    renderAnalytics({
      routes: {
        [TEMPLATES]: { items: [homicides] },
        [`POST ${ROUTES.templates}`]: errorReply(
          409,
          'A saved filter template named "Homicides" already exists',
        ),
      },
    });
    await dashboardReady();
    await apply(user, 'Homicides');
    await user.click(screen.getByRole('button', { name: ANALYTICS_TEXT.saveTemplate }));
    const dialog = await screen.findByRole('dialog', { name: ANALYTICS_TEXT.saveTemplate });
    await user.type(within(dialog).getByRole('textbox', { name: ANALYTICS_TEXT.templateName }), 'Homicides');
    await user.click(within(dialog).getByRole('radio', { name: 'Workspace' }));
    await user.click(within(dialog).getByRole('button', { name: ANALYTICS_TEXT.save }));
    expect(await screen.findByText(ERROR_MESSAGES.filterTemplateSave)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: ANALYTICS_TEXT.saveTemplate })).toBeTruthy();
  });

  it('edits a template; only its creator may change the visibility', async () => {
    const user = userEvent.setup();
    const { calls } = renderAnalytics({
      routes: {
        [TEMPLATES]: { items: [homicides, mine] },
        [`PUT ${ROUTES.templates}/t-1`]: ({ body }: MockRequest) => ({ ...homicides, ...(body as object) }),
      },
    });
    await dashboardReady();
    let list = await openTemplates(user);
    await user.click(
      within(list).getByRole('button', { name: ANALYTICS_TEXT.editTemplateOf('Young white') }),
    );
    let dialog = await screen.findByRole('dialog', { name: ANALYTICS_TEXT.editTemplate });
    expect(within(dialog).getByRole('radio', { name: 'Private' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: 'Workspace' })).toHaveProperty('disabled', false);
    await user.click(within(dialog).getByRole('button', { name: ANALYTICS_TEXT.cancel }));
    await dialogsClosed();

    list = await openTemplates(user);
    await user.click(within(list).getByRole('button', { name: ANALYTICS_TEXT.editTemplateOf('Homicides') }));
    dialog = await screen.findByRole('dialog', { name: ANALYTICS_TEXT.editTemplate });
    expect(within(dialog).getByRole('radio', { name: 'Private' })).toHaveProperty('disabled', true);
    const name = within(dialog).getByRole('textbox', { name: ANALYTICS_TEXT.templateName });
    await user.clear(name);
    await user.type(name, 'All homicides');
    await user.click(within(dialog).getByRole('button', { name: ANALYTICS_TEXT.save }));
    expect(await screen.findByText(SUCCESS_MESSAGES.filterTemplatesUpdated)).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ name: 'All homicides', visibility: 'WORKSPACE', filters: homicides.filters });
  });

  it('deletes a template after the confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = renderAnalytics({
      routes: { [TEMPLATES]: { items: [homicides] }, [`DELETE ${ROUTES.templates}/t-1`]: reply(204) },
    });
    await dashboardReady();
    const list = await openTemplates(user);
    await user.click(
      within(list).getByRole('button', { name: ANALYTICS_TEXT.deleteTemplateOf('Homicides') }),
    );
    const dialog = await screen.findByRole('dialog', { name: ANALYTICS_TEXT.deleteTemplate });
    expect(within(dialog).getByText(CONFIRMATION_MESSAGES.deleteFilterTemplate)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(SUCCESS_MESSAGES.filterTemplateRemoved)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `${ROUTES.templates}/t-1`,
    ]);
  });

  it('lets a USER apply templates but neither save one nor edit or delete those of others', async () => {
    const user = userEvent.setup();
    renderAnalytics({
      workspace: { workspaceRole: 'USER' },
      routes: { [TEMPLATES]: { items: [homicides] } },
    });
    await dashboardReady();
    expect(screen.queryByRole('button', { name: ANALYTICS_TEXT.saveTemplate })).toBeNull();
    const list = await openTemplates(user);
    expect(
      within(list).queryByRole('button', { name: ANALYTICS_TEXT.editTemplateOf('Homicides') }),
    ).toBeNull();
    expect(
      within(list).queryByRole('button', { name: ANALYTICS_TEXT.deleteTemplateOf('Homicides') }),
    ).toBeNull();
    await user.click(within(list).getByRole('button', { name: /^Homicides/ }));
    await waitFor(() => expect(chipTexts()).toEqual(['Manner of Death is one of Homicide']));
  });
});
