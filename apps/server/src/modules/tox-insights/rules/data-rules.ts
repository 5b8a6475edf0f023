import { isDetected } from '../normalise/result.js';
import { BLOOD, describeEntry, isSubstance } from './evidence.js';
import { SOURCES } from './sources.js';
import type { Fact, Rule } from './types.js';

const INSUFFICIENT_CAVEAT =
  'Missing data limits interpretation; it is not evidence for or against any cause or manner of death.';

export const noEntries: Rule = {
  id: 'no-entries',
  source: SOURCES.name2014,
  caveat: INSUFFICIENT_CAVEAT,
  apply: ({ entries }) =>
    entries.length > 0
      ? []
      : [
          {
            statement: 'The case has no toxicology entries.',
            inputs: ['Toxicology Details: none'],
            fact: { kind: 'no-entries' },
          },
        ],
};

export const notInterpreted: Rule = {
  id: 'not-interpreted',
  source: SOURCES.laboratoryResult,
  caveat:
    'An analyte outside the dictionary or an unreadable result may still matter; a person should read it.',
  apply: ({ entries }) => {
    const skipped = entries.filter(
      (entry) => entry.analyte.kind === 'unknown' || entry.result.qualifier === 'unreadable',
    );
    if (skipped.length === 0) return [];
    return [
      {
        statement: `${skipped.length} ${skipped.length === 1 ? 'entry was' : 'entries were'} not interpreted: the analyte is not in the substance dictionary or the result could not be read.`,
        inputs: skipped.map(describeEntry),
        fact: { kind: 'not-interpreted', count: skipped.length },
      },
    ];
  },
};

export const allNegative: Rule = {
  id: 'all-negative',
  source: SOURCES.laboratoryResult,
  caveat:
    'A negative result covers only the analytes and cut-offs of the methods used; substances outside the panel ' +
    'are not excluded.',
  apply: ({ entries }) => {
    const read = entries.filter((entry) => entry.result.qualifier !== 'unreadable');
    const negative = read.every(
      (entry) => entry.result.qualifier === 'negative' || entry.result.qualifier === 'below-loq',
    );
    if (read.length === 0 || !negative) return [];
    return [
      {
        statement: 'Every readable toxicology result was negative or below the limit of quantitation.',
        inputs: read.map(describeEntry),
        fact: { kind: 'all-negative' },
      },
    ];
  },
};

export const noBlood: Rule = {
  id: 'no-blood',
  source: SOURCES.name2014,
  caveat:
    'Blood (femoral preferred), urine and vitreous humor should be retained; without blood no concentration ' +
    'acting at death can be estimated.',
  apply: ({ entries }) => {
    if (entries.length === 0 || entries.some((entry) => BLOOD.includes(entry.specimen.specimenClass)))
      return [];
    return [
      {
        statement:
          'No blood specimen was recorded, so no concentration at the time of death can be assessed.',
        inputs: entries.map(describeEntry),
        fact: { kind: 'no-blood' },
      },
    ];
  },
};

export const noQuantitative: Rule = {
  id: 'no-quantitative',
  source: SOURCES.name2014,
  caveat: 'A qualitative result shows presence, not how much; concentrations need a quantitative method.',
  apply: ({ entries }) => {
    const detected = entries.filter((entry) => isSubstance(entry) && isDetected(entry.result.qualifier));
    if (detected.length === 0 || detected.some((entry) => entry.result.canonical !== null)) return [];
    return [
      {
        statement: 'Substances were detected, but no result gives a concentration with a known unit.',
        inputs: detected.map(describeEntry),
        fact: { kind: 'no-quantitative' },
      },
    ];
  },
};

type AutopsyStatus = Extract<Fact, { kind: 'autopsy' }>['status'];

function autopsyStatus(text: string | null): AutopsyStatus {
  const lower = (text ?? '').toLowerCase();
  if (/\bno autopsy|not performed|declined|none\b/.test(lower)) return 'none';
  if (/external/.test(lower)) return 'external';
  if (/partial|limited/.test(lower)) return 'partial';
  if (/full|complete|yes/.test(lower)) return 'full';
  return 'unknown';
}

const AUTOPSY_STATEMENTS: Record<AutopsyStatus, string> = {
  full: 'A full autopsy was recorded; toxicology is to be read together with its findings.',
  partial: 'A partial autopsy was recorded; causes outside its scope cannot be excluded.',
  external: 'Only an external examination was recorded; internal causes of death cannot be excluded.',
  none: 'No autopsy was performed; causes of death other than toxicity cannot be excluded.',
  unknown: 'Whether an autopsy was performed is not recorded.',
};

export const autopsyContext: Rule = {
  id: 'autopsy-context',
  source: SOURCES.name2014,
  caveat:
    'A complete autopsy is needed for the best interpretation of toxicology, together with the circumstances, ' +
    'medical history and scene findings.',
  apply: ({ input }) => {
    const status = autopsyStatus(input.autopsy);
    return [
      {
        statement: AUTOPSY_STATEMENTS[status],
        inputs: [`Autopsy Performed: ${input.autopsy?.trim() || 'not recorded'}`],
        fact: { kind: 'autopsy', status },
      },
    ];
  },
};
