import PDFDocument from 'pdfkit';
import { REPORT_TEXT } from '@hde/contracts/api';
import { toWinAnsi } from './win-ansi-text.js';

/** Page geometry, fonts and colours of the PDF report, and the cursor that places its blocks. */

const PAGE = { width: 612, height: 792 }; // US Letter, portrait, in points.
export const MARGIN = { top: 48, bottom: 54, left: 40, right: 40 };
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
export const CONTENT_BOTTOM = PAGE.height - MARGIN.bottom;
export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const COLOR = {
  text: '#212121',
  secondary: '#616161',
  rule: '#bdbdbd',
  fill: '#f5f5f5',
  border: '#e0e0e0',
};
export const WIDGET_GAP = 18;
export const WIDGET_TITLE_HEIGHT = 20;

export type Doc = PDFKit.PDFDocument;

export interface TextStyle {
  font?: string;
  size?: number;
  color?: string;
}

export function createReportDocument(title: string, generatedAt: Date): Doc {
  return new PDFDocument({
    size: 'LETTER',
    layout: 'portrait',
    margins: MARGIN,
    bufferPages: true,
    info: { Title: toWinAnsi(title), Creator: 'HDE', CreationDate: generatedAt },
  });
}

/** The whole document once it ends. */
export function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** MM/DD/YYYY HH:mm in UTC. */
export function formatGeneratedAt(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()} ` +
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())} UTC`
  );
}

/** Places blocks top to bottom (`y`), starting a new page when a block does not fit what is left of one. */
export class ReportLayout {
  y = MARGIN.top;

  constructor(readonly doc: Doc) {}

  /** A horizontal rule across the content width at `y`. */
  rule() {
    this.doc
      .moveTo(MARGIN.left, this.y)
      .lineTo(MARGIN.left + CONTENT_WIDTH, this.y)
      .lineWidth(0.75)
      .strokeColor(COLOR.rule)
      .stroke();
  }

  title(text: string) {
    this.line(text, MARGIN.left, this.y, CONTENT_WIDTH, { font: BOLD, size: 12 });
    this.y += WIDGET_TITLE_HEIGHT;
  }

  ensureSpace(height: number) {
    if (this.y + height > CONTENT_BOTTOM && this.y > MARGIN.top) this.newPage();
  }

  newPage() {
    this.doc.addPage();
    this.y = MARGIN.top;
  }

  /** Wrapping text at the current position; moves down by its height. */
  paragraph(text: string, style: TextStyle & { indent?: number }) {
    const indent = style.indent ?? 0;
    this.applyStyle(style);
    const safe = toWinAnsi(text);
    const height = this.doc.heightOfString(safe, { width: CONTENT_WIDTH - indent });
    this.ensureSpace(height);
    this.doc.text(safe, MARGIN.left + indent, this.y, { width: CONTENT_WIDTH - indent });
    this.y += height;
  }

  /** One line of text at a fixed place, cut with an ellipsis to `width`; does not move the layout. */
  line(text: string, x: number, y: number, width: number, style: TextStyle & { align?: 'left' | 'right' }) {
    this.applyStyle(style);
    const fitted = fit(this.doc, toWinAnsi(text), width);
    this.doc.text(fitted, x, y, { width, lineBreak: false, align: style.align ?? 'left' });
  }

  applyStyle(style: TextStyle) {
    this.doc
      .font(style.font ?? FONT)
      .fontSize(style.size ?? 10)
      .fillColor(style.color ?? COLOR.text);
  }

  pageNumbers(generatedAt: Date) {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      this.doc.switchToPage(index);
      // Writing below the bottom margin would start a new page: lift it while the footer is written.
      const bottom = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      const y = PAGE.height - MARGIN.bottom + 18;
      const style = { size: 8, color: COLOR.secondary };
      this.line(
        REPORT_TEXT.generated(formatGeneratedAt(generatedAt)),
        MARGIN.left,
        y,
        CONTENT_WIDTH / 2,
        style,
      );
      this.line(REPORT_TEXT.page(index - range.start + 1, range.count), MARGIN.left, y, CONTENT_WIDTH, {
        ...style,
        align: 'right',
      });
      this.doc.page.margins.bottom = bottom;
    }
  }
}

/** `text` cut to `width` at the current font, ending with an ellipsis when cut. */
function fit(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  const characters = Array.from(text);
  // The longest prefix that fits with its ellipsis, by bisection.
  let low = 0;
  let high = characters.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${characters.slice(0, middle).join('')}\u2026`) <= width) low = middle;
    else high = middle - 1;
  }
  return `${characters.slice(0, low).join('').trimEnd()}\u2026`;
}
