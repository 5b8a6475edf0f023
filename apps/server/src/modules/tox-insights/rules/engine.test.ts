import { describe, expect, it } from 'vitest';
import { caseWith } from '../test-support.js';
import type { ToxInsightInput } from '../types.js';
import { RULES, runRules } from './engine.js';
import { SOURCES } from './sources.js';

const findingsOf = (input: ToxInsightInput, rule: string) =>
  runRules(input)
    .map((item) => item.finding)
    .filter((finding) => finding.rule === rule);
const fires = (rule: string, lines: string[], context: Partial<ToxInsightInput> = {}) =>
  findingsOf(caseWith(lines, context), rule);

const tested = new Set<string>();
/** Each rule: a case that fires it and one that does not. */
function rule(id: string, body: () => void) {
  tested.add(id);
  describe(id, body);
}

const FENTANYL = 'Fentanyl | LC-MS/MS | Blood Femoral | 12 ng/mL';

rule('no-entries', () => {
  it('fires on a case without entries', () => {
    expect(fires('no-entries', [])).toHaveLength(1);
  });
  it('does not fire once there is an entry', () => {
    expect(fires('no-entries', [FENTANYL])).toEqual([]);
  });
});

rule('all-negative', () => {
  it('fires when every readable result is negative or below the limit', () => {
    const [finding] = fires('all-negative', [
      'Ethanol | Headspace GC | Blood | None Detected',
      'Drug screen | Comprehensive Drug Panel | Blood Femoral | Negative',
      'Fentanyl | LC-MS/MS | Blood | <0.5 ng/mL',
    ]);
    expect(finding?.caveat).toMatch(/only the analytes and cut-offs/);
  });
  it('does not fire when something was found', () => {
    expect(fires('all-negative', ['Ethanol | Headspace GC | Blood | None Detected', FENTANYL])).toEqual([]);
  });
});

rule('substance-detected', () => {
  it('fires once per substance, its metabolites counted with it', () => {
    const found = fires('substance-detected', [
      FENTANYL,
      'Norfentanyl | LC-MS/MS | Urine | Positive',
      'Benzoylecgonine | LC-MS/MS | Blood Femoral | 200 ng/mL',
    ]);
    expect(found.map((finding) => finding.statement)).toEqual([
      'Fentanyl was detected (as fentanyl and norfentanyl) in peripheral blood and urine.',
      'Cocaine was detected (as benzoylecgonine) in peripheral blood.',
    ]);
    expect(found[0]?.inputs).toHaveLength(2);
  });
  it('does not fire for negatives, limits or panels', () => {
    expect(
      fires('substance-detected', [
        'Fentanyl | LC-MS/MS | Blood | Not detected',
        'Morphine | LC-MS/MS | Blood | < LOQ',
        'Drug screen | Comprehensive Drug Panel | Blood | Positive',
      ]),
    ).toEqual([]);
  });
});

rule('heroin-marker', () => {
  it('fires on a confirmed 6-MAM, citing the heroin-specific source', () => {
    const [finding] = fires('heroin-marker', ['6-MAM | LC-MS/MS | Urine | Positive']);
    expect(finding?.source).toBe(SOURCES.heroinMarker);
  });
  it('does not fire on morphine alone or on a screening 6-MAM', () => {
    expect(fires('heroin-marker', ['Morphine | LC-MS/MS | Blood Femoral | 80 ng/mL'])).toEqual([]);
    expect(fires('heroin-marker', ['6-MAM | ELISA | Urine | Presumptive Positive'])).toEqual([]);
  });
});

rule('metabolite-without-parent', () => {
  it('fires on benzoylecgonine without cocaine, with the hydrolysis source and caveat', () => {
    const [finding] = fires('metabolite-without-parent', [
      'Benzoylecgonine | LC-MS/MS | Blood Femoral | 200 ng/mL',
    ]);
    expect(finding?.statement).toBe(
      'Benzoylecgonine was found without cocaine, consistent with earlier cocaine use rather than cocaine present at death.',
    );
    expect(finding?.source).toBe(SOURCES.cocaineHydrolysis);
    expect(finding?.caveat).toMatch(/after death/);
  });
  it('names 4-ANPP as a possible impurity of illicit fentanyl', () => {
    const [finding] = fires('metabolite-without-parent', ['4-ANPP | LC-MS/MS | Blood Femoral | 1 ng/mL']);
    expect(finding?.caveat).toMatch(/impurity/);
  });
  it('does not fire when the parent is there too, or for 6-MAM (heroin itself is seldom found)', () => {
    expect(
      fires('metabolite-without-parent', [
        'Benzoylecgonine | LC-MS/MS | Blood Femoral | 200 ng/mL',
        'Cocaine | LC-MS/MS | Blood Femoral | 50 ng/mL',
      ]),
    ).toEqual([]);
    expect(fires('metabolite-without-parent', ['6-MAM | LC-MS/MS | Urine | Positive'])).toEqual([]);
  });
});

