import { alpha, createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from '@hde/contracts';

const FONT_STACK = [
  'Inter',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

const palettes = {
  light: {
    mode: 'light',
    primary: { main: '#0d47a1', light: '#3d6fc4', dark: '#08306b', contrastText: '#ffffff' },
    secondary: { main: '#00796b', contrastText: '#ffffff' },
    error: { main: '#c62828' },
    warning: { main: '#b45309' },
    success: { main: '#2e7d32' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    text: { primary: '#17202e', secondary: '#4a5565' },
    divider: '#dde2ea',
  },
  dark: {
    mode: 'dark',
    primary: { main: '#90caf9', light: '#b9dcfb', dark: '#5a9bd4', contrastText: '#0b1a2e' },
    secondary: { main: '#4db6ac', contrastText: '#06201d' },
    error: { main: '#ef9a9a' },
    warning: { main: '#ffb74d' },
    success: { main: '#81c784' },
    background: { default: '#0e131a', paper: '#161d27' },
    text: { primary: '#e6ebf2', secondary: '#a7b1bf' },
    divider: '#2a3441',
  },
} as const;

/** The HDE look: deep clinical blue, neutral greys, a visible focus ring in both modes. */
export function createAppTheme(mode: ThemeMode): Theme {
  const palette = palettes[mode];
  return createTheme({
    palette,
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.25rem', fontWeight: 600 },
      h3: { fontSize: '1.1rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
          body: { WebkitFontSmoothing: 'antialiased' },
        },
      },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiPaper: { styleOverrides: { outlined: { borderColor: palette.divider } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiListItemButton: {
        styleOverrides: {
          root: {
            borderRadius: 8,
            '&.Mui-selected': {
              backgroundColor: alpha(palette.primary.main, mode === 'light' ? 0.1 : 0.16),
              color: palette.primary.main,
              '& .MuiListItemIcon-root': { color: palette.primary.main },
            },
            '&.Mui-selected:hover': {
              backgroundColor: alpha(palette.primary.main, mode === 'light' ? 0.14 : 0.22),
            },
          },
        },
      },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  });
}
