import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FileImport, HeaderSuggestionItem, MappingMatchRequest } from '@hde/contracts/api';
import { ERROR_MESSAGES, IMPORT_WIZARD_TEXT } from '@hde/contracts/text';
import { createMockApi, errorReply, reply, type MockRequest, type MockRoutes } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ImportWizardDialog } from './import-wizard-dialog';

const TEXT = IMPORT_WIZARD_TEXT;
const BUTTONS = TEXT.buttons;
const WORKSPACE_ID = 'ws-1';
const DRAFT_ID = 'imp-1';
const NOW = '2026-01-05T10:00:00.000Z';

const CSV = 'Case ID,Surname,Gender,Notes\nME-1,Doe,F,Found at home\nME-2,Roe,M,\nME-3,Poe,F,\n';
const csvFile = () => new File([CSV], 'cases.csv', { type: 'text/csv' });

/** The server's answer for case files, its saved mapping (Surname, Notes) applied; the browser keeps it. */
const CASE_ANSWERS: Record<string, Pick<HeaderSuggestionItem, 'fieldId' | 'source' | 'target'>> = {
  'Case ID': { fieldId: 'case_id', source: 'exact', target: 'case_id' },
  Surname: { fieldId: 'last_name', source: 'saved', target: 'last_name' },
  Gender: { fieldId: 'sex', source: 'synonym', target: 'sex' },
  Notes: { fieldId: null, source: 'saved', target: 'custom' },
  'Death Year': { fieldId: 'date_of_death', source: 'words', target: 'date_of_death:year' },
  'Death Month': { fieldId: 'date_of_death', source: 'words', target: 'date_of_death:month' },
  'Death Day': { fieldId: 'date_of_death', source: 'words', target: 'date_of_death:day' },
};
const EXPECTED_MAPPING = { 'Case ID': 'case_id', Surname: 'last_name', Gender: 'sex', Notes: 'custom' };
const UNMAPPED = { fieldId: null, source: null, target: null } as const;

function fileImport(overrides: Partial<FileImport> = {}): FileImport {
  return {
    id: DRAFT_ID,
    workspaceId: WORKSPACE_ID,
    fileName: 'cases.csv',
    uploadType: 'CASE',
    fileType: 'CSV',
    size: CSV.length,
    status: 'RECEIVED',
    totalItems: 0,
    completedItems: 0,
    erroredItems: 0,
    warningItems: 0,
    hasError: false,
    message: null,
    transactionId: null,
    createdBy: 'Ann Example',
    updatedBy: 'Ann Example',
    createdAt: NOW,
    added: NOW,
    lastUpdated: NOW,
    ...overrides,
  };
}

const PATHS = {
  init: `POST /v2/app/workspace/${WORKSPACE_ID}/upload/init`,
  match: 'POST /v2/app/mapping/match',
  caseConfiguration: `/v2/app/workspace/${WORKSPACE_ID}/configuration/case-configuration`,
  mapping: `PUT /v2/app/file/import/${DRAFT_ID}/mapping`,
  upload: `PUT /v2/app/file/import/${DRAFT_ID}/upload`,
  draft: `DELETE /v2/app/file/import/${DRAFT_ID}`,
};

const ROUTES: MockRoutes = {
  [PATHS.init]: { id: DRAFT_ID },
  [PATHS.match]: ({ body }: MockRequest) => {
    const { headers, dataType } = body as MappingMatchRequest;
    const items: HeaderSuggestionItem[] = headers.map((header) => {
      if (dataType !== 'CASE') {
        return header === 'Case ID'
          ? { header, fieldId: 'case_id', source: 'exact', target: 'case_id' }
          : { header, ...UNMAPPED };
      }
      return { header, ...(CASE_ANSWERS[header] ?? UNMAPPED) };
    });
    return { items };
  },
  [PATHS.mapping]: ({ body }: MockRequest) => ({ mapping: (body as { mapping: unknown }).mapping }),
  [`PUT ${PATHS.caseConfiguration}`]: reply(204),
  [PATHS.upload]: reply(202, fileImport()),
  [PATHS.draft]: reply(204),
};

