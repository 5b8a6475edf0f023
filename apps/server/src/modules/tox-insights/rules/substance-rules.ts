import { SUBSTANCE_DICTIONARY } from '../normalise/substances.js';
import { isDetected } from '../normalise/result.js';
import {
  BLOOD,
  capitalised,
  describeEntry,
  detections,
  isPresumptive,
  isSubstance,
  listOf,
  type Detection,
} from './evidence.js';
import { SOURCES } from './sources.js';
import type { Draft, Rule } from './types.js';

const CLASS_OF = new Map(
  SUBSTANCE_DICTIONARY.filter((entry) => !entry.metabolite).map((entry) => [entry.substance, entry]),
);

const inBlood = (detection: Detection) => detection.specimens.some((specimen) => BLOOD.includes(specimen));

export const substanceDetected: Rule = {
  id: 'substance-detected',
  source: SOURCES.laboratoryResult,
  caveat:
    'Detection shows exposure; on its own it does not show impairment, toxicity or a role in the death.',
  apply: ({ entries }) =>
    detections(entries).map((detection) => ({
      statement: `${capitalised(detection.substance)} was detected${
        detection.analytes.join() === detection.substance ? '' : ` (as ${listOf(detection.analytes)})`
      } in ${listOf(detection.specimenNames)}.`,
      inputs: detection.entries.map(describeEntry),
      fact: { kind: 'detected', substance: detection.substance, specimens: detection.specimenNames },
    })),
};

export const urineOnly: Rule = {
  id: 'urine-only',
  source: SOURCES.urineExposure,
  caveat:
    'Urine collects a drug and its metabolites over hours to days: it shows exposure before death, not the ' +
    'concentration acting at death.',
  apply: ({ entries }) =>
    detections(entries)
      .filter((detection) => detection.specimens.every((specimen) => specimen === 'urine'))
      .map((detection) => ({
        statement: `${capitalised(detection.substance)} was found in urine only, which shows exposure, not its effect at death.`,
        inputs: detection.entries.map(describeEntry),
        fact: { kind: 'urine-only', substance: detection.substance },
      })),
};

export const presumptiveOnly: Rule = {
  id: 'presumptive-only',
  source: SOURCES.urineExposure,
  caveat:
    'Screening tests (immunoassays, test strips) cross-react with related compounds; a result needs confirmation ' +
    'by a second, more specific technique before it is relied on.',
  apply: ({ entries }) =>
    detections(entries)
      .filter((detection) => !detection.confirmed)
      .map((detection) => ({
        statement: `${capitalised(detection.substance)} rests on a presumptive screening result only, without confirmation.`,
        inputs: detection.entries.filter(isPresumptive).map(describeEntry),
        fact: { kind: 'presumptive-only', substance: detection.substance },
      })),
};

export const heroinMarker: Rule = {
  id: 'heroin-marker',
  source: SOURCES.heroinMarker,
  caveat:
    '6-MAM has a short half-life and is detected only for hours after use; its absence does not exclude heroin, ' +
    'and morphine alone cannot tell heroin from morphine or codeine.',
  apply: ({ entries }) => {
    const marker = entries.filter(
      (entry) =>
        isSubstance(entry) &&
        entry.analyte.entry.analyte === '6-monoacetylmorphine' &&
        isDetected(entry.result.qualifier) &&
        !isPresumptive(entry),
    );
    if (marker.length === 0) return [];
    return [
      {
        statement:
          '6-Monoacetylmorphine (6-MAM) was detected: a metabolite specific to heroin, so heroin was used.',
        inputs: marker.map(describeEntry),
        fact: { kind: 'heroin-marker' },
      },
    ];
  },
};

/** A parent whose metabolite may be found alone without it meaning "earlier use" (heroin is seldom found itself). */
const PARENT_RARELY_FOUND = new Set(['heroin', 'nicotine']);

/** Sources read for a particular parent and its metabolites; others rest on the rule's general source. */
const METABOLITE_SOURCES: Record<string, string> = {
  cocaine: SOURCES.cocaineHydrolysis,
  THC: SOURCES.thcMetabolite,
};

export const metaboliteWithoutParent: Rule = {
  id: 'metabolite-without-parent',
  source: SOURCES.heroinMarker,
  caveat:
    'A metabolite without its parent suggests the parent was taken earlier and largely eliminated, but a parent ' +
    'below the cut-off or not in the panel gives the same pattern.',
  apply: ({ entries }) =>
    detections(entries)
      .filter(
        (detection) =>
          !PARENT_RARELY_FOUND.has(detection.substance) && !detection.analytes.includes(detection.substance),
      )
      .map((detection): Draft => {
        const metabolites = listOf(detection.analytes);
        const anpp = detection.analytes.includes('4-ANPP');
        return {
          statement: `${capitalised(metabolites)} ${detection.analytes.length === 1 ? 'was' : 'were'} found without ${detection.substance}, consistent with earlier ${detection.substance} use rather than ${detection.substance} present at death.`,
          inputs: detection.entries.map(describeEntry),
          fact: { kind: 'metabolite-only', substance: detection.substance },
          ...(METABOLITE_SOURCES[detection.substance] && { source: METABOLITE_SOURCES[detection.substance] }),
          ...(detection.substance === 'cocaine' && {
            caveat:
              'Cocaine keeps breaking down to benzoylecgonine after death and in the tube, so its absence may also ' +
              'reflect that breakdown rather than earlier use.',
          }),
          ...(anpp && {
            caveat:
              '4-ANPP is also a precursor and impurity of illicitly made fentanyl, so it may come with the drug ' +
              'rather than from its metabolism.',
          }),
        };
      }),
};

