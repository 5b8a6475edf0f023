import solver, { type ConstraintBound, type VariableCoefficients } from 'javascript-lp-solver';
import type { SuppressionRule } from '@hde/contracts/api';
import type { CellValue } from './dimensions.js';
import type { DisclosedRow, DisclosureTable } from './index.js';

// The disclosure audit's attacker, written apart from the module on purpose (another solver, its own reading of
// the tables): from what the public sees, how far can each withheld count be narrowed, and how far the remainder
// each table leaves out (its empty group, the groups past its limit)?

/** What the public knows of a published table: its query (the population, the fields, whether a limit or a
 * not-empty filter can leave groups out) and its answer. */
export type PublicTable = Pick<DisclosureTable, 'population' | 'dimensions' | 'complete' | 'kind'> & {
  rows: DisclosedRow[];
};

export interface WithheldRange {
  table: number;
  row: number;
  min: number;
  max: number;
}

/** What the total less a table's rows can be: the cases the table leaves out. */
export interface RemainderRange {
  table: number;
  min: number;
  max: number;
}

/** Σ coefficient × count + constant. */
interface Expression {
  terms: Map<string, number>;
  constant: number;
}

/** An expression that is 0 (equality) or at most 0. */
interface Relation extends Expression {
  equality: boolean;
}

function nameOf(population: string, dimensions: readonly string[], values: readonly unknown[]): string {
  const pairs = dimensions.map((dimension, index) => [dimension, values[index]] as const);
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return JSON.stringify([population, pairs]);
}

export function attack(
  tables: readonly PublicTable[],
  threshold: number,
): { withheld: WithheldRange[]; remainders: RemainderRange[] } {
  const known = new Map<string, number>();
  const withheld = new Map<string, SuppressionRule>();
  const free = new Set<string>();
  tables.forEach((table) => {
    for (const row of table.rows) {
      const name = nameOf(table.population, table.dimensions, row.values);
      if (row.suppressed) withheld.set(name, row.suppressed);
      else if (row.count !== null) known.set(name, row.count);
    }
  });
  const totalOf = (population: string) => {
    const name = nameOf(population, [], []);
    if (!known.has(name) && !withheld.has(name)) free.add(name);
    return name;
  };
  const relations: Relation[] = [];
  const relate = (children: string[], parent: string, equality: boolean) => {
    const relation: Relation = { terms: new Map(), constant: 0, equality };
    const add = (name: string, coefficient: number) => {
      const value = known.get(name);
      if (value !== undefined) relation.constant += coefficient * value;
      else relation.terms.set(name, (relation.terms.get(name) ?? 0) + coefficient);
    };
    children.forEach((child) => add(child, 1));
    add(parent, -1);
    if (relation.terms.size > 0) relations.push(relation);
  };
  const namesOf = (table: PublicTable, rows: readonly DisclosedRow[]) =>
    rows.map((row) => nameOf(table.population, table.dimensions, row.values));

  for (const table of tables) {
    if (table.dimensions.length === 0) continue;
    // The rows add up to the total; map cells left out and terms left out make it "at most".
    const exact = table.complete && table.kind === 'cells';
    relate(namesOf(table, table.rows), totalOf(table.population), exact);
  }
  for (const coarse of tables) {
    if (coarse.kind !== 'cells' || coarse.dimensions.length !== 1) continue;
    const [dimension] = coarse.dimensions as [string];
    for (const fine of tables) {
      if (fine.kind !== 'cells' || fine.population !== coarse.population) continue;
      let belongs: ((fineRow: DisclosedRow, coarseRow: DisclosedRow) => boolean) | undefined;
      const position = fine.dimensions.indexOf(dimension);
      if (fine.dimensions.length === 2 && position >= 0) {
        belongs = (fineRow, coarseRow) => fineRow.values[position] === coarseRow.values[0];
      } else if (dimension.startsWith('year_') && fine.dimensions[0] === `month_${dimension.slice(5)}`) {
        const yearOf = (month: CellValue) => (month === null ? null : Number(String(month).slice(0, 4)));
        belongs = (fineRow, coarseRow) => yearOf(fineRow.values[0] ?? null) === coarseRow.values[0];
      }
      if (!belongs) continue;
      for (const coarseRow of coarse.rows) {
        const children = fine.rows.filter((fineRow) => belongs(fineRow, coarseRow));
        relate(
          namesOf(fine, children),
          nameOf(coarse.population, coarse.dimensions, coarseRow.values),
          fine.complete,
        );
      }
    }
  }

  const constraints: Record<string, ConstraintBound> = {};
  const variables: Record<string, VariableCoefficients> = {};
  for (const name of [...withheld.keys(), ...free]) variables[name] = {};
  relations.forEach((relation, index) => {
    constraints[`r${index}`] = relation.equality
      ? { equal: -relation.constant }
      : { max: -relation.constant };
    for (const [name, coefficient] of relation.terms)
      (variables[name] as VariableCoefficients)[`r${index}`] = coefficient;
  });
  // Every withheld count is at least 1; a complement, a count that would have been shown, at least the threshold.
  for (const [name, rule] of withheld) {
    constraints[`least ${name}`] = { min: rule === 'complementary' ? threshold : 1 };
    (variables[name] as VariableCoefficients)[`least ${name}`] = 1;
  }
  /** The least or greatest of Σ coefficient × count + constant, over every count the relations allow. */
  const extreme = (expression: Expression, opType: 'max' | 'min'): number => {
    const objective = Object.fromEntries(
      Object.entries(variables).map(([variable, coefficients]) => [
        variable,
        { ...coefficients, objective: expression.terms.get(variable) ?? 0 },
      ]),
    );
    const result = solver.Solve({ optimize: 'objective', opType, constraints, variables: objective }) as {
      feasible: boolean;
      result: number;
      bounded?: boolean;
    };
    if (!result.feasible) throw new Error('the attacker finds the published tables inconsistent');
    if (result.bounded === false) return opType === 'max' ? Infinity : -Infinity;
    return result.result + expression.constant;
  };
  const countOf = (name: string): Expression => {
    const value = known.get(name);
    return value === undefined
      ? { terms: new Map([[name, 1]]), constant: 0 }
      : { terms: new Map(), constant: value };
  };
  const ranges = tables.flatMap((table, tableIndex) =>
    table.rows.flatMap((row, rowIndex) => {
      if (!row.suppressed) return [];
      const count = countOf(nameOf(table.population, table.dimensions, row.values));
      return [{ table: tableIndex, row: rowIndex, min: extreme(count, 'min'), max: extreme(count, 'max') }];
    }),
  );
  const remainders = tables.flatMap((table, tableIndex) => {
    if (table.complete || table.kind === 'terms' || table.dimensions.length === 0) return [];
    // The total less every row of the table, withheld ones as unknowns.
    const remainder = countOf(totalOf(table.population));
    for (const name of namesOf(table, table.rows)) {
      const row = countOf(name);
      remainder.constant -= row.constant;
      for (const [variable, coefficient] of row.terms) {
        remainder.terms.set(variable, (remainder.terms.get(variable) ?? 0) - coefficient);
      }
    }
    // Withheld map cells are left out unmarked: what a map leaves out may be any part of its total less its rows.
    const min = table.kind === 'places' ? 0 : extreme(remainder, 'min');
    return [{ table: tableIndex, min, max: extreme(remainder, 'max') }];
  });
  return { withheld: ranges, remainders };
}
