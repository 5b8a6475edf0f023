import { canonicalDimension, canonicalValue, projection, type CellValue } from './dimensions.js';

// What an attacker knows of the published tables, as linear relations between their cells (ARCHITECTURE §11):
// tables over the same population share cells; a table's groups add up to each coarser table's group (its
// margins: a 1-D table of a 2-D one, the total of every table, a year of its months), exactly when the finer
// table is complete, and to at most it otherwise.

/**
 * `hidden`: a count no table publishes. `remainder`: the part of the population a table's rows leave out, given by
 * the publisher; never published either, and protected like a withheld count while from 1 to threshold - 1
 * (discloseTables makes the others `hidden`).
 */
type CellState = 'shown' | 'primary' | 'complementary' | 'hidden' | 'remainder';

export interface Cell {
  readonly id: number;
  /** The population's total (a stat). */
  readonly total: boolean;
  /** The true count; 0 for a hidden cell (one no table publishes, such as a group cut by a limit). */
  readonly count: number;
  state: CellState;
  /** Shown by a terms table: it stays shown. */
  readonly pinned: boolean;
  /** Indexes of the constraints the cell is in. */
  readonly constraints: number[];
}

/** Σ coefficient × cell over `cells` is 0 (`equality`) or at most 0. */
interface Constraint {
  readonly cells: readonly number[];
  readonly coefficients: readonly number[];
  readonly equality: boolean;
}

export interface LinearSystem {
  readonly cells: Cell[];
  readonly constraints: Constraint[];
}

export interface SystemTable {
  population: string;
  dimensions: readonly string[];
  rows: readonly { values: readonly CellValue[]; count: number }[];
  complete: boolean;
  /** Terms tables: their cells are the normalised terms, pinned, related only to the total. */
  terms: boolean;
  /** The true count of the population's cases the rows leave out (types.ts); never given for terms. */
  remainder?: number;
}

interface View {
  readonly dimensions: string[];
  readonly terms: boolean;
  complete: boolean;
  readonly cells: Map<string, { id: number; values: CellValue[] }>;
}

class SystemBuilder {
  readonly cells: Cell[] = [];
  readonly constraints: Constraint[] = [];
  readonly populations = new Map<string, Map<string, View>>();

  view(population: string, dimensions: string[], terms: boolean): View {
    let views = this.populations.get(population);
    if (!views) this.populations.set(population, (views = new Map()));
    const key = JSON.stringify([terms, dimensions]);
    let view = views.get(key);
    if (!view) views.set(key, (view = { dimensions, terms, complete: false, cells: new Map() }));
    return view;
  }

  cell(view: View, values: CellValue[], count: number, state: CellState): number {
    const key = JSON.stringify(values);
    const existing = view.cells.get(key);
    if (existing) return existing.id;
    const id = this.add(count, state, { total: view.dimensions.length === 0, pinned: view.terms });
    view.cells.set(key, { id, values });
    return id;
  }

  /** A table's remainder: a cell of no view, in no constraint but the table's own. */
  remainder(count: number): number {
    return this.add(count, 'remainder', { total: false, pinned: false });
  }

  private add(count: number, state: CellState, kind: { total: boolean; pinned: boolean }): number {
    const id = this.cells.length;
    const pinned = kind.pinned && state === 'shown';
    this.cells.push({ id, total: kind.total, count, state, pinned, constraints: [] });
    return id;
  }

  constrain(cells: number[], coefficients: number[], equality: boolean) {
    const index = this.constraints.length;
    this.constraints.push({ cells, coefficients, equality });
    for (const id of cells) this.cells[id]?.constraints.push(index);
  }
}

type Projection = (values: readonly CellValue[]) => CellValue[] | undefined;

/** Each fine cell's coarse values, or undefined when a value names no coarse group (the views are unrelated). */
function projectAll(fine: View, project: Projection): Map<number, CellValue[]> | undefined {
  const projected = new Map<number, CellValue[]>();
  for (const { id, values } of fine.cells.values()) {
    const coarse = project(values);
    if (!coarse) return undefined;
    projected.set(id, coarse);
  }
  return projected;
}

