import { SOURCES } from './sources.js';

/**
 * Reference concentrations in blood, in the normaliser's units (ng/mL, where 1 mg/L = 1000 ng/mL; ethanol in
 * g/100 mL; carboxyhemoglobin in % saturation). Every row names the source it was read from and quotes the cell as
 * printed; a substance whose values could not be read in a source, or whose printed values contradict each other
 * too much to place a result (buprenorphine, carisoprodol, bupropion), has no row. Ranges overlap in real cases
 * (tolerance, redistribution, other drugs): a row places a value, it does not decide what the value did.
 */
export interface ReferenceRow {
  /** The canonical substance (the dictionary's `substance`); the row applies to the parent analyte itself. */
  substance: string;
  unit: 'ng/mL' | 'g/100 mL' | '% saturation';
  /** Seen with ordinary therapeutic use (a lower bound of 0: "up to"). */
  therapeutic?: readonly [number, number];
  /** The lowest concentration the source lists as toxic. */
  toxicFrom?: number;
  /** The lowest concentration the source lists with coma or death ("comatose-fatal"). */
  fatalFrom?: number;
  /** The source's cells as printed, so a reader can check the conversion. */
  printed: string;
  source: string;
}

/** A row of Schulz et al. 2020 (Additional file 1): values printed in mg/L, stored here in ng/mL. */
function schulz(
  substance: string,
  printed: string,
  values: { therapeutic?: readonly [number, number]; toxicFrom?: number; fatalFrom?: number },
): ReferenceRow {
  const ng = (mgPerL: number) => Number((mgPerL * 1000).toPrecision(6));
  return {
    substance,
    unit: 'ng/mL',
    ...(values.therapeutic && {
      therapeutic: [ng(values.therapeutic[0]), ng(values.therapeutic[1])] as const,
    }),
    ...(values.toxicFrom !== undefined && { toxicFrom: ng(values.toxicFrom) }),
    ...(values.fatalFrom !== undefined && { fatalFrom: ng(values.fatalFrom) }),
    printed: `Schulz et al. 2020, mg/L: ${printed}`,
    source: SOURCES.schulz2020,
  };
}

