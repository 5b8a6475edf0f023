/**
 * The PDF's standard fonts (Helvetica) encode text as WinAnsi: Latin-1 plus a few typographic characters.
 * Anything else would print as garbage, so it is reduced to its base letter where it has one, else '?'.
 */
const WIN_ANSI_EXTRAS = new Set([
  0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e, 0x0192, 0x02c6, 0x02dc, 0x2013, 0x2014, 0x2018,
  0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac,
  0x2122,
]);

/** Letters that do not decompose to a base letter. */
const LOOKALIKES: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŀ: 'L',
  ŀ: 'l',
  Ŧ: 'T',
  ŧ: 't',
};

function encodable(code: number): boolean {
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(code);
}

export function toWinAnsi(text: string): string {
  let out = '';
  for (const character of text.normalize('NFC')) {
    const code = character.codePointAt(0) ?? 0;
    if (encodable(code)) {
      out += character;
    } else if (LOOKALIKES[character]) {
      out += LOOKALIKES[character];
    } else if (character === '\t' || character === '\n' || character === '\r') {
      out += ' ';
    } else {
      const base = character.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += base !== '' && [...base].every((part) => encodable(part.codePointAt(0) ?? 0)) ? base : '?';
    }
  }
  return out;
}
