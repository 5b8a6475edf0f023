import { describe, expect, it } from 'vitest';
import { customFieldKey, planColumns } from './column-plan.js';

const summary = (plan: ReturnType<typeof planColumns>) =>
  plan.map((target) =>
    target.kind === 'field' ? target.field.id : target.kind === 'custom' ? `custom:${target.key}` : 'skip',
  );

describe('planColumns', () => {
  it("follows the wizard's mapping: fields, custom fields, and nothing for unmapped headers", () => {
    const plan = planColumns(
      ['ME #', 'DOD', 'Tattoo', 'Notes', 'Unknown Target'],
      'CASE',
      {
        'ME #': 'case_id',
        DOD: 'date_of_death',
        Tattoo: 'custom',
        Notes: null,
        'Unknown Target': 'no_such_field',
      },
      {},
    );
    expect(summary(plan)).toEqual([
      'case_id',
      'date_of_death',
      'custom:Tattoo',
      'skip',
      'custom:Unknown Target',
    ]);
  });

  it('without a mapping matches headers like mapping/match and keeps the rest as custom fields', () => {
    const plan = planColumns(['Case ID', 'Date of Death', 'Gender', 'Pet Name', ''], 'CASE', null, {});
    expect(summary(plan)).toEqual(['case_id', 'date_of_death', 'sex', 'custom:Pet Name', 'skip']);
  });

  it("uses the workspace's saved mapping when there is no wizard mapping", () => {
    const plan = planColumns(['Decedent Ref'], 'CASE', null, { 'Decedent Ref': 'case_id' });
    expect(summary(plan)).toEqual(['case_id']);
  });
});

describe('customFieldKey', () => {
  it('keeps the header, trimmed, with dots as double underscores', () => {
    expect(customFieldKey('  Lab. Ref ')).toBe('Lab__ Ref');
  });
});
