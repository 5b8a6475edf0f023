/**
 * Series colours shared by the web charts and the server-side PDF renderer, on the light background. At least as
 * many as a pie has slices (10, the dashboards' pie limit) so no two slices share a colour (with eight, slices 9 and
 * 10 took the colours of 1 and 2). The four after the first eight are MUI 700-800 tones of other hues, 4.5:1 or more
 * against white, the pie's count labels. CHART_PALETTE_DARK has a lighter tone of each, in the same order.
 */
export const CHART_PALETTE = [
  '#1565c0',
  '#2e7d32',
  '#ef6c00',
  '#6a1b9a',
  '#c62828',
  '#00838f',
  '#9e9d24',
  '#4e342e',
  '#ad1457',
  '#283593',
  '#455a64',
  '#00695c',
];

export function seriesColor(index: number): string {
  return CHART_PALETTE[index % CHART_PALETTE.length] as string;
}
