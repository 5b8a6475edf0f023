import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MappingPreviewResponse } from '@hde/contracts/api';
import { IMPORT_WIZARD_TEXT } from '@hde/contracts/text';
import { createMockApi, errorReply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ReviewStep } from './review-step';
import type { ImportWizard } from './use-import-wizard';

const TEXT = IMPORT_WIZARD_TEXT.review;
const PREVIEW = 'POST /v2/app/mapping/preview';

const wizard = {
  fileType: 'CSV',
  state: {
    dataType: 'CASE',
    file: new File(['x'], 'cases.csv'),
    mapping: {
      'Case #': 'case_id',
      DOD: 'date_of_death',
      Manner: 'manner_of_death',
      Age: 'age',
      Notes: 'custom',
    },
    sample: {
      rowCount: 1,
      columns: [
        { header: 'Case #', values: ['ME-1'] },
        { header: 'DOD', values: ['1/5/2024'] },
        { header: 'Manner', values: ['pending'] },
        { header: 'Age', values: ['212'] },
        { header: 'Notes', values: ['eagle'] },
      ],
    },
  },
} as unknown as ImportWizard;

const CONVERTED: MappingPreviewResponse = {
  rows: [
    [
      { stored: 'ME-1', issue: null },
      { stored: '2024-01-05', issue: null },
      { stored: 'PENDING', issue: null },
      {
        stored: null,
        issue: { type: 'WARNING', message: 'Age "212" is out of range (0–130) and was left empty.' },
      },
      { stored: 'eagle', issue: null },
    ],
  ],
};

function cellTexts() {
  const table = screen.getByRole('table', { name: TEXT.tableLabel });
  const [row] = within(table).getAllByRole('row').slice(1);
  return within(row!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('ReviewStep', () => {
  it('shows each value as the import stores it, the file text beside it where they differ', async () => {
    const { api, calls } = createMockApi({ [PREVIEW]: CONVERTED });
    renderWithProviders(<ReviewStep wizard={wizard} />, { api });

    await waitFor(() => expect(cellTexts()[2]).toContain('Pending Investigation'));
    expect(cellTexts()).toEqual([
      'ME-1',
      `2024-01-05${TEXT.asWritten('1/5/2024')}`,
      `Pending Investigation${TEXT.asWritten('pending')}`,
      `${TEXT.leftEmpty}${TEXT.asWritten('212')}Age "212" is out of range (0–130) and was left empty.`,
      'eagle',
    ]);
    expect(calls.find((call) => `${call.method} ${call.path}` === PREVIEW)?.body).toEqual({
      dataType: 'CASE',
      fileType: 'CSV',
      headers: ['Case #', 'DOD', 'Manner', 'Age', 'Notes'],
      mapping: wizard.state.mapping,
      rows: [['ME-1', '1/5/2024', 'pending', '212', 'eagle']],
    });
  });

  it('heads the columns of a split date by field and part, the combined date once', async () => {
    const splitDate = {
      fileType: 'CSV',
      state: {
        dataType: 'CASE',
        file: new File(['x'], 'split.csv'),
        mapping: {
          'Case #': 'case_id',
          'DOD Year': 'date_of_death:year',
          'DOD Month': 'date_of_death:month',
          'DOD Day': 'date_of_death:day',
        },
        sample: {
          rowCount: 1,
          columns: [
            { header: 'Case #', values: ['ME-1'] },
            { header: 'DOD Year', values: ['2016'] },
            { header: 'DOD Month', values: ['3'] },
            { header: 'DOD Day', values: ['9'] },
          ],
        },
      },
    } as unknown as ImportWizard;
    const combined = { stored: '2016-03-09', issue: null };
    const { api } = createMockApi({
      [PREVIEW]: { rows: [[{ stored: 'ME-1', issue: null }, combined, combined, combined]] },
    });
    renderWithProviders(<ReviewStep wizard={splitDate} />, { api });

    await waitFor(() => expect(cellTexts()[1]).toContain('2016-03-09'));
    const table = screen.getByRole('table', { name: TEXT.tableLabel });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Case ID', 'Date of Death (Year)', 'Date of Death (Month)', 'Date of Death (Day)']);
    expect(cellTexts()).toEqual(['ME-1', `2016-03-09${TEXT.asWritten('2016')}`, '3', '9']);
  });

  it('shows the file text, and says so, when the values cannot be converted', async () => {
    const { api } = createMockApi({ [PREVIEW]: errorReply(500) });
    renderWithProviders(<ReviewStep wizard={wizard} />, { api });

    expect(await screen.findByText(TEXT.unconverted)).toBeTruthy();
    expect(cellTexts()).toEqual(['ME-1', '1/5/2024', 'pending', '212', 'eagle']);
  });
});