afterEach(() => {
  vi.restoreAllMocks();
});

/** Keeps `open` in state, as the Import tab does, with a button to open the wizard again. */
function Harness({ onImportStarted }: { onImportStarted(fileImport: FileImport): void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open wizard</button>
      <ImportWizardDialog
        open={open}
        workspaceId={WORKSPACE_ID}
        onClose={() => setOpen(false)}
        onImportStarted={onImportStarted}
      />
    </>
  );
}

function renderWizard(overrides: MockRoutes = {}, options: { harness?: boolean } = {}) {
  const { api, calls } = createMockApi({ ...ROUTES, ...overrides });
  const onClose = vi.fn();
  const onImportStarted = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(
    options.harness ? (
      <Harness onImportStarted={onImportStarted} />
    ) : (
      <ImportWizardDialog
        open
        workspaceId={WORKSPACE_ID}
        onClose={onClose}
        onImportStarted={onImportStarted}
      />
    ),
    { api },
  );
  return { calls, onClose, onImportStarted, user };
}

type User = ReturnType<typeof userEvent.setup>;

const callsTo = (calls: MockRequest[], route: string) =>
  calls.filter((call) => `${call.method} ${call.path}` === route);
const fileInput = () => screen.getByLabelText(TEXT.upload.fileInput) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name });
const fieldSelect = (header: string) =>
  screen.getByRole('combobox', { name: TEXT.mapping.fieldSelect(header) });
const formFields = (body: unknown) =>
  [...(body as FormData).entries()].map(([name, value]) => [
    name,
    value instanceof File ? value.name : value,
  ]);

async function chooseDataType(user: User, label: string) {
  await user.click(screen.getByRole('combobox', { name: TEXT.upload.dataType }));
  await user.click(await screen.findByRole('option', { name: label }));
}

async function chooseFile(user: User, dataType: string, file: File) {
  await chooseDataType(user, dataType);
  await user.upload(fileInput(), file);
}

async function goToMapping(user: User, file = csvFile()) {
  await chooseFile(user, TEXT.dataTypes.CASE, file);
  await user.click(button(BUTTONS.continueToMapping));
  await screen.findByRole('heading', { name: TEXT.steps[1].title });
}

async function goToReview(user: User) {
  await goToMapping(user);
  await user.click(button(BUTTONS.continueToReview));
  await screen.findByRole('heading', { name: TEXT.steps[2].title });
}

