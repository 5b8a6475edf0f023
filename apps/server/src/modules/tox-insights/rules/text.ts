import { capitalised, listOf } from './evidence.js';
import type { FiredFinding } from './engine.js';
import type { Fact, Level } from './types.js';

/** One sentence and the findings it rests on. */
export interface Sentence {
  text: string;
  findings: string[];
}

export interface InsightText {
  summary: Sentence[];
  causeOfDeath: Sentence[];
  mannerOfDeath: Sentence[];
}

type Of<K extends Fact['kind']> = { id: string; fact: Extract<Fact, { kind: K }> };
type Cited = readonly { id: string }[];

function pick<K extends Fact['kind']>(fired: readonly FiredFinding[], kind: K): Of<K>[] {
  return fired
    .filter((item) => item.fact.kind === kind)
    .map((item) => ({ id: item.finding.id, fact: item.fact as Extract<Fact, { kind: K }> }));
}

const sentence = (text: string, cited: Cited): Sentence => ({ text, findings: cited.map((item) => item.id) });
/** The sentence when some finding supports it, none otherwise. */
const when = (cited: Cited, text: () => string): Sentence[] =>
  cited.length > 0 ? [sentence(text(), cited)] : [];
const wasWere = (cited: Cited) => (cited.length === 1 ? 'was' : 'were');

/** How a hypothesis names what a measured analyte stands for. */
const NAMES: Record<string, string> = { carboxyhemoglobin: 'carbon monoxide' };

const LEVEL_WORDS: Record<Level, string> = {
  fatal: 'at or above concentrations listed with coma or death',
  toxic: 'at or above concentrations listed as toxic',
  'above therapeutic': 'above the therapeutic range',
  therapeutic: 'within the therapeutic range',
  'below therapeutic': 'below the therapeutic range',
  'below toxic': 'below the toxic and fatal values of the reference table',
};

const AUTOPSY_WORDS: Record<Extract<Fact, { kind: 'autopsy' }>['status'], string> = {
  full: 'Any hypothesis is to be weighed against the full autopsy findings, history and scene investigation',
  partial: 'The autopsy was limited, so causes outside its scope cannot be excluded',
  external: 'The autopsy was limited, so causes outside its scope cannot be excluded',
  none: 'No autopsy was performed, so causes other than toxicity cannot be excluded',
  unknown: 'Whether an autopsy was performed is not recorded, which limits any hypothesis',
};

function gather(fired: readonly FiredFinding[]) {
  const concentrations = pick(fired, 'concentration');
  const serious = concentrations.filter((item) => item.fact.level === 'toxic' || item.fact.level === 'fatal');
  const combination = pick(fired, 'combination');
  return {
    noEntries: pick(fired, 'no-entries'),
    allNegative: pick(fired, 'all-negative'),
    detected: pick(fired, 'detected'),
    concentrations,
    serious,
    combination,
    /** What points to a toxicity: a concentration in the toxic or fatal range, depressants together. */
    toxic: [...serious, ...combination],
    heroin: pick(fired, 'heroin-marker'),
    metaboliteOnly: pick(fired, 'metabolite-only'),
    urineOnly: pick(fired, 'urine-only'),
    presumptive: pick(fired, 'presumptive-only'),
    classScreens: pick(fired, 'class-screen'),
    naloxone: pick(fired, 'naloxone'),
    ethanolPostmortem: pick(fired, 'ethanol-postmortem'),
    missing: [...pick(fired, 'no-blood'), ...pick(fired, 'no-quantitative')],
    notInterpreted: pick(fired, 'not-interpreted'),
    autopsy: pick(fired, 'autopsy'),
    opioidManner: pick(fired, 'opioid-manner'),
  };
}
type Gathered = ReturnType<typeof gather>;

