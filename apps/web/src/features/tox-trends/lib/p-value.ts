/** A test's p-value as shown: "< 0.0001" below that, else two significant digits ("= 0.0042"). */
export function formatPValue(pValue: number): string {
  if (pValue < 0.0001) return '< 0.0001';
  return `= ${Number(pValue.toPrecision(2))}`;
}
