import { describe, expect, it } from 'vitest';
import { customFieldKey, planColumns } from './column-plan.js';

const summary = (plan: ReturnType<typeof planColumns>) =>
  plan.map((target) => {
    if (target.kind === 'field') return target.field.id;
    if (target.kind === 'datePart') return `${target.field.id}:${target.part}`;
    return target.kind === 'custom' ? `custom:${target.key}` : 'skip';
  });

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

  it('reads date parts of date fields; a part of another field is a custom field', () => {
    const mapping = {
      Y: 'date_of_death:year',
      M: 'date_of_death:month',
      S: 'sex:year',
      W: 'date_of_death:week',
    };
    expect(summary(planColumns(['Y', 'M', 'S', 'W'], 'CASE', mapping, {}))).toEqual([
      'date_of_death:year',
      'date_of_death:month',
      'custom:S',
      'custom:W',
    ]);
  });

  it('without a mapping proposes the parts of a split date, like mapping/match', () => {
    const plan = planColumns(['Case ID', 'DOD_YR', 'DOD_MO', 'DOD_DY'], 'CASE', null, {});
    expect(summary(plan)).toEqual([
      'case_id',
      'date_of_death:year',
      'date_of_death:month',
      'date_of_death:day',
    ]);
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
