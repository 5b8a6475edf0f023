import type { CaseComparison } from '@hde/contracts/api';
import { TOX_TEXT } from '@hde/contracts/text';
import type { ReadOnlyStatements } from '../../platform/db/read-only.js';
import { HttpError } from '../../platform/errors.js';
import { caseMeasurementsStatement, caseStatement, caseSubstancesStatement } from './repo.js';
import { runRead } from './service.js';

const round = (value: number) => Math.round(value * 10) / 10;
/** A measured value as a person reads it: four significant digits, no binary noise (0.22599999999999998). */
const measured = (value: number) => Number(value.toPrecision(4));

/**
 * One of the owner's cases (its current version's entries) beside the owner's other cases: per substance, how many
 * of them have it; per measured result, its place among their results of the same analyte, unit and specimen
 * class (percentile with ties counted half). Another owner's case, or an unknown id, is not found.
 */
export async function compareCase(
  reads: ReadOnlyStatements,
  owner: string,
  caseId: string,
): Promise<CaseComparison> {
  const [found] = await runRead(reads, caseStatement(owner, caseId));
  if (!found) throw new HttpError(404, TOX_TEXT.errors.notFound);
  const row = String(found.id);
  const otherCases = Number(found.others);
  const [substances, measurements] = await Promise.all([
    runRead(reads, caseSubstancesStatement(owner, row)),
    runRead(reads, caseMeasurementsStatement(owner, row)),
  ]);
  return {
    caseId,
    otherCases,
    substances: substances.map((substance) => {
      const casesWith = Number(substance.cases_with);
      return {
        substance: String(substance.substance),
        casesWith,
        share: otherCases === 0 ? null : round((casesWith / otherCases) * 100),
        measurements: measurements
          .filter((measurement) => measurement.substance === substance.substance)
          .map((measurement) => {
            const compared = Number(measurement.compared);
            const placed = Number(measurement.below) + Number(measurement.ties) / 2;
            return {
              entry: String(measurement.analysis),
              specimenClass: String(measurement.specimen_class),
              value: measured(Number(measurement.value)),
              unit: String(measurement.unit),
              compared,
              percentile: compared === 0 ? null : round((placed / compared) * 100),
              median: measurement.median === null ? null : measured(Number(measurement.median)),
            };
          }),
      };
    }),
  };
}
