import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_MODE, THEME_COOKIE } from '@hde/contracts';
import { readCookie, serializeCookie } from '../cookies';
import { readThemeMode, writeThemeMode } from './theme-mode-cookie';

describe('theme mode cookie', () => {
  it('defaults to light when the cookie is absent', () => {
    expect(DEFAULT_THEME_MODE).toBe('light');
    expect(readThemeMode()).toBe('light');
  });

  it('writes and reads back the mode', () => {
    writeThemeMode('dark');
    expect(readCookie(THEME_COOKIE)).toBe('dark');
    expect(readThemeMode()).toBe('dark');
    writeThemeMode('light');
    expect(readThemeMode()).toBe('light');
  });

  it('ignores values other than light and dark', () => {
    document.cookie = `${THEME_COOKIE}=purple; path=/`;
    expect(readThemeMode()).toBe('light');
  });

  it('serializes with path, one-year max-age and SameSite=Lax', () => {
    expect(
      serializeCookie(THEME_COOKIE, 'dark', { path: '/', maxAgeSeconds: 31_536_000, sameSite: 'Lax' }),
    ).toBe('hde_mode=dark; path=/; max-age=31536000; SameSite=Lax');
  });

  it('reads one cookie among several', () => {
    expect(readCookie('hde_mode', 'a=1; hde_mode=dark; b=2')).toBe('dark');
    expect(readCookie('mode', 'hde_mode=dark')).toBeNull();
  });
});
