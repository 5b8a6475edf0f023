import type { CauseCategory, Manner } from './causes-of-death.js';
import type { ToxicologyRow } from './field-ids.js';
import { SUBSTANCES, concentrationText, type SubstanceKey } from './substances.js';
import { weightedTable, type SeededRandom } from './seeded-random.js';

export type ToxicologyEntry = Omit<ToxicologyRow, 'case_id'>;

/** Confirmation methods and specimens from the spec's toxicology form options (part 2 §3). */
const CONFIRMATION_METHOD = weightedTable([
  ['LC-MS/MS', 70],
  ['GC/MS', 22],
  ['NMS Custom Panel', 5],
  ['GC', 3],
]);

const BLOOD_SPECIMEN = weightedTable([
  ['Blood Femoral', 40],
  ['Blood Peripheral', 18],
  ['Blood', 20],
  ['Blood Cardiac', 12],
  ['Blood Central', 8],
  ['Serum/Plasma', 2],
]);

const URINE_SCREEN_METHOD = weightedTable([
  ['ELISA', 40],
  ['EMIT', 30],
  ['CEDIA', 20],
  ['Comprehensive Drug Panel', 10],
]);

const BROAD_PANEL_METHOD = weightedTable([
  ['Comprehensive Drug Panel', 55],
  ['UH Toxicology Panel', 25],
  ['NMS Custom Panel', 15],
  ['Manual Analysis/Review', 5],
]);

const PANEL_SPECIMEN = weightedTable([
  ['Blood Femoral', 40],
  ['Blood', 30],
  ['Urine', 12],
  ['Blood Cardiac', 8],
  ['Liver', 3],
  ['Gastric Contents', 3],
  ['Bile', 2],
  ['Hair', 1],
  ['Nails', 1],
]);

const ETHANOL_SPECIMEN = weightedTable([
  ['Blood Femoral', 45],
  ['Blood', 25],
  ['Vitreous Humor', 20],
  ['Vitreous', 10],
]);

const MAX_ENTRIES = 6;

function confirmation(rng: SeededRandom, key: SubstanceKey, fatal: boolean): ToxicologyEntry {
  const isEthanol = key === 'ethanol';
  return {
    analysis: SUBSTANCES[key].analysis,
    method: isEthanol ? 'Headspace GC' : rng.weighted(CONFIRMATION_METHOD),
    specimen: rng.weighted(isEthanol ? ETHANOL_SPECIMEN : BLOOD_SPECIMEN),
    results: concentrationText(rng, key, fatal),
  };
}

function urineScreen(rng: SeededRandom, key: SubstanceKey): ToxicologyEntry {
  const fentanylLike = SUBSTANCES[key].causeName.includes('fentanyl');
  return {
    analysis: SUBSTANCES[key].analysis,
    method: fentanylLike && rng.chance(0.4) ? 'Fentanyl Test Strip' : rng.weighted(URINE_SCREEN_METHOD),
    specimen: 'Urine',
    results: rng.chance(0.9) ? 'Positive' : 'Presumptive Positive',
  };
}

function ethanolEntry(rng: SeededRandom, positiveChance: number): ToxicologyEntry {
  return rng.chance(positiveChance)
    ? confirmation(rng, 'ethanol', false)
    : {
        analysis: 'Ethanol',
        method: 'Headspace GC',
        specimen: rng.weighted(ETHANOL_SPECIMEN),
        results: 'None Detected',
      };
}

/** A drug death's results: every drug in the cause at a fatal level, metabolites, a urine screen, ethanol. */
export function drugDeathToxicology(rng: SeededRandom, drugs: readonly SubstanceKey[]): ToxicologyEntry[] {
  const entries = drugs.map((drug) => confirmation(rng, drug, true));
  for (const drug of drugs) {
    for (const metabolite of SUBSTANCES[drug].metabolites) {
      if (rng.chance(0.6)) entries.push(confirmation(rng, metabolite, true));
    }
  }
  if (rng.chance(0.5)) entries.push(urineScreen(rng, drugs[0] as SubstanceKey));
  if (!drugs.includes('ethanol') && rng.chance(0.6)) entries.push(ethanolEntry(rng, 0.2));
  if (rng.chance(0.25)) {
    entries.push({
      analysis: 'Naloxone',
      method: 'Narcan/Naloxone Screen',
      specimen: 'Blood',
      results: 'Positive',
    });
  }
  return entries.slice(0, MAX_ENTRIES); // confirmations come first, so every named drug survives the cap
}

const ETHANOL_POSITIVE_SHARE: Partial<Record<CauseCategory, number>> = {
  vehicle: 0.35,
  pedestrian: 0.4,
  drowning: 0.3,
  firearm: 0.3,
  sharp: 0.3,
  'blunt-assault': 0.35,
  fire: 0.25,
  fall: 0.15,
  exposure: 0.4,
  alcohol: 0.5,
};

const INCIDENTAL = weightedTable<SubstanceKey>([
  ['thc', 30],
  ['caffeine', 15],
  ['cotinine', 15],
  ['diphenhydramine', 10],
  ['sertraline', 8],
  ['hydrocodone', 6],
  ['morphine', 6],
  ['gabapentin', 5],
  ['cocaine', 3],
  ['methamphetamine', 2],
]);

/** Share of non-drug deaths that get a toxicology work-up, by manner; the office tests most injury deaths. */
export const SCREENING_SHARE: Record<Manner, number> = {
  Natural: 0.22,
  Accident: 0.6,
  Suicide: 0.75,
  Homicide: 0.85,
  Undetermined: 0.7,
};

/** A routine screen of a death not caused by drugs: mostly negative, sometimes ethanol or an incidental drug. */
export function screeningToxicology(
  rng: SeededRandom,
  category: CauseCategory,
  ageYears: number,
): ToxicologyEntry[] {
  const entries: ToxicologyEntry[] = [];
  if (category === 'carbon-monoxide' || category === 'fire') {
    entries.push({
      analysis: SUBSTANCES.carboxyhemoglobin.analysis,
      method: 'UV',
      specimen: 'Blood Cardiac',
      results: concentrationText(rng, 'carboxyhemoglobin', true),
    });
  }
  const incidental = ageYears >= 14 && rng.chance(0.3) ? rng.weighted(INCIDENTAL) : undefined;
  entries.push(
    incidental
      ? confirmation(rng, incidental, false)
      : {
          analysis: 'Drug screen',
          method: rng.weighted(BROAD_PANEL_METHOD),
          specimen: rng.weighted(PANEL_SPECIMEN),
          results: 'None Detected',
        },
  );
  const ethanolShare = ageYears >= 14 ? (ETHANOL_POSITIVE_SHARE[category] ?? 0.08) : 0;
  if (rng.chance(0.8)) entries.push(ethanolEntry(rng, ethanolShare));
  if (rng.chance(0.15)) entries.push({ ...urineScreen(rng, 'thc'), results: 'Negative' });
  return entries;
}