rule('blood-concentration', () => {
  it('places a peripheral fentanyl concentration against its reference row', () => {
    const [finding] = fires('blood-concentration', [FENTANYL]);
    expect(finding?.statement).toBe(
      'Fentanyl at 12 ng/mL in peripheral blood is at or above the lowest concentration listed with coma or death (3 ng/mL).',
    );
    expect(finding?.source).toBe(SOURCES.unodcFentanyl);
    expect(finding?.caveat).toMatch(/tolerance/);
    expect(finding?.caveat).not.toMatch(/redistribution/);
  });
  it.each([
    ['Fentanyl | LC-MS/MS | Blood Femoral | 1.5 ng/mL', 'within the therapeutic range (1-2 ng/mL)'],
    ['Xanax | GC/MS | Blood Femoral | 0.05 mg/L', 'within the therapeutic range (5-50 ng/mL)'],
    ['Alprazolam | GC/MS | Blood Femoral | 0.2 mg/L', 'listed as toxic (100 ng/mL)'],
    ['Morphine | LC-MS/MS | Blood Femoral | >1000 ng/mL', 'at more than 1000 ng/mL'],
    ['Oxymorphone | LC-MS/MS | Blood Femoral | 20 ng/mL', 'above the therapeutic range (0.5-5 ng/mL).'],
    [
      'Methamphetamine | LC-MS/MS | Blood Femoral | 50 ng/mL',
      'within the therapeutic range (up to 100 ng/mL)',
    ],
    ['Diazepam | GC/MS | Blood Femoral | 0.05 mg/L', 'below the therapeutic range (100-2000 ng/mL)'],
    ['Ethanol | Headspace GC | Blood Femoral | 0.4 g/dL', '0.4 g/100 mL in peripheral blood is at or above'],
    ['Ethanol | Headspace GC | Blood Femoral | 80 mg/dL', 'below the toxic and comatose-fatal values listed'],
    ['Fentanly | LC-MS/MS | Blood Femoral | 1.5 ng/mL', 'Fentanyl at 1.5 ng/mL'],
    [
      'Carboxyhemoglobin | UV | Blood Cardiac | 60% saturation',
      '60 % saturation in central blood is at or above',
    ],
  ])('%s: %s', (line, expected) => {
    expect(fires('blood-concentration', [line])[0]?.statement).toContain(expected);
  });
  it('says when a name was read as a misspelling, and warns that ethanol can form after death', () => {
    expect(
      fires('blood-concentration', ['Fentanly | LC-MS/MS | Blood Femoral | 1.5 ng/mL'])[0]?.inputs[0],
    ).toContain('"Fentanly" → fentanyl (read as a misspelling)');
    expect(
      fires('blood-concentration', ['Ethanol | Headspace GC | Blood Femoral | 0.2 g/dL'])[0]?.caveat,
    ).toMatch(/made after death/);
  });
  it('warns of redistribution for central blood and blood without a site, and prefers a femoral value', () => {
    expect(fires('blood-concentration', ['Fentanyl | LC-MS/MS | Blood | 12 ng/mL'])[0]?.caveat).toMatch(
      /redistribution/,
    );
    const [finding] = fires('blood-concentration', [
      'Fentanyl | LC-MS/MS | Blood Cardiac | 40 ng/mL',
      'Fentanyl | LC-MS/MS | Blood Femoral | 1.5 ng/mL',
    ]);
    expect(finding?.statement).toContain('1.5 ng/mL in peripheral blood');
  });
  it('does not fire for urine, vitreous, metabolites, unknown units, or substances without a row', () => {
    expect(
      fires('blood-concentration', [
        'Fentanyl | LC-MS/MS | Urine | 120 ng/mL',
        'Ethanol | Headspace GC | Vitreous | 0.2 g/dL',
        'Norfentanyl | LC-MS/MS | Blood Femoral | 2 ng/mL',
        'Morphine | LC-MS/MS | Blood Femoral | 12',
        'Xylazine | LC-MS/MS | Blood Femoral | 20 ng/mL',
        'Morphine | LC-MS/MS | Serum/Plasma | 80 ng/mL',
      ]),
    ).toEqual([]);
  });
});

