import type { SpecimenClass } from '../normalise/specimen.js';
import { BLOOD, describeEntry, isSubstance, type SubstanceEntryOf } from './evidence.js';
import { referenceFor, type ReferenceRow } from './reference.js';
import type { Draft, Level, Rule } from './types.js';

function levelOf(value: number, row: ReferenceRow): Level {
  if (row.fatal && value >= row.fatal[0]) return 'fatal';
  if (row.toxicFrom !== undefined && value >= row.toxicFrom) return 'toxic';
  if (!row.therapeutic) return 'below toxic';
  if (value > row.therapeutic[1]) return 'above therapeutic';
  return value >= row.therapeutic[0] ? 'therapeutic' : 'below therapeutic';
}

const range = ([low, high]: readonly [number, number], unit: string) => `${low}-${high} ${unit}`;

function placement(level: Level, value: number, row: ReferenceRow): string {
  switch (level) {
    case 'fatal':
      return row.fatal && value > row.fatal[1]
        ? `above the range reported in fatal cases (${range(row.fatal, row.unit)})`
        : `within the range reported in fatal cases (${range(row.fatal ?? [value, value], row.unit)})`;
    case 'toxic':
      return `at or above the lowest concentration reported as toxic (${row.toxicFrom} ${row.unit})`;
    case 'above therapeutic':
      return `above the therapeutic range (${range(row.therapeutic ?? [0, 0], row.unit)}) but below the toxic and fatal values listed`;
    case 'therapeutic':
      return `within the therapeutic range (${range(row.therapeutic ?? [0, 0], row.unit)})`;
    case 'below therapeutic':
      return `below the therapeutic range (${range(row.therapeutic ?? [0, 0], row.unit)})`;
    case 'below toxic':
      return 'below the toxic and fatal values listed';
  }
}

const REDISTRIBUTION =
  'Central (heart) blood, or blood whose site is not stated, can hold a higher concentration after death than ' +
  'at death (postmortem redistribution); femoral blood is preferred for interpretation.';
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
      const central = entry.specimen.specimenClass === 'central blood';
      const caveats = [
        central ? REDISTRIBUTION : '',
        entry.analyte.entry.drugClass === 'opioid' ? TOLERANCE : '',
        `Reference: ${row.note}.`,
      ].filter(Boolean);
      const above = entry.result.qualifier === 'above' ? 'more than ' : '';
      const site = `${entry.specimen.specimenClass}${entry.specimen.siteUnstated ? ' (site not stated)' : ''}`;
      return [
        {
          statement: `${substance.charAt(0).toUpperCase()}${substance.slice(1)} at ${above}${value} ${row.unit} in ${site} is ${placement(level, value, row)}.`,
          inputs: [...found.map(describeEntry), `Reference row: ${substance} (${row.source})`],
          fact: { kind: 'concentration', substance, level, text: `${above}${value} ${row.unit}` },
          caveat: caveats.join(' '),
          source: row.source,
        },
      ];
    });
  },
};
