import { expect, it } from 'vitest';
import { TOX_SPECIMEN_OPTIONS } from '@hde/contracts/api';
import { classifySpecimen } from './specimen.js';

const read = (text: string) => {
  const { specimenClass, siteUnstated } = classifySpecimen(text);
  return siteUnstated ? `${specimenClass} (site not stated)` : specimenClass;
};

it.each([
  ['Blood Femoral', 'peripheral blood'],
  ['Blood Peripheral', 'peripheral blood'],
  ['Iliac vein blood', 'peripheral blood'],
  ['Subclavian blood', 'peripheral blood'],
  ['Blood Central', 'central blood'],
  ['Blood Cardiac', 'central blood'],
  ['Heart blood', 'central blood'],
  ['Aortic blood', 'central blood'],
  // Blood with no site: central, with the redistribution caveat (see classifySpecimen)
  ['Blood', 'central blood (site not stated)'],
  ['Whole blood', 'central blood (site not stated)'],
  ['Urine', 'urine'],
  ['Vitreous', 'vitreous'],
  ['Vitreous Humor', 'vitreous'],
  ['Vitreous humour', 'vitreous'],
  ['Liver', 'tissue'],
  ['Brain', 'tissue'],
  ['Heart muscle', 'tissue'],
  ['Gastric Contents', 'other'],
  ['Bile', 'other'],
  ['Hair', 'other'],
  ['Nails', 'other'],
  // Serum/plasma: usually an antemortem hospital sample; not compared with whole-blood references
  ['Serum/Plasma', 'other'],
  ['Plasma (hospital admission)', 'other'],
  ['', 'other'],
  ['unknown', 'other'],
])('%s -> %s', (text, expected) => {
  expect(read(text)).toBe(expected);
});

it('classes every specimen option of the case form', () => {
  expect(TOX_SPECIMEN_OPTIONS.map(read)).toEqual([
    'central blood (site not stated)',
    'peripheral blood',
    'peripheral blood',
    'central blood',
    'central blood',
    'urine',
    'vitreous',
    'vitreous',
    'tissue',
    'other',
    'other',
    'other',
    'other',
    'other',
  ]);
});

it.each([
  ['Blood', 'blood'],
  ['Blood Femoral', 'peripheral blood'],
  ['Heart muscle', 'heart muscle'],
  ['Liver', 'liver'],
  ['Serum/Plasma', 'serum/plasma'],
  ['Gastric Contents', 'gastric contents'],
  ['Nails', 'nails'],
  ['Swab', 'other specimen'],
])('names %s as %s in texts', (text, name) => {
  expect(classifySpecimen(text).name).toBe(name);
});
