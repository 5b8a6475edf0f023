import { SOURCES } from './sources.js';

/**
 * Reference concentrations in blood, in the normaliser's units (ng/mL: 1 mg/L = 1000 ng/mL; ethanol g/100 mL). Every row names the source it was read from;
 * a value that could not be read in a source is not here. Ranges overlap in real cases (tolerance,
 * redistribution, other drugs): a row places a value, it does not decide what it did.
 */
export interface ReferenceRow {
  /** The unit of every number in the row: the normaliser's unit for the substance's measure. */
  unit: 'ng/mL' | 'g/100 mL' | '% saturation';
  /** The canonical substance (the dictionary's `substance`); the row applies to the parent analyte itself. */
  substance: string;
  /** Seen with ordinary therapeutic use. */
  therapeutic?: readonly [number, number];
  /** The lowest concentration reported with toxic effects. */
  toxicFrom?: number;
  /** Reported in fatal cases. */
  fatal?: readonly [number, number];
  /** What the reader must know about the numbers. */
  note: string;
  source: string;
}

export const REFERENCE_TABLE: readonly ReferenceRow[] = [
  {
    substance: 'fentanyl',
    unit: 'ng/mL',
    therapeutic: [1, 2],
    fatal: [3, 28],
    note:
      'therapeutic: serum concentrations recommended for analgesia (1-2 ng/mL; 10-20 ng/mL for anaesthesia); ' +
      'fatal: blood concentrations reported in fentanyl-related fatalities (3.0-28 ng/mL)',
    source: SOURCES.unodcFentanyl,
  },
];

export const referenceFor = (substance: string) => REFERENCE_TABLE.find((row) => row.substance === substance);
