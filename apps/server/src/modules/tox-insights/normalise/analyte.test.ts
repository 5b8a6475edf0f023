import { describe, expect, it } from 'vitest';
import { iterateCases } from '../../sandbox/generator/index.js';
import { normaliseAnalyte } from './analyte.js';

/** What a name normalises to: `analyte -> substance (class)`, a panel, or unknown. */
function read(name: string): string {
  const analyte = normaliseAnalyte(name);
  if (analyte.kind === 'unknown') return 'unknown';
  if (analyte.kind === 'panel') return `panel: ${analyte.entry.panel}`;
  const { entry, fuzzy } = analyte;
  return `${entry.analyte} -> ${entry.substance} (${entry.drugClass})${fuzzy ? ' ~' : ''}`;
}

describe('normaliseAnalyte', () => {
  it.each([
    // Canonical names in any case and spacing
    ['Fentanyl', 'fentanyl -> fentanyl (opioid)'],
    ['FENTANYL', 'fentanyl -> fentanyl (opioid)'],
    ['  morphine ', 'morphine -> morphine (opioid)'],
    // Brand and street names
    ['Xanax', 'alprazolam -> alprazolam (benzodiazepine)'],
    ['Percocet', 'oxycodone -> oxycodone (opioid)'],
    ['Narcan', 'naloxone -> naloxone (opioid antagonist)'],
    ['tranq', 'xylazine -> xylazine (alpha-2 agonist)'],
    ['Crystal meth', 'methamphetamine -> methamphetamine (stimulant)'],
    ['Neurontin', 'gabapentin -> gabapentin (gabapentinoid)'],
    ['EtOH', 'ethanol -> ethanol (ethanol)'],
    ['Blood alcohol', 'ethanol -> ethanol (ethanol)'],
    ['COHb', 'carboxyhemoglobin -> carboxyhemoglobin (carbon monoxide)'],
    // Misspellings: within one edit (two for long names), unique
    ['Fentanil', 'fentanyl -> fentanyl (opioid)'],
    ['Fentynal', 'fentanyl -> fentanyl (opioid)'],
    ['Fentanly', 'fentanyl -> fentanyl (opioid) ~'],
    ['Alprazolm', 'alprazolam -> alprazolam (benzodiazepine) ~'],
    ['Oxycodne', 'oxycodone -> oxycodone (opioid) ~'],
    ['Methamphetamnie', 'methamphetamine -> methamphetamine (stimulant) ~'],
    ['Benzoylecognine', 'benzoylecgonine -> cocaine (stimulant) ~'],
    // Fentanyl analogues are their own drugs
    ['Acetyl fentanyl', 'acetylfentanyl -> acetylfentanyl (opioid)'],
    ['Carfentanyl', 'carfentanil -> carfentanil (opioid)'],
    ['para-Fluorofentanyl', 'fluorofentanyl -> fluorofentanyl (opioid)'],
    // Metabolites to their parent
    ['6-MAM', '6-monoacetylmorphine -> heroin (opioid)'],
    ['6-Monoacetylmorphine', '6-monoacetylmorphine -> heroin (opioid)'],
    ['6-acetylmorphine', '6-monoacetylmorphine -> heroin (opioid)'],
    ['Benzoylecgonine', 'benzoylecgonine -> cocaine (stimulant)'],
    ['Ecgonine Methyl Ester', 'ecgonine methyl ester -> cocaine (stimulant)'],
    ['Norfentanyl', 'norfentanyl -> fentanyl (opioid)'],
    ['4-ANPP', '4-ANPP -> fentanyl (opioid)'],
    ['Despropionylfentanyl (4-ANPP)', '4-ANPP -> fentanyl (opioid)'],
    ['THC-COOH', 'THC-COOH -> THC (cannabinoid)'],
    ['11-nor-9-carboxy-THC', 'THC-COOH -> THC (cannabinoid)'],
    ['7-Aminoclonazepam', '7-aminoclonazepam -> clonazepam (benzodiazepine)'],
    ['Nordiazepam', 'nordiazepam -> diazepam (benzodiazepine)'],
    ['EDDP', 'EDDP -> methadone (opioid)'],
    ['Norbuprenorphine', 'norbuprenorphine -> buprenorphine (opioid)'],
    ['Cotinine', 'cotinine -> nicotine (other)'],
    ['Δ9-THC', 'THC -> THC (cannabinoid)'],
    // Words about the measurement, parentheses
    ['Fentanyl, free', 'fentanyl -> fentanyl (opioid)'],
    ['Morphine (total)', 'morphine -> morphine (opioid)'],
    ['Blood ethanol', 'ethanol -> ethanol (ethanol)'],
    // A result typed after the name
    ['EtOH 0.21 g/dL', 'ethanol -> ethanol (ethanol)'],
    ['Oxycodone 150 ng/mL', 'oxycodone -> oxycodone (opioid)'],
    ['Fentanyl 12', 'fentanyl -> fentanyl (opioid)'],
    ['Ethanol 0.08%', 'ethanol -> ethanol (ethanol)'],
    ['Delta-9 THC', 'THC -> THC (cannabinoid)'],
    // Panels and class screens
    ['Drug screen', 'panel: broad drug screen'],
    ['Comprehensive Drug Panel', 'panel: broad drug screen'],
    ['Opiates', 'panel: opiates screen'],
    ['Benzodiazepines', 'panel: benzodiazepines screen'],
    // Unknown, ambiguous or junk: never guessed
    ['Zorblax', 'unknown'],
    ['', 'unknown'],
    ['see attached report', 'unknown'],
    ['x'.repeat(200), 'unknown'],
    ['Codine', 'codeine -> codeine (opioid) ~'],
  ])('%s -> %s', (name, expected) => {
    expect(read(name)).toBe(expected);
  });

  it('does not take a short name for a misspelling of another', () => {
    expect(read('Cocaine')).toBe('cocaine -> cocaine (stimulant)');
    expect(read('Codeine')).toBe('codeine -> codeine (opioid)');
    expect(read('Diazepam')).toBe('diazepam -> diazepam (benzodiazepine)');
    expect(read('Oxazepam')).toBe('oxazepam -> oxazepam (benzodiazepine)');
  });

  // 3,000 seeded cases name every substance of the generator's list (substances.ts).
  it('reads every analysis the sandbox generator writes', () => {
    const names = new Set<string>();
    for (const generated of iterateCases({ count: 3000, seed: 'tox-insights', now: '2026-01-01' })) {
      for (const entry of generated.toxicology) names.add(entry.analysis);
    }
    expect([...names].filter((name) => read(name) === 'unknown')).toEqual([]);
  });
});
