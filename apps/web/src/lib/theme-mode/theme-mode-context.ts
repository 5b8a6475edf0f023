import { createContext, useContext } from 'react';
import type { ThemeMode } from '@hde/contracts';

export interface ThemeModeValue {
  mode: ThemeMode;
  setMode(mode: ThemeMode): void;
  toggleMode(): void;
}

export const ThemeModeContext = createContext<ThemeModeValue | null>(null);

/** Light or dark mode, kept in the hde_mode cookie. */
export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return value;
}
