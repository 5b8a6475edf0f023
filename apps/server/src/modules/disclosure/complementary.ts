import { Auditor } from './audit.js';
import type { Cell, LinearSystem } from './linear-system.js';

// Complementary suppression (ARCHITECTURE §11): withhold more counts until the audit finds no withheld count (nor
// small remainder) an attacker can narrow too far.

/** A shown count that may be withheld to protect another: not 0 (0 stays shown), not a shown term. */
const canWithhold = (cell: Cell) => cell.state === 'shown' && cell.count > 0 && !cell.pinned;

const isUnknown = (system: LinearSystem, id: number) => (system.cells[id] as Cell).state !== 'shown';

interface Candidate {
  cell: Cell;
  /** 0: a count no other adds up to; 1: a margin (the sum of a finer table's counts); 2: a population's total. */
  level: number;
  /** Constraints of the narrow cell that pin it (it is their only unknown) and that this cell is in. */
  pins: number;
  /** Other constraints of this cell that have an unknown count: withholding it closes a loop of unknowns. */
  links: number;
}

/** Totals and margins last (what readers look at first), then what unpins and links most, then the smallest. */
function better(candidate: Candidate, best: Candidate | undefined): boolean {
  if (!best) return true;
  if (candidate.level !== best.level) return candidate.level < best.level;
  if (candidate.pins !== best.pins) return candidate.pins > best.pins;
  if (candidate.links !== best.links) return candidate.links > best.links;
  if (candidate.cell.count !== best.cell.count) return candidate.cell.count < best.cell.count;
  return candidate.cell.id < best.cell.id;
}

const TOTAL = 2;

function levelOf(system: LinearSystem, cell: Cell): number {
  if (cell.total) return TOTAL;
  const sums = cell.constraints.some((index) => {
    const constraint = system.constraints[index];
    return (constraint?.coefficients[constraint.cells.indexOf(cell.id)] ?? 0) < 0;
  });
  return sums ? 1 : 0;
}

/** A constraint that sums to a hidden count bounds none of its counts: a complement in it helps no other. */
function boundsItsCounts(system: LinearSystem, index: number): boolean {
  const constraint = system.constraints[index];
  return (constraint?.cells ?? []).every(
    (id, position) =>
      (constraint?.coefficients[position] ?? 0) > 0 || (system.cells[id] as Cell).state !== 'hidden',
  );
}

/** The cell's bounding constraints with the fewest counts: its row of a table rather than the grand total. */
function tightestConstraints(system: LinearSystem, cell: Cell): number[] {
  const bounding = cell.constraints.filter((index) => boundsItsCounts(system, index));
  const sizeOf = (index: number) => system.constraints[index]?.cells.length ?? 0;
  const smallest = Math.min(...bounding.map(sizeOf));
  return bounding.filter((index) => sizeOf(index) === smallest);
}

function cellsOfConstraints(system: LinearSystem, constraints: Iterable<number>): Cell[] {
  return [...constraints].flatMap((index) =>
    (system.constraints[index]?.cells ?? []).map((id) => system.cells[id] as Cell),
  );
}

/**
 * The count to withhold for a narrow cell: of the counts that share a constraint with it, the best (see
 * `better`); when none does, the best of the constraints linked to it through other unknown counts.
 */
function complementOf(system: LinearSystem, narrow: Cell): Cell | undefined {
  const unknownsOf = (index: number) =>
    (system.constraints[index]?.cells ?? []).filter((id) => isUnknown(system, id)).length;
  const own = new Set(narrow.constraints);
  const pinning = new Set(narrow.constraints.filter((index) => unknownsOf(index) === 1));
  let best: Candidate | undefined;
  for (const cell of cellsOfConstraints(system, own)) {
    if (!canWithhold(cell)) continue;
    const pins = cell.constraints.filter((index) => pinning.has(index)).length;
    const links = cell.constraints.filter((index) => !own.has(index) && unknownsOf(index) > 0).length;
    const candidate = { cell, level: levelOf(system, cell), pins, links };
    if (better(candidate, best)) best = candidate;
  }
  // A population's total is the last resort: first any count of the constraints linked to the narrow one.
  if (best && best.level < TOTAL) return best.cell;
  const reached = new Set(narrow.constraints);
  const queue = [...narrow.constraints];
  while (queue.length > 0) {
    for (const cell of cellsOfConstraints(system, [queue.shift() as number])) {
      const candidate = { cell, level: levelOf(system, cell), pins: 0, links: 0 };
      if (canWithhold(cell) && better(candidate, best)) best = candidate;
      if (cell.state === 'shown') continue;
      for (const index of cell.constraints) {
        if (reached.has(index)) continue;
        reached.add(index);
        queue.push(index);
      }
    }
  }
  return best?.cell;
}

/**
 * Withholds complementary counts until every withheld count is protected: each round audits, then withholds one
 * complement per narrow cell, skipping a narrow cell when a complement of the same round is already in its
 * tightest constraint, or when it has none left (the next audit tells whether it still needs one). A population's
 * total is withheld only in a round where no narrow cell has another complement. Mutates the cells' states.
 */
export async function suppressComplements(system: LinearSystem, threshold: number, ceiling: number) {
  const auditor = new Auditor(system, threshold, ceiling);
  for (;;) {
    const narrow = await auditor.narrowCells();
    if (narrow.length === 0) return;
    const withheldNow = new Set<number>();
    let lastResort: Cell | undefined;
    for (const id of narrow) {
      const cell = system.cells[id] as Cell;
      const helped = cellsOfConstraints(system, tightestConstraints(system, cell)).some((other) =>
        withheldNow.has(other.id),
      );
      const complement = helped ? undefined : complementOf(system, cell);
      if (complement?.total) lastResort ??= complement;
      if (!complement || complement.total) continue;
      complement.state = 'complementary';
      withheldNow.add(complement.id);
    }
    // A total only when no narrow count has another complement: the round's others may protect it already.
    if (withheldNow.size === 0 && lastResort) {
      lastResort.state = 'complementary';
      withheldNow.add(lastResort.id);
    }
    if (withheldNow.size === 0) {
      // Only shown terms (never withheld) and zeros pin the narrow counts: publishing stops rather than leaks.
      throw new Error('disclosure: a withheld count is pinned by shown terms and cannot be protected');
    }
  }
}