/** A positive class screen ("Opiates") names a class, not a substance: it needs a confirmation to say which. */
export const classScreenPositive: Rule = {
  id: 'class-screen-positive',
  source: SOURCES.classScreen,
  caveat:
    'Class screens cross-react within the class (and sometimes outside it); only a confirmation names the ' +
    'substance and can tell a prescribed drug from an illicit one.',
  apply: ({ entries }) => {
    const screens = entries.filter(
      (entry) =>
        entry.analyte.kind === 'panel' && entry.analyte.entry.drugClass && isDetected(entry.result.qualifier),
    );
    const classes = [
      ...new Set(
        screens.map((entry) => (entry.analyte.kind === 'panel' ? entry.analyte.entry.drugClass : null)),
      ),
    ].filter((drugClass): drugClass is NonNullable<typeof drugClass> => drugClass !== null);
    return classes.map((drugClass) => ({
      statement: `A screen for the ${drugClass} class was positive; it does not identify which substance.`,
      inputs: screens
        .filter((entry) => entry.analyte.kind === 'panel' && entry.analyte.entry.drugClass === drugClass)
        .map(describeEntry),
      fact: { kind: 'class-screen', drugClass },
    }));
  },
};

/** Ethanol in blood while vitreous humor or urine, tested too, has none: the pattern of ethanol made after death. */
export const ethanolSpecimensDisagree: Rule = {
  id: 'ethanol-specimens-disagree',
  source: SOURCES.ethanolSpecimens,
  caveat:
    'Vitreous humor and urine take up ethanol more slowly than blood; very soon after drinking they may still be ' +
    'negative, and they can form ethanol after death too.',
  apply: ({ entries }) => {
    const ethanol = entries.filter(
      (entry) =>
        isSubstance(entry) &&
        entry.analyte.entry.analyte === 'ethanol' &&
        entry.result.qualifier !== 'unreadable',
    );
    const inBloodOnly = ethanol.filter(
      (entry) => BLOOD.includes(entry.specimen.specimenClass) && isDetected(entry.result.qualifier),
    );
    const negativeElsewhere = ethanol.filter(
      (entry) =>
        (entry.specimen.specimenClass === 'vitreous' || entry.specimen.specimenClass === 'urine') &&
        !isDetected(entry.result.qualifier),
    );
    if (inBloodOnly.length === 0 || negativeElsewhere.length === 0) return [];
    return [
      {
        statement:
          'Ethanol was found in blood but not in vitreous humor or urine, a pattern consistent with ethanol formed ' +
          'after death rather than drinking.',
        inputs: [...inBloodOnly, ...negativeElsewhere].map(describeEntry),
        fact: { kind: 'ethanol-postmortem' },
      },
    ];
  },
};

export const naloxoneDetected: Rule = {
  id: 'naloxone-detected',
  source: SOURCES.laboratoryResult,
  caveat:
    'Naloxone is usually given by responders when an opioid overdose is suspected; its presence shows that ' +
    'suspicion, not an overdose.',
  apply: ({ entries }) => {
    const naloxone = detections(entries).find((detection) => detection.substance === 'naloxone');
    if (!naloxone) return [];
    return [
      {
        statement:
          'Naloxone was detected, consistent with its administration during attempted resuscitation.',
        inputs: naloxone.entries.map(describeEntry),
        fact: { kind: 'naloxone' },
      },
    ];
  },
};

/**
 * Depressants found together in blood, when one of them is an opioid (FDA 2016: opioids with benzodiazepines or
 * other CNS depressants, including alcohol) or a gabapentinoid (FDA 2019: with opioids and other CNS depressants).
 * Two depressants of neither kind are not judged: no source read says what they do together.
 */
export const cnsDepressantCombination: Rule = {
  id: 'cns-depressant-combination',
  source: SOURCES.fdaOpioidBenzodiazepine,
  caveat:
    'Depressants add to one another: together they may depress breathing at concentrations each of which alone ' +
    'would not; tolerance varies between people.',
  apply: ({ entries }) => {
    const depressants = detections(entries).filter(
      (detection) =>
        CLASS_OF.get(detection.substance)?.cnsDepressant && detection.confirmed && inBlood(detection),
    );
    const classes = depressants.map((detection) => CLASS_OF.get(detection.substance)?.drugClass);
    const opioid = classes.includes('opioid');
    if (depressants.length < 2 || (!opioid && !classes.includes('gabapentinoid'))) return [];
    const named = depressants.map(
      (detection) =>
        `${detection.substance} (${CLASS_OF.get(detection.substance)?.drugClass ?? 'depressant'})`,
    );
    return [
      {
        statement: `Several central nervous system depressants were found together in blood: ${listOf(named)}.`,
        inputs: depressants.flatMap((detection) => detection.entries.map(describeEntry)),
        fact: { kind: 'combination', substances: depressants.map((detection) => detection.substance) },
        ...(!opioid && { source: SOURCES.fdaGabapentinoid }),
      },
    ];
  },
};

export const opioidManner: Rule = {
  id: 'opioid-manner-guidance',
  source: SOURCES.name2014,
  caveat:
    'Toxicology cannot show intent; the manner rests on the investigation of history and scene, which this rule ' +
    'does not read.',
  apply: ({ entries }) => {
    const opioids = detections(entries).filter(
      (detection) =>
        CLASS_OF.get(detection.substance)?.drugClass === 'opioid' &&
        detection.confirmed &&
        inBlood(detection),
    );
    if (opioids.length === 0) return [];
    return [
      {
        statement:
          'Published guidance classes deaths from opioid misuse without any apparent intent of self-harm as ' +
          'accidents, keeping "undetermined" for cases where evidence supports more than one manner.',
        inputs: opioids.flatMap((detection) => detection.entries.map(describeEntry)),
        fact: { kind: 'opioid-manner' },
      },
    ];
  },
};
