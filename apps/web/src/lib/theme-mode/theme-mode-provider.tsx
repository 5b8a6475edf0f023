import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { ThemeMode } from '@hde/contracts';
import { readThemeMode, writeThemeMode } from './theme-mode-cookie';
import { ThemeModeContext, type ThemeModeValue } from './theme-mode-context';

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(readThemeMode);

  const setMode = useCallback((next: ThemeMode) => {
    writeThemeMode(next);
    setModeState(next);
  }, []);

  const value = useMemo<ThemeModeValue>(
    () => ({ mode, setMode, toggleMode: () => setMode(mode === 'light' ? 'dark' : 'light') }),
    [mode, setMode],
  );

  return <ThemeModeContext value={value}>{children}</ThemeModeContext>;
}
