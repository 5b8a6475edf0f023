import type { OPIOID_SUBSTANCES } from '@hde/contracts';
import type { SeededRandom } from './seeded-random.js';

type OtherSubstance =
  | 'heroin'
  | 'methamphetamine'
  | 'amphetamine'
  | 'benzoylecgonine'
  | 'norfentanyl'
  | 'despropionylfentanyl'
  | 'xylazine'
  | 'alprazolam'
  | 'gabapentin'
  | 'diphenhydramine'
  | 'sertraline'
  | 'amitriptyline'
  | 'ethanol'
  | 'thc'
  | 'naloxone'
  | 'caffeine'
  | 'cotinine'
  | 'carboxyhemoglobin';

export type SubstanceKey = (typeof OPIOID_SUBSTANCES)[number] | OtherSubstance;

type Unit = 'ng/mL' | 'mcg/mL' | 'g/dL' | '% saturation';

export interface Substance {
  /** The analyte as a toxicology report names it. */
  analysis: string;
  /** The word a pathologist uses in the cause of death. */
  causeName: string;
  unit: Unit;
  /** Typical range found in fatal (drug cases) or incidental (others) blood concentrations. */
  fatalRange: readonly [number, number];
  incidentalRange: readonly [number, number];
  metabolites: readonly SubstanceKey[];
  /** Narcotics (ICD-10 X42/X62/Y12) versus other drugs, for the cause's code. */
  narcotic: boolean;
}

function substance(
  analysis: string,
  causeName: string,
  unit: Unit,
  fatalRange: readonly [number, number],
  incidentalRange: readonly [number, number],
  narcotic: boolean,
  metabolites: readonly SubstanceKey[] = [],
): Substance {
  return { analysis, causeName, unit, fatalRange, incidentalRange, metabolites, narcotic };
}

export const SUBSTANCES: Record<SubstanceKey, Substance> = {
  fentanyl: substance('Fentanyl', 'fentanyl', 'ng/mL', [4, 60], [0.5, 3], true, [
    'norfentanyl',
    'despropionylfentanyl',
  ]),
  morphine: substance('Morphine', 'morphine', 'ng/mL', [60, 600], [10, 60], true),
  cocaine: substance('Cocaine', 'cocaine', 'ng/mL', [100, 2000], [10, 80], true, ['benzoylecgonine']),
  oxycodone: substance('Oxycodone', 'oxycodone', 'ng/mL', [200, 1500], [10, 80], true),
  hydrocodone: substance('Hydrocodone', 'hydrocodone', 'ng/mL', [100, 800], [10, 60], true),
  methadone: substance('Methadone', 'methadone', 'ng/mL', [400, 2000], [100, 400], true),
  buprenorphine: substance('Buprenorphine', 'buprenorphine', 'ng/mL', [5, 40], [0.5, 5], true),
  hydromorphone: substance('Hydromorphone', 'hydromorphone', 'ng/mL', [25, 200], [2, 20], true),
  oxymorphone: substance('Oxymorphone', 'oxymorphone', 'ng/mL', [20, 150], [2, 15], true),
  tramadol: substance('Tramadol', 'tramadol', 'ng/mL', [1500, 9000], [100, 800], true),
  codeine: substance('Codeine', 'codeine', 'ng/mL', [300, 2000], [20, 200], true),
  carfentanil: substance('Carfentanil', 'carfentanil', 'ng/mL', [0.1, 2], [0.05, 0.1], true),
  acetylfentanyl: substance('Acetylfentanyl', 'acetylfentanyl', 'ng/mL', [5, 200], [0.5, 5], true),
  furanylfentanyl: substance('Furanylfentanyl', 'furanylfentanyl', 'ng/mL', [1, 20], [0.2, 1], true),
  butyrylfentanyl: substance('Butyrylfentanyl', 'butyrylfentanyl', 'ng/mL', [5, 80], [0.5, 5], true),
  heroin: substance('6-Monoacetylmorphine', 'heroin', 'ng/mL', [5, 60], [1, 5], true, ['morphine']),
  methamphetamine: substance('Methamphetamine', 'methamphetamine', 'ng/mL', [500, 5000], [20, 300], false, [
    'amphetamine',
  ]),
  amphetamine: substance('Amphetamine', 'amphetamine', 'ng/mL', [100, 800], [10, 100], false),
  benzoylecgonine: substance('Benzoylecgonine', 'cocaine', 'ng/mL', [500, 6000], [50, 500], true),
  norfentanyl: substance('Norfentanyl', 'fentanyl', 'ng/mL', [1, 20], [0.2, 2], true),
  despropionylfentanyl: substance(
    'Despropionylfentanyl (4-ANPP)',
    'fentanyl',
    'ng/mL',
    [0.5, 10],
    [0.1, 1],
    true,
  ),
  xylazine: substance('Xylazine', 'xylazine', 'ng/mL', [10, 300], [2, 10], false),
  alprazolam: substance('Alprazolam', 'alprazolam', 'ng/mL', [100, 500], [10, 60], false),
  gabapentin: substance('Gabapentin', 'gabapentin', 'mcg/mL', [20, 100], [2, 15], false),
  diphenhydramine: substance('Diphenhydramine', 'diphenhydramine', 'ng/mL', [2000, 15000], [30, 300], false),
  sertraline: substance('Sertraline', 'sertraline', 'ng/mL', [1000, 5000], [30, 250], false),
  amitriptyline: substance('Amitriptyline', 'amitriptyline', 'ng/mL', [1000, 6000], [50, 250], false),
  ethanol: substance('Ethanol', 'ethanol', 'g/dL', [0.3, 0.55], [0.02, 0.25], false),
  thc: substance('Delta-9-Tetrahydrocannabinol', 'THC', 'ng/mL', [2, 20], [0.5, 15], true),
  naloxone: substance('Naloxone', 'naloxone', 'ng/mL', [1, 20], [1, 20], false),
  caffeine: substance('Caffeine', 'caffeine', 'mcg/mL', [50, 150], [1, 10], false),
  cotinine: substance('Cotinine', 'nicotine', 'ng/mL', [100, 500], [20, 400], false),
  carboxyhemoglobin: substance(
    'Carboxyhemoglobin',
    'carbon monoxide',
    '% saturation',
    [45, 80],
    [2, 9],
    false,
  ),
};

function formatAmount(value: number, unit: Unit): string {
  if (unit === 'g/dL') return `${value.toFixed(3)} g/dL`;
  if (unit === '% saturation') return `${Math.round(value)}% saturation`;
  if (value >= 100) return `${Math.round(value)} ${unit}`;
  return `${value < 1 ? value.toFixed(2) : value.toFixed(1)} ${unit}`;
}

/** A concentration drawn log-uniformly from the range (real concentrations are skewed), as report text. */
export function concentrationText(rng: SeededRandom, key: SubstanceKey, fatal: boolean): string {
  const { unit, fatalRange, incidentalRange } = SUBSTANCES[key];
  const [low, high] = fatal ? fatalRange : incidentalRange;
  const value = Math.exp(rng.between(Math.log(low), Math.log(high)));
  return formatAmount(value, unit);
}