async function pickField(user: User, header: string, option: RegExp) {
  await user.click(fieldSelect(header));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('ImportWizardDialog: upload step', () => {
  it('shows the chip, title and buttons of step 0; Continue waits for a data type and a file', async () => {
    const { user } = renderWizard();
    expect(screen.getByRole('dialog', { name: TEXT.steps[0].title })).toBeTruthy();
    expect(screen.getByText(TEXT.steps[0].chip)).toBeTruthy();
    expect(button(BUTTONS.cancel)).toBeTruthy();
    expect(button(BUTTONS.continueToMapping)).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('combobox', { name: TEXT.upload.dataType }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Case',
      'Diagnosis',
      'Toxicology',
      'Zip File',
    ]);
    await user.click(screen.getByRole('option', { name: 'Case' }));
    expect(button(BUTTONS.continueToMapping)).toHaveProperty('disabled', true);

    await user.upload(fileInput(), csvFile());
    expect(
      within(screen.getByRole('group', { name: TEXT.upload.chosenFile })).getByText('cases.csv'),
    ).toBeTruthy();
    expect(button(BUTTONS.continueToMapping)).toHaveProperty('disabled', false);
  });

  it('cannot be closed by Escape or a click on the backdrop', async () => {
    const { user, onClose } = renderWizard();
    await user.keyboard('{Escape}');
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).toBeTruthy();
    await user.click(backdrop as Element);
    expect(screen.getByRole('dialog', { name: TEXT.steps[0].title })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("offers the data type's extensions and refuses other files", async () => {
    const { user, calls } = renderWizard();
    expect(fileInput().accept).toBe('.xlsx,.csv,.json,.zip');
    await chooseDataType(user, TEXT.dataTypes.CASE);
    expect(fileInput().accept).toBe('.xlsx,.csv,.json');

    await user.upload(fileInput(), new File(['%PDF'], 'report.pdf'));
    expect(screen.getByRole('alert').textContent).toBe(
      TEXT.upload.refused('report.pdf', ['.xlsx', '.csv', '.json']),
    );
    expect(button(BUTTONS.continueToMapping)).toHaveProperty('disabled', true);

    await chooseDataType(user, TEXT.dataTypes.ZIP);
    expect(fileInput().accept).toBe('.zip');
    await user.upload(fileInput(), csvFile());
    expect(screen.getByRole('alert').textContent).toBe(TEXT.upload.refused('cases.csv', ['.zip']));
    expect(calls).toEqual([]);
  });

  it('takes a dropped file, but only one', async () => {
    const { user } = renderWizard();
    await chooseDataType(user, TEXT.dataTypes.CASE);
    const zone = screen.getByText(TEXT.upload.dropHere).parentElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [csvFile(), new File(['x'], 'more.csv')] } });
    expect(screen.getByRole('alert').textContent).toBe(TEXT.upload.oneFileOnly);
    fireEvent.drop(zone, { dataTransfer: { files: [csvFile()] } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button(BUTTONS.continueToMapping)).toHaveProperty('disabled', false);
  });

  it('says so on step 0 when the file cannot be read, without calling the server', async () => {
    const { user, calls } = renderWizard();
    await chooseFile(user, TEXT.dataTypes.CASE, new File(['not a workbook'], 'cases.xlsx'));
    await user.click(button(BUTTONS.continueToMapping));
    expect((await screen.findByRole('alert')).textContent).toBe(TEXT.upload.unreadable('cases.xlsx'));
    expect(screen.getByRole('heading', { name: TEXT.steps[0].title })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('stays on step 0 with a notice when the import cannot be started', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWizard({ [PATHS.init]: errorReply(500) });
    await chooseFile(user, TEXT.dataTypes.CASE, csvFile());
    await user.click(button(BUTTONS.continueToMapping));
    expect(await screen.findByText(ERROR_MESSAGES.importStart)).toBeTruthy();
    expect(screen.getByRole('heading', { name: TEXT.steps[0].title })).toBeTruthy();
    expect(screen.getByText('cases.csv')).toBeTruthy();
  });
});

describe('ImportWizardDialog: mapping step', () => {
  it("starts from the server's answer, which applies the saved mapping: no second auto-mapper", async () => {
    const { user, calls } = renderWizard();
    await goToMapping(user);

    expect(fieldSelect('Case ID').textContent).toBe('Case ID *');
    expect(fieldSelect('Surname').textContent).toBe('Last Name');
    expect(fieldSelect('Gender').textContent).toBe('Sex');
    expect(fieldSelect('Notes').textContent).toBe(TEXT.mapping.customField('Notes'));
    expect(screen.getByText(`${TEXT.mapping.sample}: Found at home`)).toBeTruthy();

    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([PATHS.init, PATHS.match]);
    expect(callsTo(calls, PATHS.match)[0]?.body).toEqual({
      headers: ['Case ID', 'Surname', 'Gender', 'Notes'],
      dataType: 'CASE',
      workspaceId: WORKSPACE_ID,
    });
  });

  it('shows the chip and buttons of step 1, the required mark and the Case ID note', async () => {
    const { user } = renderWizard();
    await goToMapping(user);
    expect(screen.getByText(TEXT.steps[1].chip)).toBeTruthy();
    for (const name of [BUTTONS.continueToReview, BUTTONS.goBack, BUTTONS.cancel])
      expect(button(name)).toBeTruthy();
    expect(screen.getByText(TEXT.mapping.caseIdNote)).toBeTruthy();
    expect(TEXT.mapping.caseIdNote).toContain('Last Name, First Name, Date of Birth and Date of Death');
    expect(screen.getByText(`* ${TEXT.mapping.required}`)).toBeTruthy();
  });

  it('disables a field mapped to another header in the menus', async () => {
    const { user } = renderWizard();
    await goToMapping(user);
    await user.click(fieldSelect('Gender'));
    const caseId = await screen.findByRole('option', { name: /^Case ID \*/ });
    expect(caseId.getAttribute('aria-disabled')).toBe('true');
    expect(within(caseId).getByText(TEXT.mapping.usedBy('Case ID'))).toBeTruthy();
    expect(screen.getByRole('option', { name: /^Sex/ }).getAttribute('aria-disabled')).toBeNull();
    await user.click(screen.getByRole('option', { name: /^Race/ }));
    await waitFor(() => expect(fieldSelect('Gender').textContent).toBe('Race'));
  });

  it('Remove Mapping leaves a header unmapped with its tooltip; without a Case ID the review waits', async () => {
    const { user } = renderWizard();
    await goToMapping(user);
    expect(screen.queryByRole('img', { name: TEXT.mapping.unmappedTooltip })).toBeNull();
    expect(screen.queryByText(ERROR_MESSAGES.caseIdRequired)).toBeNull();

    await user.click(button(TEXT.mapping.removeMappingFor('Case ID')));
    expect(fieldSelect('Case ID').textContent).toBe(TEXT.mapping.placeholder);
    const hint = screen.getByRole('img', { name: TEXT.mapping.unmappedTooltip });
    await user.hover(hint);
    expect((await screen.findByRole('tooltip')).textContent).toBe(TEXT.mapping.unmappedTooltip);
    expect(screen.getByText(ERROR_MESSAGES.caseIdRequired)).toBeTruthy();
    expect(button(BUTTONS.continueToReview)).toHaveProperty('disabled', true);
    expect(button(TEXT.mapping.removeMappingFor('Case ID'))).toHaveProperty('disabled', true);

    await user.click(button(TEXT.mapping.createFieldFor('Case ID')));
    expect(fieldSelect('Case ID').textContent).toBe(TEXT.mapping.customField('Case ID'));
    expect(button(TEXT.mapping.createFieldFor('Case ID'))).toHaveProperty('disabled', true);
    expect(button(BUTTONS.continueToReview)).toHaveProperty('disabled', true);

    await pickField(user, 'Surname', /^Case ID \*/);
    await waitFor(() => expect(screen.queryByText(ERROR_MESSAGES.caseIdRequired)).toBeNull());
    expect(button(BUTTONS.continueToReview)).toHaveProperty('disabled', false);
  });

  it('keeps the mapping when going back without changes, and maps afresh for another data type', async () => {
    const { user, calls } = renderWizard();
    await goToMapping(user);
    await user.click(button(TEXT.mapping.removeMappingFor('Gender')));

    await user.click(button(BUTTONS.goBack));
    expect(await screen.findByRole('heading', { name: TEXT.steps[0].title })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: TEXT.upload.dataType }).textContent).toBe('Case');
    expect(screen.getByText('cases.csv')).toBeTruthy();
    await user.click(button(BUTTONS.continueToMapping));
    await screen.findByRole('heading', { name: TEXT.steps[1].title });
    expect(fieldSelect('Gender').textContent).toBe(TEXT.mapping.placeholder);
    expect(calls).toHaveLength(2);

    await user.click(button(BUTTONS.goBack));
    await chooseDataType(user, TEXT.dataTypes.DIAGNOSIS);
    await user.click(button(BUTTONS.continueToMapping));
    await screen.findByRole('heading', { name: TEXT.steps[1].title });
    expect(fieldSelect('Case ID').textContent).toBe('Case ID *');
    expect(fieldSelect('Surname').textContent).toBe(TEXT.mapping.placeholder);
    expect(screen.queryByText(TEXT.mapping.caseIdNote)).toBeNull();
    expect(callsTo(calls, PATHS.init)).toHaveLength(1);
    expect(callsTo(calls, PATHS.match).at(-1)?.body).toMatchObject({ dataType: 'DIAGNOSIS' });
  });

  it('maps a date split over three columns to the parts of one date field, and saves it', async () => {
    const { user, calls } = renderWizard();
    const csv = 'Case ID,Death Year,Death Month,Death Day,Day No\nME-1,2016,3,9,1\n';
    await goToMapping(user, new File([csv], 'split.csv', { type: 'text/csv' }));
    const partSelect = (header: string) =>
      screen.getByRole('combobox', { name: TEXT.mapping.datePartSelect(header) });

    for (const [header, part] of [
      ['Death Year', 'Year'],
      ['Death Month', 'Month'],
      ['Death Day', 'Day'],
    ]) {
      expect(fieldSelect(header!).textContent).toBe('Date of Death');
      expect(partSelect(header!).textContent).toBe(part);
    }
    expect(screen.queryByRole('combobox', { name: TEXT.mapping.datePartSelect('Case ID') })).toBeNull();

    await user.click(partSelect('Death Day'));
    const year = await screen.findByRole('option', { name: /^Year/ });
    expect(year.getAttribute('aria-disabled')).toBe('true');
    expect(within(year).getByText(TEXT.mapping.usedBy('Death Year'))).toBeTruthy();
    await user.keyboard('{Escape}');

    // Choosing the date for another column takes its free part; the other columns keep theirs.
    await user.click(button(TEXT.mapping.removeMappingFor('Death Day')));
    await pickField(user, 'Day No', /^Date of Death/);
    await waitFor(() => expect(partSelect('Day No').textContent).toBe('Day'));
    expect(partSelect('Death Year').textContent).toBe('Year');

    await user.click(button(BUTTONS.continueToReview));
    await screen.findByRole('heading', { name: TEXT.steps[2].title });
    expect(callsTo(calls, PATHS.mapping)[0]?.body).toMatchObject({
      mapping: {
        'Case ID': 'case_id',
        'Death Year': 'date_of_death:year',
        'Death Month': 'date_of_death:month',
        'Death Day': null,
        'Day No': 'date_of_death:day',
      },
    });
  });

  it('says before the choice that a whole date replaces the parts other columns hold', async () => {
    const { user } = renderWizard();
    const csv = 'Case ID,Death Year,Death Month,Death Day,Death Date\nME-1,2016,3,9,3/9/2016\n';
    await goToMapping(user, new File([csv], 'split.csv', { type: 'text/csv' }));
    const partSelect = (header: string) =>
      screen.getByRole('combobox', { name: TEXT.mapping.datePartSelect(header) });

    await user.click(partSelect('Death Year'));
    const whole = await screen.findByRole('option', { name: new RegExp(TEXT.mapping.datePartNames.whole) });
    expect(whole.textContent).toBe(
      TEXT.mapping.datePartNames.whole +
        'Date of Death is already mapped from Month and Day columns; choosing it here replaces them.',
    );
    await user.keyboard('{Escape}');

    await user.click(fieldSelect('Death Date'));
    const date = await screen.findByRole('option', { name: /^Date of Death/ });
    expect(
      within(date).getByText(TEXT.mapping.replacesDateParts('Date of Death', ['Year', 'Month', 'Day'])),
    ).toBeTruthy();
    expect(TEXT.mapping.replacesDateParts('Date of Death', ['Year', 'Month', 'Day'])).toBe(
      'Date of Death is already mapped from Year, Month and Day columns; choosing it here replaces them.',
    );
    expect(screen.getByRole('option', { name: /^Date of Birth/ }).textContent).toBe('Date of Birth');
    await user.click(date);

    await waitFor(() => expect(fieldSelect('Death Date').textContent).toBe('Date of Death'));
    for (const header of ['Death Year', 'Death Month', 'Death Day'])
      expect(fieldSelect(header).textContent).toBe(TEXT.mapping.placeholder);
  });

  it('saves the mapping and the workspace configuration, then previews the sample rows', async () => {
    const { user, calls } = renderWizard();
    await goToReview(user);

    expect(callsTo(calls, PATHS.mapping)[0]?.body).toEqual({
      dataType: 'CASE',
      fileName: 'cases.csv',
      mapping: EXPECTED_MAPPING,
    });
    expect(callsTo(calls, `PUT ${PATHS.caseConfiguration}`)[0]?.body).toEqual(EXPECTED_MAPPING);

    expect(screen.getByText(TEXT.steps[2].chip)).toBeTruthy();
    expect(button(BUTTONS.confirmImport)).toBeTruthy();
    expect(button(BUTTONS.goBack)).toBeTruthy();
    expect(screen.queryByRole('button', { name: BUTTONS.cancel })).toBeNull();
    const table = screen.getByRole('table', { name: TEXT.review.tableLabel });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Case ID', 'Last Name', 'Sex', 'Notes']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['ME-1', 'Doe', 'F', 'Found at home'],
      ['ME-2', 'Roe', 'M', ''],
    ]);
  });

  it('previews a file without sample rows as too large to preview', async () => {
    const { user } = renderWizard();
    await goToMapping(user, new File(['Case ID,Sex\n'], 'cases.csv'));
    await user.click(button(BUTTONS.continueToReview));
    expect(await screen.findByText(TEXT.review.empty)).toBeTruthy();
  });

  it.each([
    ['fails', errorReply(500)],
    ['answers another status than 200', reply(201, { mapping: EXPECTED_MAPPING })],
  ])('shows the Mapping Error dialog and stays on the mapping when the save %s', async (_case, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, calls } = renderWizard({ [PATHS.mapping]: answer });
    await goToMapping(user);
    await user.click(button(TEXT.mapping.removeMappingFor('Gender')));
    await user.click(button(BUTTONS.continueToReview));

    const dialog = await screen.findByRole('alertdialog', { name: TEXT.mappingError.title });
    expect(within(dialog).getByText(ERROR_MESSAGES.mappingErrorDialog)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: TEXT.mappingError.exit }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('heading', { name: TEXT.steps[1].title })).toBeTruthy();
    expect(fieldSelect('Gender').textContent).toBe(TEXT.mapping.placeholder);
    expect(callsTo(calls, `PUT ${PATHS.caseConfiguration}`)).toHaveLength(0);
  });

  it('goes on to the review with a notice when only the configuration save fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWizard({ [`PUT ${PATHS.caseConfiguration}`]: errorReply(500) });
    await goToReview(user);
    expect(await screen.findByText(ERROR_MESSAGES.configuration)).toBeTruthy();
  });

  it('Cancel after step 0 deletes the draft and closes', async () => {
    const { user, calls, onClose } = renderWizard();
    await goToMapping(user);
    await user.click(button(BUTTONS.cancel));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(calls, PATHS.draft)).toHaveLength(1);
  });

  it('reports a failed draft delete and closes all the same', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, onClose } = renderWizard({ [PATHS.draft]: errorReply(500) });
    await goToMapping(user);
    await user.click(button(BUTTONS.cancel));
    expect(await screen.findByText(ERROR_MESSAGES.draftDelete)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('Cancel before any draft only closes', async () => {
    const { user, calls, onClose } = renderWizard();
    await chooseFile(user, TEXT.dataTypes.CASE, csvFile());
    await user.click(button(BUTTONS.cancel));
    expect(onClose).toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});

describe('ImportWizardDialog: import', () => {
  it('uploads dataType, fileType and the file last, then shows the completion view', async () => {
    const { user, calls, onImportStarted, onClose } = renderWizard();
    await goToReview(user);
    await user.click(button(BUTTONS.confirmImport));

    expect(await screen.findByText(TEXT.steps[3].chip)).toBeTruthy();
    expect(formFields(callsTo(calls, PATHS.upload)[0]?.body)).toEqual([
      ['dataType', 'CASE'],
      ['fileType', 'CSV'],
      ['file', 'cases.csv'],
    ]);
    expect(onImportStarted).toHaveBeenCalledWith(fileImport());
    expect(screen.getByText(TEXT.completion.body)).toBeTruthy();
    expect(screen.getAllByRole('button').map((element) => element.textContent)).toEqual([BUTTONS.done]);
    await user.click(button(BUTTONS.done));
    expect(onClose).toHaveBeenCalled();
  });

  it.each([
    ['the upload notice', errorReply(500), ERROR_MESSAGES.upload],
    [
      "a refused size's own message",
      errorReply(413, 'Files may be up to 200 MB.'),
      'Files may be up to 200 MB.',
    ],
  ])('stays on the review with %s when the upload fails', async (_case, answer, notice) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, onImportStarted } = renderWizard({ [PATHS.upload]: answer });
    await goToReview(user);
    await user.click(button(BUTTONS.confirmImport));
    expect(await screen.findByText(notice)).toBeTruthy();
    expect(screen.getByRole('heading', { name: TEXT.steps[2].title })).toBeTruthy();
    expect(onImportStarted).not.toHaveBeenCalled();
  });

  it('starts a JSON file at once with Start Import, sending its file type', async () => {
    const started = fileImport({ fileName: 'tox.json', uploadType: 'TOXICOLOGY', fileType: 'JSON' });
    const { user, calls, onImportStarted } = renderWizard({ [PATHS.upload]: reply(202, started) });
    await chooseFile(user, TEXT.dataTypes.TOXICOLOGY, new File(['[]'], 'tox.json'));
    expect(screen.queryByRole('button', { name: BUTTONS.continueToMapping })).toBeNull();
    expect(screen.getByText(TEXT.upload.skipsMapping)).toBeTruthy();
    await user.click(button(BUTTONS.startImport));

    expect(await screen.findByText(TEXT.steps[3].chip)).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([PATHS.init, PATHS.upload]);
    expect(formFields(calls[1]?.body)).toEqual([
      ['dataType', 'TOXICOLOGY'],
      ['fileType', 'JSON'],
      ['file', 'tox.json'],
    ]);
    expect(onImportStarted).toHaveBeenCalledWith(started);
  });

  it('sends a ZIP file without a file type', async () => {
    const { user, calls } = renderWizard();
    await chooseFile(user, TEXT.dataTypes.ZIP, new File(['PK'], 'bundle.zip'));
    await user.click(button(BUTTONS.startImport));
    expect(await screen.findByText(TEXT.steps[3].chip)).toBeTruthy();
    expect(formFields(callsTo(calls, PATHS.upload)[0]?.body)).toEqual([
      ['dataType', 'ZIP'],
      ['file', 'bundle.zip'],
    ]);
  });

  it('starts afresh when opened again after Done', async () => {
    const { user } = renderWizard({}, { harness: true });
    await chooseFile(user, TEXT.dataTypes.ZIP, new File(['PK'], 'bundle.zip'));
    await user.click(button(BUTTONS.startImport));
    await user.click(await screen.findByRole('button', { name: BUTTONS.done }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(button('Open wizard'));
    expect(await screen.findByRole('heading', { name: TEXT.steps[0].title })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: TEXT.upload.dataType }).textContent).not.toContain(
      'Zip File',
    );
    expect(screen.queryByText('bundle.zip')).toBeNull();
  });
});
