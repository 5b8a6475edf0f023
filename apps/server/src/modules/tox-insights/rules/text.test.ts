import fc from 'fast-check';
import { TOX_AUTOPSY_OPTIONS, TOX_METHOD_OPTIONS, TOX_SPECIMEN_OPTIONS } from '@hde/contracts/api';
import { describe, expect, it } from 'vitest';
import { statesDetermination } from '../determination.js';
import { caseWith } from '../test-support.js';
import type { ToxInsightInput } from '../types.js';
import { runRules } from './engine.js';
import { rendered, writeText } from './text.js';

const ANALYSES = [
  'Fentanyl',
  'Norfentanyl',
  '4-ANPP',
  '6-MAM',
  'Morphine',
  'Heroin',
  'Cocaine',
  'Benzoylecgonine',
  'Methamphetamine',
  'Alprazolam',
  'Xanax',
  'Gabapentin',
  'Ethanol',
  'Carboxyhemoglobin',
  'Naloxone',
  'THC-COOH',
  'Drug screen',
  'Opiates',
  'Zorblax',
  'Fentanil',
  '',
];
const RESULTS = [
  'Positive',
  'Negative',
  'None Detected',
  'Presumptive Positive',
  'trace',
  '<0.5 ng/mL',
  '>1000 ng/mL',
  '2.3 mg/L',
  '12 ng/mL',
  '0.35 ng/mL',
  '0.12 g/dL',
  '65% saturation',
  'see report',
  '',
];

const entryLine = fc
  .tuple(
    fc.constantFrom(...ANALYSES),
    fc.constantFrom(...TOX_METHOD_OPTIONS, ''),
    fc.constantFrom(...TOX_SPECIMEN_OPTIONS, '', 'Heart'),
    fc.oneof(fc.constantFrom(...RESULTS), fc.string({ maxLength: 20 })),
  )
  .map((parts) => parts.join(' | '));
const anyCase = fc
  .record({
    lines: fc.array(entryLine, { maxLength: 12 }),
    autopsy: fc.option(fc.constantFrom(...TOX_AUTOPSY_OPTIONS), { nil: null }),
  })
  .map(({ lines, autopsy }) => caseWith(lines, { autopsy }));

function textOf(input: ToxInsightInput) {
  const fired = runRules(input);
  return { fired, text: writeText(fired) };
}

describe('writeText', () => {
  it('never states a determination, and every sentence cites findings that fired', () => {
    fc.assert(
      fc.property(anyCase, (input) => {
        const { fired, text } = textOf(input);
        const ids = new Set(fired.map((item) => item.finding.id));
        const sentences = [...text.summary, ...text.causeOfDeath, ...text.mannerOfDeath];
        expect(text.causeOfDeath.length).toBeGreaterThan(0);
        expect(text.mannerOfDeath.length).toBeGreaterThan(0);
        for (const sentence of sentences) {
          expect(sentence.findings.length).toBeGreaterThan(0);
          expect(sentence.findings.every((id) => ids.has(id))).toBe(true);
          expect(statesDetermination(sentence.text)).toBe(false);
        }
        for (const item of fired) expect(statesDetermination(item.finding.statement)).toBe(false);
        const all = `${rendered(text.summary)} ${rendered(text.causeOfDeath)} ${rendered(text.mannerOfDeath)}`;
        expect(all.toLowerCase()).not.toContain('the cause of death is');
        expect(all.toLowerCase()).not.toContain('the manner of death is');
      }),
      { numRuns: 500 },
    );
  });

  it('writes "insufficient data" when there is nothing to read', () => {
    const { text } = textOf(caseWith([]));
    expect(rendered(text.summary)).toMatch(/^Insufficient data to summarise toxicology/);
    expect(rendered(text.causeOfDeath)).toMatch(/^Insufficient data to form a cause-of-death hypothesis/);
    expect(rendered(text.mannerOfDeath)).toMatch(/^Insufficient data to suggest a manner/);
  });

  it('writes a hypothesis consistent with a toxicity from the concentration and combination findings', () => {
    const { fired, text } = textOf(
      caseWith([
        'Fentanyl | LC-MS/MS | Blood Femoral | 12 ng/mL',
        'Alprazolam | GC/MS | Blood Femoral | 20 ng/mL',
      ]),
    );
    const idOf = (rule: string) => fired.find((item) => item.finding.rule === rule)?.finding.id;
    expect(text.causeOfDeath[0]).toEqual({
      text: 'The findings are consistent with a toxicity involving fentanyl and alprazolam',
      findings: [idOf('blood-concentration'), idOf('cns-depressant-combination')],
    });
    expect(rendered(text.mannerOfDeath)).toMatch(/^Toxicology cannot show intent/);
  });

  it('names carbon monoxide, not carboxyhemoglobin, in the hypothesis', () => {
    const { text } = textOf(caseWith(['Carboxyhemoglobin | UV | Blood Cardiac | 62% saturation']));
    expect(rendered(text.causeOfDeath)).toMatch(
      /^The findings are consistent with a toxicity involving carbon monoxide \[F\d+\]\./,
    );
  });

  it('tempers an ethanol hypothesis when the specimens suggest ethanol formed after death', () => {
    const { text } = textOf(
      caseWith([
        'Ethanol | Headspace GC | Blood Femoral | 0.4 g/dL',
        'Ethanol | Headspace GC | Vitreous Humor | None Detected',
      ]),
    );
    expect(rendered(text.causeOfDeath)).toMatch(
      /toxicity involving ethanol \[F\d+\]\. The blood ethanol may have formed after death \[F\d+\]\./,
    );
  });

  it('does not read a negative case as an intoxication', () => {
    const { text } = textOf(
      caseWith(['Drug screen | Comprehensive Drug Panel | Blood Femoral | None Detected']),
    );
    expect(rendered(text.causeOfDeath)).toMatch(
      /not consistent with an intoxication by the substances tested/,
    );
  });

  it('ends every rendered sentence with the findings it cites', () => {
    expect(
      rendered([
        { text: 'A sentence.', findings: ['F1', 'F3'] },
        { text: 'Another', findings: ['F2'] },
      ]),
    ).toBe('A sentence [F1, F3]. Another [F2].');
  });
});