const REFERENCE_TABLE: readonly ReferenceRow[] = [
  {
    substance: 'fentanyl',
    unit: 'ng/mL',
    therapeutic: [1, 2],
    fatalFrom: 3,
    printed:
      'UNODC: serum 1-2 ng/mL for analgesia (10-20 ng/mL for anaesthesia); blood 3.0-28 ng/mL in fentanyl-related ' +
      'fatalities',
    source: SOURCES.unodcFentanyl,
  },
  schulz('acetylfentanyl', 'comatose-fatal 0.23-0.27', { fatalFrom: 0.23 }),
  schulz('carfentanil', 'comatose-fatal 0.12; 0.145; 0.221; 1.3 ng/mL', { fatalFrom: 0.00012 }),
  schulz('furanylfentanyl', 'comatose-fatal 2.7 (0.4-42.9) ng/mL', { fatalFrom: 0.0004 }),
  schulz('butyrylfentanyl', 'comatose-fatal 99 ng/mL', { fatalFrom: 0.099 }),
  schulz('cyclopropylfentanyl', 'comatose-fatal 1.4-43; 51; 76 ng/mL', { fatalFrom: 0.0014 }),
  schulz('morphine', 'therapeutic 0.01-0.1; toxic 0.1; comatose-fatal 0.1', {
    therapeutic: [0.01, 0.1],
    toxicFrom: 0.1,
    fatalFrom: 0.1,
  }),
  schulz('codeine', 'therapeutic 0.03-0.25; toxic 0.5-1; comatose-fatal 0.45-2 (-48)', {
    therapeutic: [0.03, 0.25],
    toxicFrom: 0.5,
    fatalFrom: 0.45,
  }),
  schulz('oxycodone', 'therapeutic 0.005-0.1; toxic 0.2; comatose-fatal 0.6-0.7; 5', {
    therapeutic: [0.005, 0.1],
    toxicFrom: 0.2,
    fatalFrom: 0.6,
  }),
  schulz('oxymorphone', 'therapeutic 0.5-5 ng/mL', { therapeutic: [0.0005, 0.005] }),
  schulz('hydrocodone', 'therapeutic 0.01-0.04 (0.05); toxic 0.1; comatose-fatal 0.13-7', {
    therapeutic: [0.01, 0.04],
    toxicFrom: 0.1,
    fatalFrom: 0.13,
  }),
  schulz(
    'hydromorphone',
    'therapeutic appr. 0.005-0.015 (-0.03); toxic 0.1; comatose-fatal 0.03; 0.06; 0.2',
    {
      therapeutic: [0.005, 0.015],
      toxicFrom: 0.1,
      fatalFrom: 0.03,
    },
  ),
  schulz('methadone', 'therapeutic (0.05-) 0.1-0.6; toxic 0.3; 0.6; comatose-fatal 0.4 (0.05-1)', {
    therapeutic: [0.1, 0.6],
    toxicFrom: 0.3,
    fatalFrom: 0.4,
  }),
  schulz('tramadol', 'therapeutic 0.1-1 (> 0.3); toxic 1; comatose-fatal 2; 5.2; 5.3; 9.4; 13; 38.3', {
    therapeutic: [0.1, 1],
    toxicFrom: 1,
    fatalFrom: 2,
  }),
  schulz('tapentadol', 'therapeutic 0.01-0.13 (-0.3); comatose-fatal 0.3; 1.1; 2; 6.6', {
    therapeutic: [0.01, 0.13],
    fatalFrom: 0.3,
  }),
  schulz('meperidine', 'therapeutic 0.1-0.8; toxic 1-2; comatose-fatal 1 (-2)', {
    therapeutic: [0.1, 0.8],
    toxicFrom: 1,
    fatalFrom: 1,
  }),
  schulz('mitragynine', 'therapeutic 0.02-0.1; comatose-fatal 0.23; 0.6; 1.06', {
    therapeutic: [0.02, 0.1],
    fatalFrom: 0.23,
  }),
  schulz('alprazolam', 'therapeutic 0.005-0.05 (-0.08); toxic 0.1-0.4; comatose-fatal 0.3', {
    therapeutic: [0.005, 0.05],
    toxicFrom: 0.1,
    fatalFrom: 0.3,
  }),
  schulz('clonazepam', 'therapeutic (0.004-) 0.02-0.07; toxic 0.08; 0.1', {
    therapeutic: [0.02, 0.07],
    toxicFrom: 0.08,
  }),
  schulz('diazepam', 'therapeutic 0.1-2 (-2.5); toxic 3-5', { therapeutic: [0.1, 2], toxicFrom: 3 }),
  schulz('lorazepam', 'therapeutic (0.02-) 0.03-0.25; toxic 0.3-0.5', {
    therapeutic: [0.03, 0.25],
    toxicFrom: 0.3,
  }),
  schulz('temazepam', 'therapeutic 0.02-0.15 (-0.9); toxic 1; comatose-fatal 3.8; 8.2; 9', {
    therapeutic: [0.02, 0.15],
    toxicFrom: 1,
    fatalFrom: 3.8,
  }),
  schulz('oxazepam', 'therapeutic 0.2-1.5; toxic 2; comatose-fatal 3.5; 4.4; 5.3', {
    therapeutic: [0.2, 1.5],
    toxicFrom: 2,
    fatalFrom: 3.5,
  }),
  schulz('zolpidem', 'therapeutic 0.08-0.16 (-0.2); toxic 0.32; 0.5; comatose-fatal 1.5-4', {
    therapeutic: [0.08, 0.16],
    toxicFrom: 0.32,
    fatalFrom: 1.5,
  }),
  schulz('gabapentin', 'therapeutic appr. 0.5-6 (-20-30); toxic 25; 45; 85; 105; 127; comatose-fatal 37', {
    therapeutic: [0.5, 6],
    toxicFrom: 25,
    fatalFrom: 37,
  }),
  schulz('pregabalin', 'therapeutic 2-8 (-17); toxic 10; 13; 60; 67; comatose-fatal 76; 110', {
    therapeutic: [2, 8],
    toxicFrom: 10,
    fatalFrom: 76,
  }),
  schulz('phenobarbital', 'therapeutic 10-40; toxic 40; 50; comatose-fatal 50-60', {
    therapeutic: [10, 40],
    toxicFrom: 40,
    fatalFrom: 50,
  }),
  schulz('cyclobenzaprine', 'therapeutic appr. 0.003-0.04; toxic 0.4; comatose-fatal 0.8; 1', {
    therapeutic: [0.003, 0.04],
    toxicFrom: 0.4,
    fatalFrom: 0.8,
  }),
  schulz('cocaine', 'therapeutic 0.05-0.3; toxic (0.25-) 0.5-1 (-5.2); comatose-fatal 0.9-21', {
    therapeutic: [0.05, 0.3],
    toxicFrom: 0.5,
    fatalFrom: 0.9,
  }),
  schulz('methamphetamine', 'therapeutic -0.1; toxic 0.2-1; comatose-fatal 1-18; 40', {
    therapeutic: [0, 0.1],
    toxicFrom: 0.2,
    fatalFrom: 1,
  }),
  schulz('amphetamine', 'therapeutic 0.02-0.1; toxic 0.2; comatose-fatal 0.5-1', {
    therapeutic: [0.02, 0.1],
    toxicFrom: 0.2,
    fatalFrom: 0.5,
  }),
  schulz('MDMA', 'therapeutic 0.1-0.35; toxic 0.35-0.5; comatose-fatal 0.4-0.8; 2.9', {
    therapeutic: [0.1, 0.35],
    toxicFrom: 0.35,
    fatalFrom: 0.4,
  }),
  schulz('caffeine', 'therapeutic (2-) 4-10; toxic 15-20; comatose-fatal 80-180', {
    therapeutic: [4, 10],
    toxicFrom: 15,
    fatalFrom: 80,
  }),
  schulz(
    'diphenhydramine',
    'therapeutic 0.05-0.1 (-1); toxic (0.1-) 1-2 (-4); comatose-fatal 1.1 (in infants); 5-10',
    {
      therapeutic: [0.05, 0.1],
      toxicFrom: 1,
      fatalFrom: 5,
    },
  ),
  schulz('doxylamine', 'therapeutic 0.05-0.2; toxic 0.32; 1-2; comatose-fatal 5', {
    therapeutic: [0.05, 0.2],
    toxicFrom: 0.32,
    fatalFrom: 5,
  }),
  schulz('hydroxyzine', 'therapeutic 0.05-0.1; toxic 0.1; comatose-fatal 0.7; 2.5; 3; 39', {
    therapeutic: [0.05, 0.1],
    toxicFrom: 0.1,
    fatalFrom: 0.7,
  }),
  schulz('promethazine', 'therapeutic 0.01-0.05 (-0.2); toxic 0.1; 1-2; comatose-fatal 2.4; 1.8-5.4', {
    therapeutic: [0.01, 0.05],
    toxicFrom: 0.1,
    fatalFrom: 2.4,
  }),
  schulz('amitriptyline', 'therapeutic 0.05-0.3; toxic 0.5-0.6; comatose-fatal 1.5-2', {
    therapeutic: [0.05, 0.3],
    toxicFrom: 0.5,
    fatalFrom: 1.5,
  }),
  schulz('sertraline', 'therapeutic 0.01-0.15 (-0.5); toxic 0.29; 0.3; comatose-fatal 1.1-1.5; 1.6; 3', {
    therapeutic: [0.01, 0.15],
    toxicFrom: 0.29,
    fatalFrom: 1.1,
  }),
  schulz('fluoxetine', 'therapeutic 0.12-0.5; toxic 1; comatose-fatal 2.2; 3.8; 6', {
    therapeutic: [0.12, 0.5],
    toxicFrom: 1,
    fatalFrom: 2.2,
  }),
  schulz('citalopram', 'therapeutic 0.05-0.11; toxic 0.22; 2.45; comatose-fatal 3.4-10.5', {
    therapeutic: [0.05, 0.11],
    toxicFrom: 0.22,
    fatalFrom: 3.4,
  }),
  schulz('venlafaxine', 'therapeutic (0.06-) 0.1-0.4; toxic 0.8; 1-1.5; comatose-fatal 3.2-24', {
    therapeutic: [0.1, 0.4],
    toxicFrom: 0.8,
    fatalFrom: 3.2,
  }),
  schulz('trazodone', 'therapeutic 0.7-1 (-2); toxic 1.2; 3-4; comatose-fatal 9; 12-15', {
    therapeutic: [0.7, 1],
    toxicFrom: 1.2,
    fatalFrom: 9,
  }),
  schulz('mirtazapine', 'therapeutic 0.03-0.08 (-0.3); toxic 0.16; 1-2; comatose-fatal 2-3', {
    therapeutic: [0.03, 0.08],
    toxicFrom: 0.16,
    fatalFrom: 2,
  }),
  schulz('quetiapine', 'therapeutic 0.1-0.5; toxic 1; 1.8; comatose-fatal 0.95; 1.4; 1.9; 9; 12.7', {
    therapeutic: [0.1, 0.5],
    toxicFrom: 1,
    fatalFrom: 0.95,
  }),
  schulz('olanzapine', 'therapeutic (0.001-) 0.02-0.08; toxic 0.1; 0.12; comatose-fatal 0.25; 1; 2.5; 4.9', {
    therapeutic: [0.02, 0.08],
    toxicFrom: 0.1,
    fatalFrom: 0.25,
  }),
  schulz('lamotrigine', 'therapeutic 1-15; toxic 20; comatose-fatal 36; 50', {
    therapeutic: [1, 15],
    toxicFrom: 20,
    fatalFrom: 36,
  }),
  schulz('carbamazepine', 'therapeutic 2-8 (4-12); toxic 10; comatose-fatal 20', {
    therapeutic: [2, 8],
    toxicFrom: 10,
    fatalFrom: 20,
  }),
  schulz('levetiracetam', 'therapeutic (3-) 10-40; toxic 50; 400', { therapeutic: [10, 40], toxicFrom: 50 }),
  schulz('acetaminophen', 'therapeutic (5-) 10-25; toxic 100-150; comatose-fatal 200-300', {
    therapeutic: [10, 25],
    toxicFrom: 100,
    fatalFrom: 200,
  }),
  schulz('salicylate', 'salicylic acid: therapeutic 20-200; toxic 300-400; comatose-fatal (400-) 500', {
    therapeutic: [20, 200],
    toxicFrom: 300,
    fatalFrom: 500,
  }),
  schulz('lidocaine', 'therapeutic 0.5-5; toxic 6-7; comatose-fatal 10, 12', {
    therapeutic: [0.5, 5],
    toxicFrom: 6,
    fatalFrom: 10,
  }),
  {
    substance: 'ethanol',
    unit: 'g/100 mL',
    toxicFrom: 0.1,
    fatalFrom: 0.35,
    printed: 'Schulz et al. 2020, mg/L: toxic 1000-2000; comatose-fatal 3500-4000 (1000 mg/L = 0.1 g/100 mL)',
    source: SOURCES.schulz2020,
  },
  {
    substance: 'carboxyhemoglobin',
    unit: '% saturation',
    toxicFrom: 17,
    fatalFrom: 50,
    printed: 'Schulz et al. 2020, carbon monoxide: toxic 17-30%; comatose-fatal 50-60%',
    source: SOURCES.schulz2020,
  },
];

export const referenceFor = (substance: string) => REFERENCE_TABLE.find((row) => row.substance === substance);
