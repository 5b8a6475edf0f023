import { capitalised, listOf } from './evidence.js';
import type { FiredFinding } from './engine.js';
import type { Fact } from './types.js';

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

function pick<K extends Fact['kind']>(fired: readonly FiredFinding[], kind: K): Of<K>[] {
  return fired
    .filter((item) => item.fact.kind === kind)
    .map((item) => ({ id: item.finding.id, fact: item.fact as Extract<Fact, { kind: K }> }));
}

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
const sentence = (text: string, items: readonly { id: string }[]): Sentence => ({
  text,
  findings: ids(items),
});

/** How a hypothesis names what a measured analyte stands for. */
const NAMES: Record<string, string> = { carboxyhemoglobin: 'carbon monoxide' };

/** The concentrations that place a substance in the toxic or fatal range. */
const SERIOUS = new Set(['toxic', 'fatal']);

/** The summary and the two hypotheses, written only from the findings that fired: every sentence cites them. */
export function writeText(fired: readonly FiredFinding[]): InsightText {
  const noEntries = pick(fired, 'no-entries');
  const allNegative = pick(fired, 'all-negative');
  const detected = pick(fired, 'detected');
  const concentrations = pick(fired, 'concentration');
  const serious = concentrations.filter((item) => SERIOUS.has(item.fact.level));
  const combination = pick(fired, 'combination');
  const heroin = pick(fired, 'heroin-marker');
  const metaboliteOnly = pick(fired, 'metabolite-only');
  const urineOnly = pick(fired, 'urine-only');
  const presumptive = pick(fired, 'presumptive-only');
  const classScreens = pick(fired, 'class-screen');
  const naloxone = pick(fired, 'naloxone');
  const missing = [...pick(fired, 'no-blood'), ...pick(fired, 'no-quantitative')];
  const notInterpreted = pick(fired, 'not-interpreted');
  const autopsy = pick(fired, 'autopsy');
  const opioidManner = pick(fired, 'opioid-manner');

  const summary: Sentence[] = [];
  if (noEntries.length > 0) {
    summary.push(
      sentence('Insufficient data to summarise toxicology: the case has no toxicology entries', noEntries),
    );
  }
  if (allNegative.length > 0) {
    summary.push(
      sentence(
        'Every readable toxicology result was negative or below the limit of quantitation',
        allNegative,
      ),
    );
  }
  if (detected.length > 0) {
    const names = detected.map(({ fact }) => `${fact.substance} (${listOf(fact.specimens)})`);
    summary.push(sentence(`Substances detected: ${listOf(names)}`, detected));
  }
  for (const item of heroin)
    summary.push(sentence('6-MAM, a marker specific to heroin, shows heroin use', [item]));
  for (const item of concentrations) {
    summary.push(
      sentence(
        `${capitalised(item.fact.substance)} was measured at ${item.fact.text} in blood, ${levelWords(item.fact.level)}`,
        [item],
      ),
    );
  }
  for (const item of combination) {
    summary.push(
      sentence(
        `Several central nervous system depressants were found together (${listOf(item.fact.substances)})`,
        [item],
      ),
    );
  }
  for (const item of metaboliteOnly) {
    summary.push(
      sentence(`Only metabolites of ${item.fact.substance} were found, consistent with earlier use`, [item]),
    );
  }
  if (urineOnly.length > 0) {
    const names = listOf(urineOnly.map(({ fact }) => fact.substance));
    summary.push(
      sentence(
        `${capitalised(names)} ${urineOnly.length === 1 ? 'was' : 'were'} found in urine only, which shows exposure rather than effect at death`,
        urineOnly,
      ),
    );
  }
  if (presumptive.length > 0) {
    const names = listOf(presumptive.map(({ fact }) => fact.substance));
    summary.push(
      sentence(
        `${capitalised(names)} ${presumptive.length === 1 ? 'rests' : 'rest'} on unconfirmed screening results`,
        presumptive,
      ),
    );
  }
  if (classScreens.length > 0) {
    const classes = listOf(classScreens.map(({ fact }) => fact.drugClass));
    summary.push(
      sentence(`A class screen was positive (${classes}) without identifying the substance`, classScreens),
    );
  }
  if (naloxone.length > 0) {
    summary.push(sentence('Naloxone was detected, consistent with attempted resuscitation', naloxone));
  }
  if (missing.length > 0) {
    summary.push(
      sentence(
        'Insufficient data to interpret concentrations: no blood specimen or no quantitative result was recorded',
        missing,
      ),
    );
  }
  if (notInterpreted.length > 0) {
    summary.push(
      sentence('Some entries were not interpreted and need a person to read them', notInterpreted),
    );
  }

  return { summary, causeOfDeath: causeText(), mannerOfDeath: mannerText() };

  function causeText(): Sentence[] {
    const cause: Sentence[] = [];
    const toxic = [...serious, ...combination];
    if (toxic.length > 0) {
      const substances = [
        ...new Set([
          ...serious.map((item) => NAMES[item.fact.substance] ?? item.fact.substance),
          ...combination.flatMap((item) => item.fact.substances),
        ]),
      ];
      cause.push(
        sentence(`The findings are consistent with a toxicity involving ${listOf(substances)}`, toxic),
      );
      if (combination.length > 0) {
        cause.push(
          sentence(
            'The combined depressant effect of these substances is consistent with a contribution to death',
            combination,
          ),
        );
      }
    } else if (noEntries.length > 0) {
      cause.push(
        sentence('Insufficient data to form a cause-of-death hypothesis from toxicology', noEntries),
      );
    } else if (allNegative.length > 0) {
      cause.push(
        sentence(
          'The toxicology findings are not consistent with an intoxication by the substances tested; a cause other than those substances is to be considered',
          allNegative,
        ),
      );
    } else if (detected.length > 0) {
      cause.push(
        sentence(
          'Insufficient data to attribute death to the substances detected: none was measured in blood in the toxic or fatal range of the reference table',
          [...detected, ...concentrations, ...missing],
        ),
      );
    } else {
      cause.push(
        sentence('Insufficient data to form a cause-of-death hypothesis from toxicology', [
          ...classScreens,
          ...notInterpreted,
          ...missing,
          ...autopsy,
        ]),
      );
    }
    for (const item of autopsy) cause.push(sentence(autopsyWords(item.fact.status), [item]));
    return cause;
  }

  function mannerText(): Sentence[] {
    const manner: Sentence[] = [];
    const toxic = [...serious, ...combination];
    if (toxic.length > 0) {
      manner.push(
        sentence(
          'Toxicology cannot show intent: the findings are consistent with a toxic death whose manner rests on history and scene investigation',
          [...toxic, ...autopsy],
        ),
      );
      if (opioidManner.length > 0) {
        manner.push(
          sentence(
            'If the investigation finds opioid misuse without intent of self-harm, published guidance is consistent with an accidental manner',
            opioidManner,
          ),
        );
      }
    } else {
      const basis =
        noEntries.length > 0
          ? noEntries
          : allNegative.length > 0
            ? allNegative
            : detected.length > 0
              ? detected
              : [...classScreens, ...notInterpreted, ...missing, ...autopsy];
      manner.push(sentence('Insufficient data to suggest a manner of death from toxicology alone', basis));
    }
    return manner;
  }
}

function levelWords(level: string): string {
  switch (level) {
    case 'fatal':
      return 'at or above concentrations listed with coma or death';
    case 'toxic':
      return 'at or above concentrations listed as toxic';
    case 'above therapeutic':
      return 'above the therapeutic range';
    case 'therapeutic':
      return 'within the therapeutic range';
    case 'below therapeutic':
      return 'below the therapeutic range';
    default:
      return 'below the toxic and fatal values of the reference table';
  }
}

function autopsyWords(status: string): string {
  switch (status) {
    case 'full':
      return 'Any hypothesis is to be weighed against the full autopsy findings, history and scene investigation';
    case 'none':
      return 'No autopsy was performed, so causes other than toxicity cannot be excluded';
    case 'external':
    case 'partial':
      return 'The autopsy was limited, so causes outside its scope cannot be excluded';
    default:
      return 'Whether an autopsy was performed is not recorded, which limits any hypothesis';
  }
}

/** Sentences as the case page shows them, each ending with the findings it cites: "... [F1, F3]." */
export const rendered = (sentences: readonly Sentence[]) =>
  sentences.map((item) => `${item.text.replace(/[.\s]+$/, '')} [${item.findings.join(', ')}].`).join(' ');
