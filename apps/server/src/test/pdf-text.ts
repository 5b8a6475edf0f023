import { inflateSync } from 'node:zlib';

/**
 * Test support: the text a PDF shows, read from its content streams (FlateDecode or plain) by collecting the
 * strings of the text operators (Tj, TJ, ', "). Enough for PDFs written by pdfkit with the standard fonts,
 * whose strings are WinAnsi, written as hex or literal strings.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const texts: string[] = [];
  const streamPattern = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = streamPattern.exec(source); match; match = streamPattern.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    let content: string;
    try {
      content = /FlateDecode/.test(match[1] ?? '')
        ? inflateSync(raw).toString('latin1')
        : raw.toString('latin1');
    } catch {
      continue;
    }
    texts.push(...textOperators(content));
  }
  return texts.join('\n');
}

/**
 * The text of each BT..ET block of a content stream. pdfkit writes a line of text per block, svg-to-pdfkit an
 * SVG text element per block with one show operator per glyph, so the shows of a block are joined as they are.
 */
function textOperators(content: string): string[] {
  const out: string[] = [];
  const blocks = content.match(/BT[^]*?ET/g) ?? [];
  for (const block of blocks) {
    const shows =
      block.match(/(\[(?:[^\]\\]|\\.)*\]\s*TJ|(?:<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\))\s*(?:Tj|'|"))/g) ?? [];
    const text = shows
      .map((show) => (show.match(/<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\)/g) ?? []).map(decodeString).join(''))
      .join('');
    if (text !== '') out.push(text);
  }
  return out;
}

/** WinAnsi codes 0x80..0x9f that are not Latin-1 (pdfkit writes the standard fonts' text in WinAnsi). */
const WIN_ANSI_HIGH: Readonly<Record<number, string>> = {
  0x80: '\u20ac',
  0x82: '\u201a',
  0x83: '\u0192',
  0x84: '\u201e',
  0x85: '\u2026',
  0x86: '\u2020',
  0x87: '\u2021',
  0x88: '\u02c6',
  0x89: '\u2030',
  0x8a: '\u0160',
  0x8b: '\u2039',
  0x8c: '\u0152',
  0x8e: '\u017d',
  0x91: '\u2018',
  0x92: '\u2019',
  0x93: '\u201c',
  0x94: '\u201d',
  0x95: '\u2022',
  0x96: '\u2013',
  0x97: '\u2014',
  0x98: '\u02dc',
  0x99: '\u2122',
  0x9a: '\u0161',
  0x9b: '\u203a',
  0x9c: '\u0153',
  0x9e: '\u017e',
  0x9f: '\u0178',
};

const fromWinAnsi = (code: number) => WIN_ANSI_HIGH[code] ?? String.fromCharCode(code);

function decodeString(token: string): string {
  if (token.startsWith('<')) {
    const hex = token.slice(1, -1).replace(/\s+/g, '');
    let text = '';
    for (let index = 0; index + 1 < hex.length; index += 2) {
      text += fromWinAnsi(parseInt(hex.slice(index, index + 2), 16));
    }
    return text;
  }
  return token.slice(1, -1).replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, escape: string) => {
    const named: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
    if (/^[0-7]+$/.test(escape)) return fromWinAnsi(parseInt(escape, 8));
    return named[escape] ?? escape;
  });
}
