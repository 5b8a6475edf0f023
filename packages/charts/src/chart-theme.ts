import { CHART_PALETTE } from './theme-palette.js';

export type ChartMode = 'light' | 'dark';

/** Colours of the text, axes and grid lines of a chart, readable on the light and the dark MUI backgrounds. */
export interface ChartTheme {
  mode: ChartMode;
  /** Series colours. */
  palette: readonly string[];
  text: string;
  secondaryText: string;
  axisLine: string;
  splitLine: string;
  /** Background of tooltips and of the chart itself when it is not transparent. */
  surface: string;
  /** Border drawn between donut slices, the colour of the background. */
  sliceBorder: string;
  /** The marker of a suppressed value: a pale box with a dashed outline, unlike any series colour. */
  suppressedFill: string;
  suppressedStroke: string;
  fontFamily: string;
}

/** Lighter tones (MUI 300) of CHART_PALETTE, in the same order, for the dark background. */
export const CHART_PALETTE_DARK = [
  '#64b5f6',
  '#81c784',
  '#ffb74d',
  '#ba68c8',
  '#e57373',
  '#4dd0e1',
  '#dce775',
  '#a1887f',
  '#f06292',
  '#7986cb',
  '#90a4ae',
  '#4db6ac',
];

export const CHART_FONT_FAMILY = 'Roboto, Helvetica, Arial, sans-serif';

const LIGHT: ChartTheme = {
  mode: 'light',
  palette: CHART_PALETTE,
  text: '#212121',
  secondaryText: '#616161',
  axisLine: '#9e9e9e',
  splitLine: '#e0e0e0',
  surface: '#ffffff',
  sliceBorder: '#ffffff',
  suppressedFill: '#eeeeee',
  suppressedStroke: '#616161',
  fontFamily: CHART_FONT_FAMILY,
};

const DARK: ChartTheme = {
  mode: 'dark',
  palette: CHART_PALETTE_DARK,
  text: '#eeeeee',
  secondaryText: '#bdbdbd',
  axisLine: '#757575',
  splitLine: '#424242',
  surface: '#1e1e1e',
  sliceBorder: '#121212',
  suppressedFill: '#2c2c2c',
  suppressedStroke: '#bdbdbd',
  fontFamily: CHART_FONT_FAMILY,
};

export function chartTheme(mode: ChartMode): ChartTheme {
  return mode === 'dark' ? DARK : LIGHT;
}

export function themeColor(theme: ChartTheme, index: number): string {
  return theme.palette[index % theme.palette.length] as string;
}