function marginPairs(views: View[]): [View, View, Map<number, CellValue[]>][] {
  const pairs: [View, View, Map<number, CellValue[]>][] = [];
  for (const coarse of views) {
    if (coarse.terms) continue;
    for (const fine of views) {
      if (fine === coarse || (fine.terms && coarse.dimensions.length > 0)) continue;
      const project = projection(coarse.dimensions, fine.dimensions);
      const projected = project && projectAll(fine, project);
      if (projected) pairs.push([coarse, fine, projected]);
    }
  }
  return pairs;
}

/** A table whose rows leave cases out, with the true count of those: it gets a remainder cell. */
const leavesOut = (table: SystemTable): table is SystemTable & { remainder: number } =>
  !table.terms && !table.complete && table.dimensions.length > 0 && (table.remainder ?? 0) > 0;

/**
 * The cells and constraints of the published tables, and each table row's cell. Groups a finer table names but a
 * coarser one leaves out, and a population's total when no stat publishes it, are hidden cells. An incomplete
 * table given its remainder has a remainder cell: its rows and its remainder add up to the total.
 */
export function buildSystem(tables: readonly SystemTable[]): { system: LinearSystem; rowCells: number[][] } {
  const builder = new SystemBuilder();
  const tableViews: View[] = [];
  const rowCells = tables.map((table) => {
    const names = table.dimensions.map(canonicalDimension);
    const order = names
      .map((_, index) => index)
      .sort((a, b) => ((names[a] as string) < (names[b] as string) ? -1 : 1));
    const view = builder.view(
      table.population,
      order.map((index) => names[index] as string),
      table.terms,
    );
    // A remainder of 0: the rows hold every case, so they add up to each coarser group whatever the query says.
    view.complete ||= table.complete || (!table.terms && table.remainder === 0);
    tableViews.push(view);
    return table.rows.map((row) => {
      const values = order.map((index) => canonicalValue(names[index] as string, row.values[index] ?? null));
      return builder.cell(view, values, row.count, 'shown');
    });
  });
  for (const [population, views] of builder.populations) {
    const total = builder.view(population, [], false);
    if (total.cells.size === 0) builder.cell(total, [], 0, 'hidden');
    for (const [coarse, , projected] of marginPairs([...views.values()])) {
      for (const values of projected.values()) builder.cell(coarse, values, 0, 'hidden');
    }
    // A view that is all rows of one table with a remainder: that table's equality holds its "at most the total".
    const summed = new Set(
      tables.flatMap((table, index) => {
        const view = tableViews[index] as View;
        return leavesOut(table) && view.cells.size === new Set(rowCells[index]).size ? [view] : [];
      }),
    );
    // Again, now that the hidden groups are there: a coarser table's margins include them.
    for (const [coarse, fine, projected] of marginPairs([...views.values()])) {
      if (coarse.dimensions.length === 0 && !fine.complete && summed.has(fine)) continue;
      const children = new Map<string, number[]>();
      for (const [id, values] of projected) {
        const key = JSON.stringify(values);
        const siblings = children.get(key);
        if (siblings) siblings.push(id);
        else children.set(key, [id]);
      }
      for (const [key, parent] of coarse.cells) {
        const ids = children.get(key) ?? [];
        // A complete table without the group: the coarse group is empty; an incomplete one tells nothing of it.
        if (ids.length === 0 && !fine.complete) continue;
        builder.constrain([...ids, parent.id], [...ids.map(() => 1), -1], fine.complete);
      }
    }
  }
  tables.forEach((table, index) => {
    if (!leavesOut(table)) return;
    const [total] = builder.view(table.population, [], false).cells.values();
    if (!total) return;
    const rows = [...new Set(rowCells[index])];
    const remainder = builder.remainder(table.remainder);
    builder.constrain([...rows, remainder, total.id], [...rows.map(() => 1), 1, -1], true);
  });
  return { system: { cells: builder.cells, constraints: builder.constraints }, rowCells };
}