rule('cns-depressant-combination', () => {
  it('fires on an opioid with another depressant in blood (FDA 2016)', () => {
    const [finding] = fires('cns-depressant-combination', [
      FENTANYL,
      'Alprazolam | GC/MS | Blood | 20 ng/mL',
      'Ethanol | Headspace GC | Blood Femoral | 0.05 g/dL',
    ]);
    expect(finding?.statement).toBe(
      'Several central nervous system depressants were found together in blood: fentanyl (opioid), alprazolam (benzodiazepine) and ethanol (ethanol).',
    );
    expect(finding?.source).toBe(SOURCES.fdaOpioidBenzodiazepine);
  });
  it('fires on a gabapentinoid with another depressant (FDA 2019)', () => {
    const [finding] = fires('cns-depressant-combination', [
      'Gabapentin | LC-MS/MS | Blood Femoral | 20 mcg/mL',
      'Alprazolam | GC/MS | Blood Femoral | 20 ng/mL',
    ]);
    expect(finding?.source).toBe(SOURCES.fdaGabapentinoid);
  });
  it('does not fire without an opioid or gabapentinoid, with one in urine only, or on a screen alone', () => {
    expect(
      fires('cns-depressant-combination', [
        'Alprazolam | GC/MS | Blood Femoral | 20 ng/mL',
        'Ethanol | Headspace GC | Blood Femoral | 0.1 g/dL',
      ]),
    ).toEqual([]);
    expect(
      fires('cns-depressant-combination', [FENTANYL, 'Alprazolam | LC-MS/MS | Urine | Positive']),
    ).toEqual([]);
    expect(fires('cns-depressant-combination', [FENTANYL, 'Alprazolam | ELISA | Blood | Positive'])).toEqual(
      [],
    );
  });
});

rule('urine-only', () => {
  it('fires for a substance found in urine only', () => {
    const [finding] = fires('urine-only', ['Methamphetamine | LC-MS/MS | Urine | Positive']);
    expect(finding?.source).toBe(SOURCES.urineExposure);
  });
  it('does not fire when blood has it too', () => {
    expect(
      fires('urine-only', [
        'Methamphetamine | LC-MS/MS | Urine | Positive',
        'Methamphetamine | LC-MS/MS | Blood Femoral | 300 ng/mL',
      ]),
    ).toEqual([]);
  });
});

rule('presumptive-only', () => {
  it('fires on screens only: presumptive results and bare immunoassay positives', () => {
    expect(
      fires('presumptive-only', [
        'Fentanyl | Fentanyl Test Strip | Urine | Positive',
        'Cocaine | EMIT | Urine | Presumptive Positive',
      ]),
    ).toHaveLength(2);
  });
  it('does not fire once a confirmation supports the substance', () => {
    expect(
      fires('presumptive-only', ['Fentanyl | Fentanyl Test Strip | Urine | Positive', FENTANYL]),
    ).toEqual([]);
  });
});

rule('class-screen-positive', () => {
  it('fires once per class for positive class screens, citing the confirmation source', () => {
    const found = fires('class-screen-positive', [
      'Opiates | EMIT | Urine | Positive',
      'Opiates | ELISA | Blood | Presumptive Positive',
      'Benzodiazepines | CEDIA | Urine | Positive',
    ]);
    expect(found.map((finding) => finding.statement)).toEqual([
      'A screen for the opioid class was positive; it does not identify which substance.',
      'A screen for the benzodiazepine class was positive; it does not identify which substance.',
    ]);
    expect(found[0]?.inputs).toHaveLength(2);
    expect(found[0]?.source).toBe(SOURCES.classScreen);
  });
  it('does not fire for negative class screens or broad panels', () => {
    expect(
      fires('class-screen-positive', [
        'Opiates | EMIT | Urine | Negative',
        'Comprehensive Drug Panel | Comprehensive Drug Panel | Blood | Positive',
      ]),
    ).toEqual([]);
  });
});

rule('ethanol-specimens-disagree', () => {
  it('fires when blood has ethanol and vitreous humor or urine, tested too, has none', () => {
    const [finding] = fires('ethanol-specimens-disagree', [
      'Ethanol | Headspace GC | Blood Femoral | 0.09 g/dL',
      'Ethanol | Headspace GC | Vitreous Humor | None Detected',
    ]);
    expect(finding?.inputs).toHaveLength(2);
    expect(finding?.source).toBe(SOURCES.ethanolSpecimens);
  });
  it('does not fire when the specimens agree, or when only blood was tested', () => {
    expect(
      fires('ethanol-specimens-disagree', [
        'Ethanol | Headspace GC | Blood Femoral | 0.09 g/dL',
        'Ethanol | Headspace GC | Vitreous | 0.11 g/dL',
      ]),
    ).toEqual([]);
    expect(
      fires('ethanol-specimens-disagree', ['Ethanol | Headspace GC | Blood Femoral | 0.09 g/dL']),
    ).toEqual([]);
  });
});

