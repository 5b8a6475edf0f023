import type { PreparedCase } from './prepare-case.js';
import type { ChildKind, PreparedChild } from './prepare-child.js';
import type { ImportIssue } from './issues.js';
import type { ImportUnit } from './import-units.js';

/** Units gathered for one transaction, and the counts they add to the file's progress. */
export class ImportBatch {
  readonly cases: PreparedCase[] = [];
  readonly children: Record<ChildKind, PreparedChild[]> = { DIAGNOSIS: [], TOXICOLOGY: [] };
  readonly issues: ImportIssue[] = [];
  units = 0;
  failed = 0;
  /**
   * Warnings listed for the file, each counted (the errors dialog lists each): the file's warnings figure.
   * Header warnings and warnings of rows that failed count too, as the dialog shows them.
   */
  warned = 0;
  /** Rows of units that already failed, so a late error is not counted twice. */
  private readonly failedRows = new Set<number>();
  private readonly caseIds = new Set<string>();

  /** A case id repeated in one batch must go in the next (one statement cannot update a row twice). */
  accepts(unit: ImportUnit): boolean {
    return !unit.caseVersion || !this.caseIds.has(unit.caseVersion.caseId);
  }

  add(unit: ImportUnit) {
    this.units += 1;
    if (unit.caseVersion) {
      this.cases.push(unit.caseVersion);
      this.caseIds.add(unit.caseVersion.caseId);
    }
    for (const { kind, row } of unit.children) this.children[kind].push(row);
    this.addIssues(unit.issues);
    if (unit.failed) this.markFailed(unit.rowNumber);
  }

  /** Row issues, and findings about a source's header row, listed and counted alike. */
  addIssues(issues: readonly ImportIssue[]) {
    for (const issue of issues) {
      this.issues.push(issue);
      if (issue.type === 'WARNING') this.warned += 1;
    }
  }

  /** A child row whose case turned out not to exist. */
  markFailed(rowNumber: number) {
    if (this.failedRows.has(rowNumber)) return;
    this.failedRows.add(rowNumber);
    this.failed += 1;
  }

  get completed() {
    return this.units - this.failed;
  }
}
