import { toxFindingSchema, TOX_LIMITS } from '@hde/contracts/api';
import { describe, expect, it } from 'vitest';
import { statesDetermination } from './determination.js';
import { createInsightWriter, RULE_SET_VERSION } from './index.js';
import { caseWith, entry } from './test-support.js';
import type { ToxInsightInput } from './types.js';

const writer = createInsightWriter({ llm: undefined });

async function writesSensibly(input: ToxInsightInput) {
  const written = await writer.write(input);
  expect(written.provider).toBe('rules');
  expect(written.ruleSetVersion).toBe(RULE_SET_VERSION);
  expect(written.findings.length).toBeGreaterThan(0);
  for (const finding of written.findings) expect(toxFindingSchema.parse(finding)).toEqual(finding);
  for (const text of [written.summary, written.causeOfDeath, written.mannerOfDeath]) {
    expect(text).toMatch(/\[F\d+(, F\d+)*\]\.$/);
    expect(statesDetermination(text)).toBe(false);
  }
  return written;
}

describe('createInsightWriter with bad input', () => {
  it.each<ToxInsightInput['age']>(['unknown', '17 months', '', '  ', 'forty-two', -3, 999, null])(
    'takes the age %o',
    async (age) => {
      await writesSensibly(caseWith(['Fentanyl | LC-MS/MS | Blood Femoral | 12 ng/mL'], { age }));
    },
  );

  it('takes results as free text, unknown substances and blank fields', async () => {
    const written = await writesSensibly(
      caseWith([
        'Fentanyl | LC-MS/MS | Blood | positive',
        'Morphine | LC-MS/MS | Blood | <0.5 ng/mL',
        'Oxycodone | GC/MS | Blood Femoral | 2.3 mg/L',
        'Cocaine | GC/MS | Urine | trace',
        'Unobtainium | ??? | Toenail | lots',
        ' |  |  | ',
        '💊 | 🧪 | 🩸 | ∞ ng/mL',
      ]),
    );
    expect(written.findings.map((finding) => finding.rule)).toContain('not-interpreted');
  });

  it('takes 200 entries', async () => {
    const lines = Array.from(
      { length: TOX_LIMITS.entries },
      (_, index) =>
        `${['Fentanyl', 'Alprazolam', 'Zorblax', 'Ethanol'][index % 4]} | GC/MS | Blood | ${index} ng/mL`,
    );
    await writesSensibly(caseWith(lines));
  });

  it('takes missing context: null sex, autopsy and text fields', async () => {
    await writesSensibly({
      age: null,
      sex: null,
      race: null,
      location: null,
      scene: null,
      autopsy: null,
      notes: null,
      toxicology: [entry('Ethanol | Headspace GC | Vitreous | 0.2 g/dL')],
    });
  });

  it('writes the same insight for the same case', async () => {
    const input = caseWith([
      'Fentanyl | LC-MS/MS | Blood Femoral | 12 ng/mL',
      'Naloxone | | Blood | Positive',
    ]);
    expect(await writer.write(input)).toEqual(await writer.write(input));
  });
});
