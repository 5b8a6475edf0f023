/** A Poisson draw of mean `rate` (Knuth's product of uniforms: rates here stay well under 100). */
export function poisson(random: () => number, rate: number): number {
  const limit = Math.exp(-rate);
  let count = 0;
  let product = random();
  while (product > limit) {
    count += 1;
    product *= random();
  }
  return count;
}
