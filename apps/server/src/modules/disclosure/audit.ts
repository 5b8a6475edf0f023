import type { Cell, LinearSystem } from './linear-system.js';
import { narrowTargets } from './lp-solver.js';
import { isProtected, singleRowRanges, type BoundedRow, type CountRange } from './protection.js';

// The audit: which withheld counts and small remainders the published tables let an attacker narrow too far
// (protection.ts).

/** A count that must not be narrowed: withheld, or a small remainder a table leaves out. */
const isAudited = (cell: Cell) =>
  cell.state === 'primary' || cell.state === 'complementary' || cell.state === 'remainder';
/** A count the attacker does not see: withheld, or hidden. */
const isUnknown = (cell: Cell) => cell.state !== 'shown';

/** Unknown counts linked by constraints, and those constraints: each is audited alone. */
interface Component {
  cells: number[];
  constraints: number[];
}

function componentsOf(system: LinearSystem): Component[] {
  const parent = system.cells.map((cell) => cell.id);
  const root = (id: number): number => {
    let current = id;
    while (parent[current] !== current)
      current = parent[current] = parent[parent[current] as number] as number;
    return current;
  };
  const firstUnknown = system.constraints.map((constraint) => {
    const unknown = constraint.cells.filter((id) => isUnknown(system.cells[id] as Cell));
    for (const id of unknown.slice(1)) parent[root(id)] = root(unknown[0] as number);
    return unknown[0];
  });
  const components = new Map<number, Component>();
  firstUnknown.forEach((id, index) => {
    if (id === undefined) return;
    const key = root(id);
    const component = components.get(key) ?? { cells: [], constraints: [] };
    component.constraints.push(index);
    components.set(key, component);
  });
  for (const cell of system.cells) {
    if (isUnknown(cell) && cell.constraints.length > 0) components.get(root(cell.id))?.cells.push(cell.id);
  }
  return [...components.values()];
}

/** The component's constraints over its unknown counts, the shown counts moved to the bounds. */
function rowsOf(system: LinearSystem, component: Component, columnOf: Map<number, number>): BoundedRow[] {
  return component.constraints.map((index) => {
    const constraint = system.constraints[index] as LinearSystem['constraints'][number];
    const columns: number[] = [];
    const coefficients: number[] = [];
    let known = 0;
    constraint.cells.forEach((id, position) => {
      const coefficient = constraint.coefficients[position] as number;
      const column = columnOf.get(id);
      if (column === undefined) known += coefficient * (system.cells[id] as Cell).count;
      else {
        columns.push(column);
        coefficients.push(coefficient);
      }
    });
    return { columns, coefficients, lower: constraint.equality ? -known : -Infinity, upper: -known };
  });
}

/**
 * Audits the published system: the withheld cells and small remainders an attacker can narrow too far. A
 * component's verdict is kept by its set of unknown cells (its constraints and shown counts follow from it), so
 * only components that a new suppression changed are audited again.
 */
export class Auditor {
  private readonly verdicts = new Map<string, number[]>();

  constructor(
    private readonly system: LinearSystem,
    private readonly threshold: number,
    /** A bound above every count: see LinearProblem.ceiling. */
    private readonly ceiling: number,
  ) {}

  async narrowCells(): Promise<number[]> {
    const narrow: number[] = [];
    for (const component of componentsOf(this.system)) {
      if (!component.cells.some((id) => isAudited(this.system.cells[id] as Cell))) continue;
      const key = component.cells.join(',');
      let verdict = this.verdicts.get(key);
      if (!verdict) {
        verdict = await this.audit(component);
        this.verdicts.set(key, verdict);
      }
      narrow.push(...verdict);
    }
    return narrow.sort((a, b) => a - b);
  }

  private async audit(component: Component): Promise<number[]> {
    const cells = component.cells.map((id) => this.system.cells[id] as Cell);
    const columnOf = new Map(component.cells.map((id, column) => [id, column]));
    const rows = rowsOf(this.system, component, columnOf);
    // A complement is a count that would have been shown, and the answer names it so: it is at least the threshold.
    // A remainder, like a hidden count, is only known to be at least 0.
    const lowerBounds = cells.map((cell) =>
      cell.state === 'complementary' ? this.threshold : cell.state === 'primary' ? 1 : 0,
    );
    const targets = cells.flatMap((cell, column) => (isAudited(cell) ? [column] : []));
    // All rows bound a count at least as tightly as any one of them: a count narrow by one row is narrow.
    const outer = new Map(targets.map((column) => [column, { min: -Infinity, max: Infinity }]));
    for (const row of rows) {
      for (const [column, range] of singleRowRanges(row, lowerBounds, targets)) {
        const known = outer.get(column) as CountRange;
        known.min = Math.max(known.min, range.min);
        known.max = Math.min(known.max, range.max);
      }
    }
    const narrow = targets.filter((column) => !isProtected(outer.get(column) as CountRange, this.threshold));
    const byOneRow = new Set(narrow);
    const undecided = targets.filter((column) => !byOneRow.has(column));
    // With one row, that row is all there is: its ranges are exact.
    if (rows.length > 1 && undecided.length > 0) {
      const problem = { lowerBounds, ceiling: this.ceiling, rows, targets: undecided };
      narrow.push(...(await narrowTargets(problem, this.threshold)));
    }
    return narrow.map((column) => component.cells[column] as number);
  }
}
