import { THEME_COOKIE, THEME_MODES, type ThemeMode } from '@hde/contracts';

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The product theme chosen in the web app (cookie hde_mode), for server-rendered pages. */
export function themeFromCookie(header: string | undefined): ThemeMode {
  const value = readCookie(header, THEME_COOKIE);
  return (THEME_MODES as readonly string[]).includes(value ?? '') ? (value as ThemeMode) : 'light';
}
