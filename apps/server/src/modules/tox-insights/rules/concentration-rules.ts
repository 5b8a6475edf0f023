import type { SpecimenClass } from '../normalise/specimen.js';
import { BLOOD, capitalised, describeEntry, isSubstance, type SubstanceEntryOf } from './evidence.js';
import { referenceFor, type ReferenceRow } from './reference.js';
import { SOURCES } from './sources.js';
import type { Draft, Level, Rule } from './types.js';

function levelOf(value: number, row: ReferenceRow): Level {
  if (row.fatalFrom !== undefined && value >= row.fatalFrom) return 'fatal';
  if (row.toxicFrom !== undefined && value >= row.toxicFrom) return 'toxic';
  if (!row.therapeutic) return 'below toxic';
  if (value > row.therapeutic[1]) return 'above therapeutic';
  return value >= row.therapeutic[0] ? 'therapeutic' : 'below therapeutic';
}

function rangeText([low, high]: readonly [number, number], unit: string): string {
  return low === 0 ? `up to ${high} ${unit}` : `${low}-${high} ${unit}`;
}

function placement(level: Level, row: ReferenceRow): string {
  const therapeutic = rangeText(row.therapeutic ?? [0, 0], row.unit);
  const higherListed = row.toxicFrom !== undefined || row.fatalFrom !== undefined;
  switch (level) {
    case 'fatal':
      return `at or above the lowest concentration listed with coma or death (${row.fatalFrom} ${row.unit})`;
    case 'toxic':
      return `at or above the lowest concentration listed as toxic (${row.toxicFrom} ${row.unit})`;
    case 'above therapeutic':
      return `above the therapeutic range (${therapeutic})${higherListed ? ' and below the toxic and comatose-fatal values listed' : ''}`;
    case 'therapeutic':
      return `within the therapeutic range (${therapeutic})`;
    case 'below therapeutic':
      return `below the therapeutic range (${therapeutic})`;
    case 'below toxic':
      return 'below the toxic and comatose-fatal values listed';
  }
}

const PLASMA =
  'The reference lists plasma or serum concentrations, mostly of living patients; postmortem whole blood can ' +
  'differ.';
const REDISTRIBUTION =
  'Central (heart) blood, or blood whose site is not stated, can hold a higher concentration after death than ' +
  `at death (postmortem redistribution); femoral blood is preferred for interpretation (${SOURCES.name2014}; ` +
  `${SOURCES.redistribution}).`;
const ETHANOL =
  'Ethanol can be made after death by microbes, mostly in decomposed bodies, or diffuse from the stomach into ' +
  `central blood; vitreous humor or urine results help tell (${SOURCES.ethanolPostmortem}).`;
const TOLERANCE =
  'Opioid tolerance shifts the concentrations people survive: a concentration in the fatal range does not ' +
  'show that the drug caused death, nor does a lower one exclude it.';

/** The entry to judge a substance by: peripheral blood first, then the highest central value. */
function bestBloodEntry(entries: SubstanceEntryOf[]): SubstanceEntryOf | undefined {
  const order = (specimen: SpecimenClass) => (specimen === 'peripheral blood' ? 0 : 1);
  return [...entries].sort(
    (a, b) =>
      order(a.specimen.specimenClass) - order(b.specimen.specimenClass) ||
      (b.result.canonical ?? 0) - (a.result.canonical ?? 0),
  )[0];
}

export const bloodConcentration: Rule = {
  id: 'blood-concentration',
  source: 'The reference table row named in each finding (rules/reference.ts)',
  caveat: 'Reference ranges overlap between survivors and fatalities; a concentration is read with the case.',
  apply: ({ entries }) => {
    const bySubstance = new Map<string, SubstanceEntryOf[]>();
    for (const entry of entries) {
      const quantified = entry.result.qualifier === 'quantified' || entry.result.qualifier === 'above';
      if (!isSubstance(entry) || !quantified || entry.result.canonical === null) continue;
      if (!BLOOD.includes(entry.specimen.specimenClass)) continue;
      const { analyte, substance } = entry.analyte.entry;
      const row = referenceFor(substance);
      if (analyte !== substance || row?.unit !== entry.result.canonicalUnit) continue;
      bySubstance.set(substance, [...(bySubstance.get(substance) ?? []), entry]);
    }
    return [...bySubstance.entries()].flatMap(([substance, found]): Draft[] => {
      const entry = bestBloodEntry(found);
      const row = referenceFor(substance);
      if (!entry || !row || entry.result.canonical === null) return [];
      const value = entry.result.canonical;
      const level = levelOf(value, row);
      const quoted = `Reference (${row.printed}).`;
      const central = entry.specimen.specimenClass === 'central blood';
      const caveats = [
        central ? REDISTRIBUTION : '',
        entry.analyte.entry.drugClass === 'opioid' ? TOLERANCE : '',
        substance === 'ethanol' ? ETHANOL : '',
        row.source === SOURCES.schulz2020 ? PLASMA : '',
        quoted,
      ].filter(Boolean);
      const above = entry.result.qualifier === 'above' ? 'more than ' : '';
      const site = entry.specimen.siteUnstated ? 'blood (site not stated)' : entry.specimen.name;
      return [
        {
          statement: `${capitalised(substance)} at ${above}${value} ${row.unit} in ${site} is ${placement(level, row)}.`,
          inputs: [...found.map(describeEntry), `Reference row: ${substance} (${row.source})`],
          fact: { kind: 'concentration', substance, level, text: `${above}${value} ${row.unit}`, site },
          caveat: caveats.join(' '),
          source: row.source,
        },
      ];
    });
  },
};
