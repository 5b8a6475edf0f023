import { describe, expect, it } from 'vitest';
import { IMPORT_WIZARD_TEXT } from '@hde/contracts/text';
import { INITIAL_WIZARD_STATE, chosenFileType, wizardReducer, type WizardState } from './wizard-state';

const file = (name: string) => new File(['x'], name);

describe('wizardReducer', () => {
  it('takes one file of a type the data type allows', () => {
    const state = wizardReducer(
      { ...INITIAL_WIZARD_STATE, dataType: 'CASE' },
      { type: 'chooseFiles', files: [file('cases.CSV')] },
    );
    expect(state.file?.name).toBe('cases.CSV');
    expect(chosenFileType(state)).toBe('CSV');
  });

  it('refuses another type and keeps the earlier file', () => {
    const chosen = file('cases.xlsx');
    const before: WizardState = { ...INITIAL_WIZARD_STATE, dataType: 'CASE', file: chosen };
    const state = wizardReducer(before, { type: 'chooseFiles', files: [file('cases.zip')] });
    expect(state.file).toBe(chosen);
    expect(state.fileError).toBe(IMPORT_WIZARD_TEXT.upload.refused('cases.zip', ['.xlsx', '.csv', '.json']));
  });

  it('refuses more than one file', () => {
    const state = wizardReducer(INITIAL_WIZARD_STATE, {
      type: 'chooseFiles',
      files: [file('a.csv'), file('b.csv')],
    });
    expect(state.file).toBeNull();
    expect(state.fileError).toBe(IMPORT_WIZARD_TEXT.upload.oneFileOnly);
  });

  it('takes any allowed type before a data type is chosen, and keeps the file when the type changes', () => {
    let state = wizardReducer(INITIAL_WIZARD_STATE, { type: 'chooseFiles', files: [file('export.zip')] });
    expect(chosenFileType(state)).toBeNull();
    state = wizardReducer(state, { type: 'chooseDataType', dataType: 'CASE' });
    expect(state.file?.name).toBe('export.zip');
    expect(chosenFileType(state)).toBeNull();
    state = wizardReducer(state, { type: 'chooseDataType', dataType: 'ZIP' });
    expect(chosenFileType(state)).toBe('ZIP');
  });

  it('keeps the stored mapping over its own on save, and starts over on reset', () => {
    const before: WizardState = { ...INITIAL_WIZARD_STATE, step: 1, mapping: { A: 'sex', B: 'lab' } };
    const saved = wizardReducer(before, { type: 'mappingSaved', mapping: { A: 'sex', B: 'custom' } });
    expect(saved).toMatchObject({ step: 2, mapping: { A: 'sex', B: 'custom' } });
    expect(wizardReducer(saved, { type: 'reset' })).toBe(INITIAL_WIZARD_STATE);
  });
});
