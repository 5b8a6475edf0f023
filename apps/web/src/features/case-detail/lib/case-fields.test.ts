import { describe, expect, it } from 'vitest';
import { makeMaximalCase, makeMinimalCase } from '../case-detail-test-fixtures';
import {
  additionalFields,
  caseDetailsFields,
  districtAttorneyFields,
  organWeightFields,
} from './case-fields';

const byLabel = (fields: { label: string; value: string }[]) =>
  Object.fromEntries(fields.map((field) => [field.label, field.value]));

describe('case fields', () => {
  it('labels the case with the renamed fields and formats dates, turnarounds, lists and manners', () => {
    const fields = byLabel(caseDetailsFields(makeMaximalCase()));
    expect(fields).toMatchObject({
      Coroner: 'Deputy Dan',
      Doctor: 'Dr. Path',
      Department: 'Metro PD',
      'Manner of Death': 'Indeterminate',
      'Injury Date': '12/23/2025',
      'Exam TAT': '2 days',
      'Death Certificate TAT': '---',
      'Companion Cases': 'C-18, C-19',
      'Place of Death': 'UAB Hospital, Birmingham, Jefferson, 35233',
      'On the Job': 'No',
    });
    expect(fields).not.toHaveProperty('Judge');
  });

  it('shows --- for every missing field', () => {
    const values = [...caseDetailsFields(makeMinimalCase()), ...districtAttorneyFields(makeMinimalCase())];
    expect(new Set(values.map((field) => field.value))).toEqual(new Set(['---']));
  });

  it('gives the District Attorney fields apart', () => {
    expect(byLabel(districtAttorneyFields(makeMaximalCase()))).toEqual({
      'District Attorney': 'Dana Attorney',
      'Circuit Case Number': 'CC-44',
      Judge: 'Judge Judy',
      'Trial Date': '05/01/2026',
    });
  });

  it('has organ weights only when one was recorded, each with one decimal or N/A', () => {
    expect(organWeightFields(makeMinimalCase())).toBeNull();
    const organs = byLabel(organWeightFields(makeMaximalCase())!);
    expect(organs).toMatchObject({ Brain: '1350.0 gm', Heart: '310.3 gm', Liver: 'N/A' });
    expect(Object.keys(organs)).toHaveLength(9);
  });

  it('labels custom fields with __ read as a dot', () => {
    expect(additionalFields(makeMaximalCase())).toEqual([
      { key: 'lab__code', label: 'lab.code', value: 'L-7' },
      { key: 'reviewed', label: 'reviewed', value: 'Yes' },
      { key: 'score', label: 'score', value: '4' },
    ]);
    expect(additionalFields(makeMinimalCase())).toEqual([]);
  });
});
