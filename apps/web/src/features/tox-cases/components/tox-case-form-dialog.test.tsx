import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import {
  sortedOptions,
  TOX_AUTOPSY_OPTIONS,
  TOX_METHOD_OPTIONS,
  TOX_RACE_OPTIONS,
  TOX_SPECIMEN_OPTIONS,
  type ToxCase,
} from '@hde/contracts/api';
import { TOX_TEXT } from '@hde/contracts/text';
import { errorReply, type MockRequest, type MockRoutes } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { createToxApi, makeToxCase, ROUTES, WS } from '../tox-cases-test-fixtures';
import { ToxCaseFormDialog } from './tox-case-form-dialog';

const T = TOX_TEXT.form;
const F = T.fields;

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

function renderForm(routes: MockRoutes = {}, shown?: ToxCase) {
  const { api, calls } = createToxApi(routes);
  const onClose = vi.fn();
  const onUpdated = vi.fn();
  renderWithProviders(null, {
    api,
    path: '/start',
    routes: [
      {
        path: '*',
        element: (
          <>
            <ToxCaseFormDialog open workspaceId={WS} shown={shown} onClose={onClose} onUpdated={onUpdated} />
            <Location />
          </>
        ),
      },
    ],
  });
  // No pause between keys: the form has many fields to type into.
  const user = userEvent.setup({ delay: null });
  const dialog = screen.getByRole('dialog', { name: T.heading });
  const saves = () => calls.filter((call: MockRequest) => call.method === 'POST' || call.method === 'PUT');
  return { user, dialog, onClose, onUpdated, saves };
}

// The dialog hides the rest of the page from assistive technology.
const location = () => screen.getByRole('status', { name: 'location', hidden: true });
const entryGroups = () => screen.queryAllByRole('group', { name: /^Entry \d+$/ });
const entry = (number: number) => screen.getByRole('group', { name: T.entry(number) });

async function optionsOf(user: ReturnType<typeof userEvent.setup>, label: string, within?: HTMLElement) {
  const scope = within ?? screen.getByRole('dialog', { name: T.heading });
  await user.click(withinScope(scope).getByRole('combobox', { name: label }));
  const options = screen.getAllByRole('option').map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return options;
}
const withinScope = (element: HTMLElement) => within(element);

