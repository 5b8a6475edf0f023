import { describe, expect, it } from 'vitest';
import { headerTokens, withoutSection } from './header-tokens.js';

describe('headerTokens', () => {
  it.each([
    ['Date of Death', ['date', 'death']],
    ['DeathDate', ['death', 'date']],
    ['MECaseNumber', ['case', 'number']],
    ['CaseNum', ['case', 'number']],
    ['case_no', ['case', 'number']],
    ['Case #', ['case', 'number']],
    ['PD Case No.', ['police', 'department', 'case', 'number']],
    ['DOD_YR', ['date', 'death', 'year']],
    ['dod_mo', ['date', 'death', 'month']],
    ['dod_dy', ['date', 'death', 'day']],
    ['DOB', ['date', 'birth']],
    ['COD', ['cause', 'death']],
    ['MOD', ['manner', 'death']],
    ['DC to HD Date', ['death', 'certificate', 'to', 'health', 'department', 'date']],
    ['res_zip', ['residence', 'zip']],
    ['Zipcode', ['zip', 'code']],
    ['Age (yrs)', ['age']],
    ['Decedent Last Name', ['last', 'name']],
    ['constructor', ['constructor']],
  ])('%j -> %j', (header, tokens) => {
    expect(headerTokens(header)).toEqual(tokens);
  });
});

describe('withoutSection', () => {
  it.each([
    ['Identification - Case number', 'Case number'],
    ['DC Worksheet - Manner of death', 'Manner of death'],
    ['Autopsy: Exam date', 'Exam date'],
    ['Death > Place', 'Place'],
    ['Case-Number', undefined],
    ['Date of Death', undefined],
    ['Time: ', undefined],
  ])('%j -> %j', (header, section) => {
    expect(withoutSection(header)).toBe(section);
  });
});