rule('naloxone-detected', () => {
  it('fires when naloxone was found', () => {
    expect(fires('naloxone-detected', ['Naloxone | Narcan/Naloxone Screen | Blood | Positive'])).toHaveLength(
      1,
    );
  });
  it('does not fire when it was not', () => {
    expect(fires('naloxone-detected', ['Naloxone | LC-MS/MS | Blood | Negative'])).toEqual([]);
  });
});

rule('no-blood', () => {
  it('fires when no entry is blood', () => {
    expect(
      fires('no-blood', ['Fentanyl | LC-MS/MS | Urine | Positive', 'Ethanol | GC | Vitreous | 0.1 g/dL']),
    ).toHaveLength(1);
  });
  it('does not fire with a blood entry, or with no entries at all', () => {
    expect(fires('no-blood', [FENTANYL])).toEqual([]);
    expect(fires('no-blood', [])).toEqual([]);
  });
});

rule('no-quantitative', () => {
  it('fires when substances were found but none with a number and unit', () => {
    expect(
      fires('no-quantitative', [
        'Fentanyl | LC-MS/MS | Blood | Positive',
        'Morphine | LC-MS/MS | Blood | 80',
      ]),
    ).toHaveLength(1);
  });
  it('does not fire once one result is quantified', () => {
    expect(fires('no-quantitative', ['Morphine | LC-MS/MS | Blood | Positive', FENTANYL])).toEqual([]);
  });
});

rule('not-interpreted', () => {
  it('fires for analytes outside the dictionary and unreadable results, listing them as inputs', () => {
    const [finding] = fires('not-interpreted', [
      'Zorblax | GC | Blood | 12 ng/mL',
      'Fentanyl | GC | Blood | see report',
    ]);
    expect(finding?.statement).toMatch(/^2 entries were not interpreted/);
    expect(finding?.inputs.join()).toContain('Zorblax');
  });
  it('does not fire when every entry was read', () => {
    expect(fires('not-interpreted', [FENTANYL])).toEqual([]);
  });
});

rule('autopsy-context', () => {
  it.each([
    ['Yes - Full Autopsy', /full autopsy was recorded/],
    ['Yes - Partial Autopsy', /partial autopsy/],
    ['External Examination Only', /external examination/],
    ['No Autopsy Performed', /No autopsy was performed/],
    ['Unknown', /not recorded/],
    [null, /not recorded/],
  ])('%s', (autopsy, statement) => {
    expect(fires('autopsy-context', [FENTANYL], { autopsy })[0]?.statement).toMatch(statement);
  });
  it('fires even without entries (it reads the case context, not the toxicology)', () => {
    expect(fires('autopsy-context', [])).toHaveLength(1);
  });
});

rule('opioid-manner-guidance', () => {
  it('fires for a confirmed opioid in blood', () => {
    expect(fires('opioid-manner-guidance', [FENTANYL])[0]?.source).toBe(SOURCES.name2014);
  });
  it('does not fire for other drugs, or an opioid in urine only', () => {
    expect(fires('opioid-manner-guidance', ['Cocaine | LC-MS/MS | Blood Femoral | 500 ng/mL'])).toEqual([]);
    expect(fires('opioid-manner-guidance', ['Fentanyl | LC-MS/MS | Urine | Positive'])).toEqual([]);
  });
});

describe('the rule set', () => {
  it('tests every rule with a case that fires it and one that does not', () => {
    expect(RULES.map((item) => item.id).sort()).toEqual([...tested].sort());
  });

  it('numbers findings F1.. and gives each a rule, inputs, a source and a caveat', () => {
    const fired = runRules(
      caseWith([FENTANYL, 'Alprazolam | GC/MS | Blood | 20 ng/mL', 'Zorblax | | Urine | Positive']),
    );
    expect(fired.map((item) => item.finding.id)).toEqual(fired.map((_, index) => `F${index + 1}`));
    for (const { finding } of fired) {
      expect(finding.inputs.length).toBeGreaterThan(0);
      expect(finding.source.length).toBeGreaterThan(20);
      expect(finding.caveat.length).toBeGreaterThan(20);
    }
  });
});