/** Puts `text` into a field as one input: typing key by key re-renders the whole form each time. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('ToxCaseFormDialog', () => {
  it('shows the badge, heading, intro and the three sections, with one empty entry', () => {
    const { dialog } = renderForm();
    expect(within(dialog).getByText(T.badgeCreate, { selector: '.MuiChip-label' })).toBeTruthy();
    expect(within(dialog).getByText(T.intro)).toBeTruthy();
    for (const title of Object.values(T.sections))
      expect(within(dialog).getByRole('region', { name: title })).toBeTruthy();
    expect(entryGroups()).toHaveLength(1);
    expect(within(entry(1)).getByRole('textbox', { name: F.analysis })).toHaveProperty('value', '');
    expect(within(dialog).queryByRole('button', { name: T.deleteEntry })).toBeNull();
    expect(within(dialog).getAllByRole('button', { name: T.addEntry })).toHaveLength(1);
    expect(within(dialog).getByRole('textbox', { name: F.notes }).tagName).toBe('TEXTAREA');
  });

  it('adds entries with Add on the last entry only, and deletes while more than one', async () => {
    const { user, dialog } = renderForm();
    await user.click(within(entry(1)).getByRole('button', { name: T.addEntry }));
    expect(entryGroups()).toHaveLength(2);
    expect(document.activeElement).toBe(within(entry(2)).getByRole('textbox', { name: F.analysis }));
    expect(within(entry(1)).queryByRole('button', { name: T.addEntry })).toBeNull();
    expect(within(entry(2)).getByRole('button', { name: T.addEntry })).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: T.deleteEntry })).toHaveLength(2);

    await fill(user, within(entry(2)).getByRole('textbox', { name: F.analysis }), 'Cocaine');
    await user.click(within(entry(1)).getByRole('button', { name: T.deleteEntry }));
    expect(entryGroups()).toHaveLength(1);
    expect(within(entry(1)).getByRole('textbox', { name: F.analysis })).toHaveProperty('value', 'Cocaine');
    expect(within(dialog).queryByRole('button', { name: T.deleteEntry })).toBeNull();
  });

  it('offers every select sorted alphabetically', async () => {
    const { user } = renderForm();
    expect(await optionsOf(user, F.sex)).toEqual(['Female', 'Male', 'Unknown']);
    expect(await optionsOf(user, F.race)).toEqual(sortedOptions(TOX_RACE_OPTIONS));
    expect(await optionsOf(user, F.autopsy)).toEqual(sortedOptions(TOX_AUTOPSY_OPTIONS));
    expect(await optionsOf(user, F.method, entry(1))).toEqual(sortedOptions(TOX_METHOD_OPTIONS));
    expect(await optionsOf(user, F.specimen, entry(1))).toEqual(sortedOptions(TOX_SPECIMEN_OPTIONS));
  });

  it('ignores Escape; Cancel asks first, No keeps the form and Yes, Cancel closes it', async () => {
    const { user, dialog, onClose } = renderForm();
    await fill(user, within(dialog).getByRole('textbox', { name: F.location }), 'Mobile');
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: T.cancel }));
    const confirm = screen.getByRole('dialog', { name: T.confirmCancelTitle });
    expect(within(confirm).getByText(T.confirmCancelText)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: T.confirmNo }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.confirmCancelTitle })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: F.location })).toHaveProperty('value', 'Mobile');

    await user.click(within(dialog).getByRole('button', { name: T.cancel }));
    await user.click(screen.getByRole('button', { name: T.confirmYes }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('creates the case without its blank entries, then opens its page', async () => {
    const { user, dialog, onClose, saves } = renderForm({ [ROUTES.create]: { caseId: 'TOX-77' } });
    await fill(user, within(dialog).getByRole('textbox', { name: F.age }), '17 months');
    await user.click(within(dialog).getByRole('combobox', { name: F.sex }));
    await user.click(screen.getByRole('option', { name: 'Unknown' }));
    await user.click(within(entry(1)).getByRole('button', { name: T.addEntry }));
    await fill(user, within(entry(2)).getByRole('textbox', { name: F.analysis }), 'Fentanyl');
    await user.click(within(entry(2)).getByRole('combobox', { name: F.specimen }));
    await user.click(screen.getByRole('option', { name: 'Urine' }));
    await fill(user, within(entry(2)).getByRole('textbox', { name: F.results }), 'positive');
    await user.click(within(entry(2)).getByRole('button', { name: T.addEntry }));
    await fill(user, within(entry(3)).getByRole('textbox', { name: F.results }), '   ');

    await user.click(within(dialog).getByRole('button', { name: T.create }));
    expect(await screen.findByText(TOX_TEXT.success.created)).toBeTruthy();
    expect(saves()).toHaveLength(1);
    expect(saves()[0]?.body).toEqual({
      age: '17 months',
      sex: 'U',
      toxicology: [{ analysis: 'Fentanyl', method: '', specimen: 'Urine', results: 'positive' }],
    });
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(location().textContent).toBe(`/tox/workspace/${WS}/tox-case-details/TOX-77`));
  });

  it('keeps the form open with the create error when the create fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog, onClose } = renderForm({ [ROUTES.create]: errorReply(500) });
    await fill(user, within(dialog).getByRole('textbox', { name: F.location }), 'Mobile');
    await user.click(within(dialog).getByRole('button', { name: T.create }));
    expect(await within(dialog).findByText(TOX_TEXT.errors.create)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: F.location })).toHaveProperty('value', 'Mobile');
    expect(location().textContent).toBe('/start');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('updates the shown version, prefilled, and says so', async () => {
    const shown = makeToxCase({ age: 42, notes: null });
    const { user, dialog, onClose, onUpdated, saves } = renderForm(
      { [ROUTES.update()]: { caseId: shown.caseId } },
      shown,
    );
    expect(within(dialog).getByText(T.badgeUpdate, { selector: '.MuiChip-label' })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: F.age })).toHaveProperty('value', '42');
    expect(within(dialog).getByRole('combobox', { name: F.sex }).textContent).toBe('Female');
    expect(within(dialog).getByRole('combobox', { name: F.autopsy }).textContent).toBe('Yes - Full Autopsy');
    expect(within(entry(1)).getByRole('textbox', { name: F.results })).toHaveProperty('value', '12 ng/mL');
    expect(within(entry(1)).getByRole('combobox', { name: F.method }).textContent).toBe('LC-MS/MS');

    await fill(user, within(dialog).getByRole('textbox', { name: F.notes }), 'Reviewed');
    await user.click(within(dialog).getByRole('button', { name: T.update }));
    expect(await screen.findByText(TOX_TEXT.success.updated)).toBeTruthy();
    const { sex, race, location, scene, autopsy, toxicology } = shown;
    expect(saves()[0]).toMatchObject({
      method: 'PUT',
      body: { age: '42', sex, race, location, scene, autopsy, notes: 'Reviewed', toxicology },
    });
    expect(onClose).toHaveBeenCalled();
    expect(onUpdated).toHaveBeenCalled();
  });

  it('keeps the form open with the update error when the update fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog, onClose } = renderForm({ [ROUTES.update()]: errorReply(500) }, makeToxCase());
    await user.click(within(dialog).getByRole('button', { name: T.update }));
    expect(await within(dialog).findByText(TOX_TEXT.errors.update)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    logged.mockRestore();
  });
});
