/** Series colours shared by the web charts and the server-side PDF renderer. */
export const CHART_PALETTE = [
  '#1565c0',
  '#2e7d32',
  '#ef6c00',
  '#6a1b9a',
  '#c62828',
  '#00838f',
  '#9e9d24',
  '#4e342e',
];

export function seriesColor(index: number): string {
  return CHART_PALETTE[index % CHART_PALETTE.length] as string;
}