function summaryOf(f: Gathered): Sentence[] {
  return [
    ...when(
      f.noEntries,
      () => 'Insufficient data to summarise toxicology: the case has no toxicology entries',
    ),
    ...when(
      f.allNegative,
      () => 'Every readable toxicology result was negative or below the limit of quantitation',
    ),
    ...when(
      f.detected,
      () =>
        `Substances detected: ${listOf(f.detected.map(({ fact }) => `${fact.substance} (${listOf(fact.specimens)})`))}`,
    ),
    ...when(f.heroin, () => '6-MAM, a marker specific to heroin, shows heroin use'),
    ...f.concentrations.map((item) =>
      sentence(
        `${capitalised(item.fact.substance)} was measured at ${item.fact.text} in ${item.fact.site}, ${LEVEL_WORDS[item.fact.level]}`,
        [item],
      ),
    ),
    ...f.combination.map((item) =>
      sentence(
        `Several central nervous system depressants were found together (${listOf(item.fact.substances)})`,
        [item],
      ),
    ),
    ...f.metaboliteOnly.map((item) =>
      sentence(`Only metabolites of ${item.fact.substance} were found, consistent with earlier use`, [item]),
    ),
    ...when(
      f.urineOnly,
      () =>
        `${capitalised(listOf(f.urineOnly.map(({ fact }) => fact.substance)))} ${wasWere(f.urineOnly)} found in ` +
        'urine only, which shows exposure rather than effect at death',
    ),
    ...when(
      f.presumptive,
      () =>
        `${capitalised(listOf(f.presumptive.map(({ fact }) => fact.substance)))} ${
          f.presumptive.length === 1 ? 'rests' : 'rest'
        } on unconfirmed screening results`,
    ),
    ...when(
      f.classScreens,
      () =>
        `A class screen was positive (${listOf(f.classScreens.map(({ fact }) => fact.drugClass))}) without ` +
        'identifying the substance',
    ),
    ...when(f.naloxone, () => 'Naloxone was detected, consistent with attempted resuscitation'),
    ...when(
      f.ethanolPostmortem,
      () => 'The ethanol pattern across specimens is consistent with formation after death',
    ),
    ...when(
      f.missing,
      () =>
        'Insufficient data to interpret concentrations: no blood specimen or no quantitative result was recorded',
    ),
    ...when(f.notInterpreted, () => 'Some entries were not interpreted and need a person to read them'),
  ];
}

/** What an "insufficient data" sentence rests on when nothing was detected. */
const lackOf = (f: Gathered): Cited => [...f.classScreens, ...f.notInterpreted, ...f.missing, ...f.autopsy];

function causeOf(f: Gathered): Sentence[] {
  const autopsy = f.autopsy.map((item) => sentence(AUTOPSY_WORDS[item.fact.status], [item]));
  if (f.toxic.length > 0) {
    const substances = new Set([
      ...f.serious.map((item) => NAMES[item.fact.substance] ?? item.fact.substance),
      ...f.combination.flatMap((item) => item.fact.substances),
    ]);
    return [
      sentence(`The findings are consistent with a toxicity involving ${listOf([...substances])}`, f.toxic),
      ...when(
        f.combination,
        () => 'The combined depressant effect of these substances is consistent with a contribution to death',
      ),
      ...when(
        substances.has('ethanol') ? f.ethanolPostmortem : [],
        () => 'The blood ethanol may have formed after death',
      ),
      ...autopsy,
    ];
  }
  return [causeWithoutToxicity(f), ...autopsy];
}

function causeWithoutToxicity(f: Gathered): Sentence {
  const insufficient = 'Insufficient data to form a cause-of-death hypothesis from toxicology';
  if (f.noEntries.length > 0) return sentence(insufficient, f.noEntries);
  if (f.allNegative.length > 0) {
    return sentence(
      'The toxicology findings are not consistent with an intoxication by the substances tested; a cause other ' +
        'than those substances is to be considered',
      f.allNegative,
    );
  }
  if (f.detected.length > 0) {
    return sentence(
      'Insufficient data to attribute death to the substances detected: none was measured in blood in the toxic ' +
        'or fatal range of the reference table',
      [...f.detected, ...f.concentrations, ...f.missing],
    );
  }
  return sentence(insufficient, lackOf(f));
}

function mannerOf(f: Gathered): Sentence[] {
  if (f.toxic.length > 0) {
    return [
      sentence(
        'Toxicology cannot show intent: the findings are consistent with a toxic death whose manner rests on ' +
          'history and scene investigation',
        [...f.toxic, ...f.autopsy],
      ),
      ...when(
        f.opioidManner,
        () =>
          'If the investigation finds opioid misuse without intent of self-harm, published guidance is consistent ' +
          'with an accidental manner',
      ),
    ];
  }
  const basis = [f.noEntries, f.allNegative, f.detected].find((cited) => cited.length > 0) ?? lackOf(f);
  return [sentence('Insufficient data to suggest a manner of death from toxicology alone', basis)];
}

/** The summary and the two hypotheses, written only from the findings that fired: every sentence cites them. */
export function writeText(fired: readonly FiredFinding[]): InsightText {
  const gathered = gather(fired);
  return { summary: summaryOf(gathered), causeOfDeath: causeOf(gathered), mannerOfDeath: mannerOf(gathered) };
}

/** Sentences as the case page shows them, each ending with the findings it cites: "... [F1, F3]." */
export const rendered = (sentences: readonly Sentence[]) =>
  sentences.map((item) => `${item.text.replace(/[.\s]+$/, '')} [${item.findings.join(', ')}].`).join(' ');
