import { DEFAULT_THEME_MODE, THEME_COOKIE, THEME_MODES, type ThemeMode } from '@hde/contracts';
import { readCookie, writeCookie } from '../cookies';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function isThemeMode(value: string | null): value is ThemeMode {
  return value !== null && (THEME_MODES as readonly string[]).includes(value);
}

export function readThemeMode(): ThemeMode {
  const value = readCookie(THEME_COOKIE);
  return isThemeMode(value) ? value : DEFAULT_THEME_MODE;
}

export function writeThemeMode(mode: ThemeMode): void {
  writeCookie(THEME_COOKIE, mode, {
    path: '/',
    maxAgeSeconds: ONE_YEAR_SECONDS,
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
}
