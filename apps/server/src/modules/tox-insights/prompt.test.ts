import { expect, it } from 'vitest';
import { modelContext } from './prompt.js';
import { caseWith } from './test-support.js';

it.each([
  [42, '42 years'],
  ['42', '42 years'],
  ['17 months', '17 months'],
  ['3 wks', '3 weeks'],
  ['2 days old', '2 days'],
  [95, '90 years or older'],
  ['101 years', '90 years or older'],
  ['unknown', 'not stated'],
  ['forty', 'not stated'],
  ['42, lived at 12 Main St', 'not stated'],
  [-1, 'not stated'],
  [null, 'not stated'],
])('sends the age %o as %o', (age, sent) => {
  expect(modelContext(caseWith([], { age })).age).toBe(sent);
});

it('sends sex as a word and the autopsy only as one of the form options', () => {
  expect(modelContext(caseWith([], { sex: 'F', autopsy: 'No Autopsy Performed' }))).toEqual({
    age: '42 years',
    sex: 'female',
    autopsy: 'No Autopsy Performed',
  });
  expect(modelContext(caseWith([], { sex: null, autopsy: 'Yes, by Dr Smith' }))).toMatchObject({
    sex: 'unknown',
    autopsy: 'not stated',
  });
});
