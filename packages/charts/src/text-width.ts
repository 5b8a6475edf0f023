/**
 * Approximate text widths without a canvas: Helvetica advance widths (1/1000 em) of the printable ASCII
 * characters, from its AFM metrics. Arial and Roboto are close enough for layout; other characters count as
 * a wide glyph so estimates err on the large side.
 */
const HELVETICA_ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 222, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 222, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

const OTHER_CHARACTER_WIDTH = 1000;
/** Bold glyphs of Helvetica are about this much wider. */
const BOLD_FACTOR = 1.08;

/** Width in pixels of `text` set at `fontSize` pixels. */
export function textWidth(text: string, fontSize: number, bold = false): number {
  let units = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    units +=
      code >= 32 && code <= 126 ? (HELVETICA_ASCII_WIDTHS[code - 32] as number) : OTHER_CHARACTER_WIDTH;
  }
  return (units / 1000) * fontSize * (bold ? BOLD_FACTOR : 1);
}

/** The pixel size and weight of a CSS font shorthand such as `bold 12px sans-serif`. */
export function parseFont(font: string | undefined): { fontSize: number; bold: boolean } {
  const size = /(\d+(?:\.\d+)?)px/.exec(font ?? '');
  return {
    fontSize: size ? Number(size[1]) : 12,
    bold: /\b(bold|bolder|[6-9]00)\b/.test(font ?? ''),
  };
}
