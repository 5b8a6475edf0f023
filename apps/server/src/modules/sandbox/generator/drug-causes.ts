import type { Manner } from './causes-of-death.js';
import { SUBSTANCES, type SubstanceKey } from './substances.js';
import { weightedTable, type SeededRandom, type WeightedTable } from './seeded-random.js';

export interface DrugCause {
  text: string;
  icd10: string;
  /** The drugs named in the cause, in the order named; toxicology will find each of them. */
  drugs: SubstanceKey[];
}

const STREET_PRIMARY = weightedTable<SubstanceKey>([
  ['fentanyl', 60],
  ['methamphetamine', 14],
  ['cocaine', 8],
  ['heroin', 4],
  ['oxycodone', 3],
  ['methadone', 2],
  ['hydrocodone', 1.5],
  ['acetylfentanyl', 1.5],
  ['carfentanil', 0.7],
  ['furanylfentanyl', 0.3],
  ['butyrylfentanyl', 0.2],
  ['tramadol', 1],
  ['morphine', 1],
  ['buprenorphine', 0.5],
  ['hydromorphone', 0.5],
  ['oxymorphone', 0.3],
  ['codeine', 0.2],
  ['alprazolam', 1],
]);

const STREET_COMBINED = weightedTable<SubstanceKey>([
  ['methamphetamine', 30],
  ['fentanyl', 12],
  ['cocaine', 18],
  ['xylazine', 15],
  ['alprazolam', 10],
  ['ethanol', 10],
  ['gabapentin', 6],
  ['heroin', 5],
  ['acetylfentanyl', 3],
  ['diphenhydramine', 3],
]);

const INTENTIONAL_PRIMARY = weightedTable<SubstanceKey>([
  ['oxycodone', 15],
  ['hydrocodone', 10],
  ['tramadol', 8],
  ['alprazolam', 12],
  ['diphenhydramine', 12],
  ['amitriptyline', 10],
  ['sertraline', 5],
  ['methadone', 5],
  ['morphine', 5],
  ['fentanyl', 8],
  ['gabapentin', 5],
  ['codeine', 3],
]);

const INTENTIONAL_COMBINED = weightedTable<SubstanceKey>([
  ['ethanol', 30],
  ['alprazolam', 20],
  ['diphenhydramine', 15],
  ['gabapentin', 10],
  ['oxycodone', 10],
  ['sertraline', 8],
  ['amitriptyline', 7],
]);

const DRUG_COUNT = weightedTable<number>([
  [1, 45],
  [2, 40],
  [3, 15],
]);

function pickDrugs(
  rng: SeededRandom,
  primary: WeightedTable<SubstanceKey>,
  combined: WeightedTable<SubstanceKey>,
) {
  const drugs: SubstanceKey[] = [rng.weighted(primary)];
  const wanted = rng.weighted(DRUG_COUNT);
  for (let attempt = 0; drugs.length < wanted && attempt < 8; attempt += 1) {
    const next = rng.weighted(combined);
    if (!drugs.includes(next)) drugs.push(next);
  }
  return drugs;
}

// ICD-10 underlying-cause codes: X42/X62/Y12 narcotics, X41/X61/Y11 psychotropics, X45/X65/Y15 alcohol,
// X44/X64/Y14 other drugs; by manner (accident / suicide / undetermined).
const CODES: Record<'narcotic' | 'psychotropic' | 'alcohol' | 'other', Record<Manner, string>> = {
  narcotic: { Accident: 'X42', Suicide: 'X62', Undetermined: 'Y12', Natural: 'X42', Homicide: 'X85' },
  psychotropic: { Accident: 'X41', Suicide: 'X61', Undetermined: 'Y11', Natural: 'X41', Homicide: 'X85' },
  alcohol: { Accident: 'X45', Suicide: 'X65', Undetermined: 'Y15', Natural: 'X45', Homicide: 'X85' },
  other: { Accident: 'X44', Suicide: 'X64', Undetermined: 'Y14', Natural: 'X44', Homicide: 'X85' },
};

const PSYCHOTROPIC: ReadonlySet<SubstanceKey> = new Set<SubstanceKey>([
  'methamphetamine',
  'amphetamine',
  'alprazolam',
  'sertraline',
  'amitriptyline',
]);

function icd10For(drugs: readonly SubstanceKey[], manner: Manner): string {
  if (drugs.some((drug) => SUBSTANCES[drug].narcotic)) return CODES.narcotic[manner];
  if (drugs.some((drug) => PSYCHOTROPIC.has(drug))) return CODES.psychotropic[manner];
  if (drugs.every((drug) => drug === 'ethanol')) return CODES.alcohol[manner];
  return CODES.other[manner];
}

const OPIOID_WORDED: ReadonlySet<SubstanceKey> = new Set<SubstanceKey>([
  'fentanyl',
  'heroin',
  'oxycodone',
  'hydrocodone',
  'methadone',
  'morphine',
  'acetylfentanyl',
  'carfentanil',
]);

/**
 * Wording as pathologists write it, always containing 'toxicity' or 'opioid' so the spec's drug-induced rule
 * (part 2 §9) counts every drug death.
 */
function causeText(rng: SeededRandom, drugs: readonly SubstanceKey[]): string {
  const names = drugs.map((drug) => SUBSTANCES[drug].causeName);
  const [first, second] = names;
  const opioidFirst = OPIOID_WORDED.has(drugs[0] as SubstanceKey);
  if (opioidFirst && rng.chance(0.12)) {
    return drugs.length === 1
      ? `Acute opioid toxicity (${first})`
      : `Acute opioid toxicity (${names.join(', ')})`;
  }
  if (drugs.length === 1) return `Acute ${first} toxicity`;
  if (drugs.length === 2 && rng.chance(0.15)) return `Acute ${first} and ${second} toxicity`;
  return `Acute combined drug toxicity (${names.join(', ')})`;
}

export function buildDrugCause(rng: SeededRandom, manner: Manner): DrugCause {
  const drugs =
    manner === 'Suicide'
      ? pickDrugs(rng, INTENTIONAL_PRIMARY, INTENTIONAL_COMBINED)
      : pickDrugs(rng, STREET_PRIMARY, STREET_COMBINED);
  return { text: causeText(rng, drugs), icd10: icd10For(drugs, manner), drugs };
}
