/**
 * The tests behind the Insight Feed, written out (no statistics package on npm is both small and well kept for
 * these three; each is a few lines and tested against published values).
 */

const LANCZOS = [
  0.999_999_999_999_809_9, 676.520_368_121_885_1, -1_259.139_216_722_402_8, 771.323_428_777_653_13,
  -176.615_029_162_140_59, 12.507_343_278_686_905, -0.138_571_095_265_720_12, 9.984_369_578_019_571_6e-6,
  1.505_632_735_149_311_6e-7,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7): about 15 significant digits. */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0] ?? 0;
  for (let i = 1; i < LANCZOS.length; i += 1) sum += (LANCZOS[i] ?? 0) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

function logBinomialPmf(k: number, n: number, p: number): number {
  return logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1) + k * Math.log(p) + (n - k) * Math.log1p(-p);
}

/**
 * Exact conditional test of two Poisson counts over periods of equal length (or lengths `t1`, `t2`): given their
 * sum n, the first is Binomial(n, t1 / (t1 + t2)) when the rates are equal. Two-sided p as R's `poisson.test`:
 * the probability of every outcome no likelier than the one observed.
 */
export function exactPoissonTest(current: number, previous: number, t1 = 1, t2 = 1): number {
  const n = current + previous;
  if (n === 0) return 1;
  const p = t1 / (t1 + t2);
  const observed = logBinomialPmf(current, n, p);
  // R's relative tolerance, so outcomes as likely as the observed one count despite rounding.
  const bound = observed + Math.log1p(1e-7);
  let total = 0;
  for (let k = 0; k <= n; k += 1) {
    const log = logBinomialPmf(k, n, p);
    if (log <= bound) total += Math.exp(log);
  }
  return Math.min(1, total);
}

/** erfc(x) (Numerical Recipes' Chebyshev fit): relative error below 1.2e-7 everywhere. */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const poly =
    -z * z -
    1.265_512_23 +
    t *
      (1.000_023_68 +
        t *
          (0.374_091_96 +
            t *
              (0.096_784_18 +
                t *
                  (-0.186_288_06 +
                    t *
                      (0.278_868_07 +
                        t *
                          (-1.135_203_98 + t * (1.488_515_87 + t * (-0.822_152_23 + t * 0.170_872_77))))))));
  const value = t * Math.exp(poly);
  return x >= 0 ? value : 2 - value;
}

/** Two-sided p of a standard normal statistic. */
export const twoSidedNormalP = (z: number) => Math.min(1, erfc(Math.abs(z) / Math.SQRT2));

export interface MannKendall {
  /** Kendall's S: concordant minus discordant pairs in time order. */
  s: number;
  /** S standardised, with the continuity correction. */
  z: number;
  pValue: number;
}

/** Mann–Kendall trend test, normal approximation with the tie correction of the variance; two-sided. */
export function mannKendall(series: readonly number[]): MannKendall {
  const n = series.length;
  let s = 0;
  for (let i = 0; i < n - 1; i += 1) {
    const x = series[i] ?? 0;
    for (let j = i + 1; j < n; j += 1) s += Math.sign((series[j] ?? 0) - x);
  }
  const ties = new Map<number, number>();
  for (const value of series) ties.set(value, (ties.get(value) ?? 0) + 1);
  let tieTerm = 0;
  for (const t of ties.values()) tieTerm += t * (t - 1) * (2 * t + 5);
  const variance = (n * (n - 1) * (2 * n + 5) - tieTerm) / 18;
  if (variance <= 0) return { s, z: 0, pValue: 1 };
  const z = s === 0 ? 0 : (s - Math.sign(s)) / Math.sqrt(variance);
  return { s, z, pValue: twoSidedNormalP(z) };
}

/** Holm's step-down adjustment: controls the chance of any false item across all the tests of one answer. */
export function holm(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, index) => ({ p, index })).sort((a, b) => a.p - b.p);
  const adjusted = new Array<number>(m);
  let running = 0;
  order.forEach(({ p, index }, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    adjusted[index] = running;
  });
  return adjusted;
}
