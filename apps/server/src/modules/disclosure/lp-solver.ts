import type { Highs } from 'highs';
import { isProtected, type BoundedRow } from './protection.js';

// The linear programmes of the audit, solved by HiGHS (WebAssembly): loaded once, on the first audit that needs one.

let solver: Promise<Highs> | undefined;

function highs(): Promise<Highs> {
  solver ??= import('highs').then((module) => module.default());
  return solver;
}

export interface LinearProblem {
  /** Each column's least value (see audit.ts); none above `ceiling`. */
  lowerBounds: readonly number[];
  /**
   * A bound above every column, far over any count, so no programme is unbounded: a count that could grow
   * without end reaches it, which is as good as unbounded for the criterion.
   */
  ceiling: number;
  rows: readonly BoundedRow[];
  /** The withheld counts to audit. */
  targets: readonly number[];
}

/**
 * The targets an attacker can narrow too far (isProtected). Each solution found is a feasible point, so a target
 * whose values over the points found so far already span the threshold needs no programme of its own; the others
 * are maximised and, if need be, minimised.
 */
export async function narrowTargets(problem: LinearProblem, threshold: number): Promise<number[]> {
  const runtime = await highs();
  const columns = problem.lowerBounds.length;
  const starts = [0];
  const indices: number[] = [];
  const values: number[] = [];
  for (const row of problem.rows) {
    indices.push(...row.columns);
    values.push(...row.coefficients);
    starts.push(indices.length);
  }
  const model = runtime.createModel({
    numCols: columns,
    numRows: problem.rows.length,
    colCost: new Array<number>(columns).fill(0),
    colLower: problem.lowerBounds,
    colUpper: new Array<number>(columns).fill(problem.ceiling),
    rowLower: problem.rows.map((row) => (Number.isFinite(row.lower) ? row.lower : -runtime.infinity)),
    rowUpper: problem.rows.map((row) => row.upper),
    matrix: { format: 'csr', numRows: problem.rows.length, numCols: columns, starts, indices, values },
  });
  try {
    model.options.set({ output_flag: false });
    const least = new Map(problem.targets.map((target) => [target, Infinity]));
    const greatest = new Map(problem.targets.map((target) => [target, -Infinity]));
    const everyColumn = { kind: 'range', from: 0, to: columns - 1 } as const;
    const { maximize, minimize } = runtime.constants.objectiveSense;
    const solve = (costs: Float64Array, maximise: boolean): number => {
      model.changeColsCost(everyColumn, costs);
      model.changeObjectiveSense(maximise ? maximize : minimize);
      model.run();
      const status = model.getModelStatus();
      if (status !== runtime.constants.modelStatus.optimal) {
        throw new Error(`disclosure audit: the tables are inconsistent (HiGHS model status ${status})`);
      }
      const point = model.getSolution().colValue;
      for (const target of problem.targets) {
        const value = point[target] as number;
        if (value < (least.get(target) as number)) least.set(target, value);
        if (value > (greatest.get(target) as number)) greatest.set(target, value);
      }
      return model.getObjectiveValue();
    };
    const allTargets = new Float64Array(columns);
    for (const target of problem.targets) allTargets[target] = 1;
    solve(allTargets, true);
    solve(allTargets, false);
    const narrow: number[] = [];
    for (const target of problem.targets) {
      const seen = () => ({ min: least.get(target) as number, max: greatest.get(target) as number });
      if (isProtected(seen(), threshold)) continue;
      const only = new Float64Array(columns);
      only[target] = 1;
      const max = solve(only, true);
      if (isProtected({ min: seen().min, max }, threshold)) continue;
      const min = solve(only, false);
      if (!isProtected({ min, max }, threshold)) narrow.push(target);
    }
    return narrow;
  } finally {
    model.dispose();
  }
}
