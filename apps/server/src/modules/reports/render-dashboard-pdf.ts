import { buildWidgetChart, type WidgetChart } from '@hde/charts';
import { renderChartSvg } from '@hde/charts/ssr';
import type { DashboardTab, DashboardWidget, QueryResult } from '@hde/contracts';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { toWinAnsi } from './win-ansi-text.js';

/**
 * The dashboard PDF report (spec §2.7 "Download Analytics as PDF"): one tab's widgets, drawn from the same
 * chart options as the web (packages/charts, light mode) and placed as vector SVG with real, extractable text
 * in the standard Helvetica fonts.
 */

export interface DashboardPdfInput {
  workspaceName: string;
  tab: DashboardTab;
  /** Query results by widget id; a widget without one shows 'No data'. */
  results: Record<string, QueryResult>;
  /** One line per filter in force, as the filter chips read. */
  filterSummary: string[];
  searchText?: string;
  generatedAt: Date;
}

/** Rows of a table widget the report prints. */
export const REPORT_TABLE_ROW_LIMIT = 100;
export const NO_DATA_TEXT = 'No data';
export const NO_FILTERS_TEXT = 'No filters';

const PAGE = { width: 612, height: 792 }; // US Letter, portrait, in points.
const MARGIN = { top: 48, bottom: 54, left: 40, right: 40 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const CONTENT_BOTTOM = PAGE.height - MARGIN.bottom;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const COLOR = { text: '#212121', secondary: '#616161', rule: '#bdbdbd', fill: '#f5f5f5', border: '#e0e0e0' };
const WIDGET_GAP = 18;
const WIDGET_TITLE_HEIGHT = 20;
const STATS_PER_ROW = 4;
const STAT_BOX_HEIGHT = 58;
const TABLE = { fontSize: 7.5, rowHeight: 15, padding: 3 };

type Doc = PDFKit.PDFDocument;

export async function renderDashboardPdf(input: DashboardPdfInput): Promise<Buffer> {
  const title = `${input.tab.title} \u2014 ${input.workspaceName}`;
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'portrait',
    margins: MARGIN,
    bufferPages: true,
    info: { Title: toWinAnsi(title), Creator: 'HDE', CreationDate: input.generatedAt },
  });
  const finished = collect(doc);
  const layout = new ReportLayout(doc);

  layout.header(input, title);
  const widgets = input.tab.widgets;
  for (let index = 0; index < widgets.length;) {
    const widget = widgets[index] as DashboardWidget;
    const chart = chartOf(widget, input);
    if (chart.kind === 'stat' || (widget.transformer === 'stat' && chart.kind === 'empty')) {
      // Consecutive figures share a row of boxes.
      const row: { widget: DashboardWidget; chart: WidgetChart }[] = [];
      while (row.length < STATS_PER_ROW && index < widgets.length) {
        const next = widgets[index] as DashboardWidget;
        if (next.transformer !== 'stat') break;
        row.push({ widget: next, chart: chartOf(next, input) });
        index += 1;
      }
      layout.stats(row);
      continue;
    }
    layout.widget(widget, chart);
    index += 1;
  }
  layout.pageNumbers(input.generatedAt);
  doc.end();
  return finished;
}

function chartOf(widget: DashboardWidget, input: DashboardPdfInput): WidgetChart {
  const result = input.results[widget.id];
  if (!result) return { kind: 'empty' };
  return buildWidgetChart(widget, result, {
    mode: 'light',
    animation: false,
    width: CONTENT_WIDTH,
  });
}

function collect(doc: Doc): Promise<Buffer> {
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

const numberFormat = new Intl.NumberFormat('en-US');

/** Places blocks top to bottom, starting a new page when a block does not fit what is left of one. */
class ReportLayout {
  private y = MARGIN.top;

  constructor(private readonly doc: Doc) {}

  header(input: DashboardPdfInput, title: string) {
    this.paragraph(title, { font: BOLD, size: 18 });
    this.y += 2;
    this.paragraph(`Generated ${formatGeneratedAt(input.generatedAt)}`, { size: 9, color: COLOR.secondary });
    this.y += 6;
    const filters = input.filterSummary.filter((line) => line.trim() !== '');
    this.paragraph(filters.length === 0 ? NO_FILTERS_TEXT : 'Filters:', {
      font: filters.length === 0 ? FONT : BOLD,
      size: 10,
    });
    for (const line of filters) this.paragraph(`\u2022 ${line}`, { size: 10, indent: 10 });
    const search = input.searchText?.trim();
    // As typed: its own quotes mark phrases.
    if (search) this.paragraph(`Quick search: ${search}`, { size: 10 });
    this.y += 8;
    this.doc
      .moveTo(MARGIN.left, this.y)
      .lineTo(MARGIN.left + CONTENT_WIDTH, this.y)
      .lineWidth(0.75)
      .strokeColor(COLOR.rule)
      .stroke();
    this.y += WIDGET_GAP - 4;
  }

  /** A row of figure boxes. */
  stats(row: { widget: DashboardWidget; chart: WidgetChart }[]) {
    this.ensureSpace(STAT_BOX_HEIGHT);
    const gap = 10;
    const width = (CONTENT_WIDTH - gap * (STATS_PER_ROW - 1)) / STATS_PER_ROW;
    row.forEach(({ widget, chart }, index) => {
      const x = MARGIN.left + index * (width + gap);
      this.doc
        .roundedRect(x, this.y, width, STAT_BOX_HEIGHT, 4)
        .lineWidth(0.75)
        .fillAndStroke(COLOR.fill, COLOR.border);
      this.line(widget.title, x + 8, this.y + 8, width - 16, { size: 9, color: COLOR.secondary });
      const figure =
        chart.kind !== 'stat'
          ? NO_DATA_TEXT
          : chart.suppressed
            ? 'Suppressed'
            : chart.value === null
              ? NO_DATA_TEXT
              : numberFormat.format(chart.value);
      const big = chart.kind === 'stat' && chart.value !== null;
      this.line(figure, x + 8, this.y + (big ? 24 : 28), width - 16, { font: BOLD, size: big ? 20 : 11 });
    });
    this.y += STAT_BOX_HEIGHT + WIDGET_GAP;
  }

  widget(widget: DashboardWidget, chart: WidgetChart) {
    switch (chart.kind) {
      case 'echarts': {
        const room = CONTENT_BOTTOM - MARGIN.top - WIDGET_TITLE_HEIGHT;
        const scale = Math.min(1, room / chart.height);
        const height = chart.height * scale;
        this.ensureSpace(WIDGET_TITLE_HEIGHT + height);
        this.title(widget.title);
        const svg = renderChartSvg(chart.option, { width: CONTENT_WIDTH, height: chart.height });
        SVGtoPDF(this.doc as unknown as Parameters<typeof SVGtoPDF>[0], toWinAnsi(svg), MARGIN.left, this.y, {
          width: CONTENT_WIDTH * scale,
          height,
          assumePt: true,
          fontCallback: (_family, bold) => (bold ? BOLD : FONT),
          warningCallback: () => undefined,
        });
        this.y += height + WIDGET_GAP;
        return;
      }
      case 'table':
        this.table(widget, chart);
        return;
      case 'stat':
        this.stats([{ widget, chart }]);
        return;
      case 'empty':
        this.ensureSpace(WIDGET_TITLE_HEIGHT + 16);
        this.title(widget.title);
        this.line(NO_DATA_TEXT, MARGIN.left, this.y, CONTENT_WIDTH, { size: 10, color: COLOR.secondary });
        this.y += 16 + WIDGET_GAP;
        return;
    }
  }

  private table(widget: DashboardWidget, chart: Extract<WidgetChart, { kind: 'table' }>) {
    const rows = chart.rows.slice(0, REPORT_TABLE_ROW_LIMIT);
    const widths = this.columnWidths(chart.columns, rows);
    const { rowHeight, fontSize, padding } = TABLE;
    const drawHeader = () => {
      this.doc.rect(MARGIN.left, this.y, CONTENT_WIDTH, rowHeight).fill(COLOR.fill);
      let x = MARGIN.left;
      chart.columns.forEach((column, index) => {
        const width = widths[index] as number;
        this.line(column.label, x + padding, this.y + 4, width - 2 * padding, { font: BOLD, size: fontSize });
        x += width;
      });
      this.y += rowHeight;
    };
    this.ensureSpace(WIDGET_TITLE_HEIGHT + rowHeight * 2);
    this.title(widget.title);
    drawHeader();
    for (const row of rows) {
      if (this.y + rowHeight > CONTENT_BOTTOM) {
        this.newPage();
        drawHeader();
      }
      let x = MARGIN.left;
      chart.columns.forEach((column, index) => {
        const width = widths[index] as number;
        this.line(row[column.field] ?? '', x + padding, this.y + 4, width - 2 * padding, { size: fontSize });
        x += width;
      });
      this.doc
        .moveTo(MARGIN.left, this.y + rowHeight)
        .lineTo(MARGIN.left + CONTENT_WIDTH, this.y + rowHeight)
        .lineWidth(0.5)
        .strokeColor(COLOR.border)
        .stroke();
      this.y += rowHeight;
    }
    const total = Math.max(chart.total ?? 0, chart.rows.length);
    if (total > rows.length) {
      this.ensureSpace(14);
      this.line(
        `Showing the first ${rows.length} of ${numberFormat.format(total)} rows`,
        MARGIN.left,
        this.y + 4,
        CONTENT_WIDTH,
        {
          size: 8,
          color: COLOR.secondary,
        },
      );
      this.y += 14;
    }
    this.y += WIDGET_GAP;
  }

  /**
   * Column widths: each column gets room for its header, then what is left goes to the columns whose texts
   * are longer, in proportion; the widths fill the content width.
   */
  private columnWidths(
    columns: { field: string; label: string }[],
    rows: Record<string, string>[],
  ): number[] {
    const padding = 2 * TABLE.padding;
    this.doc.font(BOLD).fontSize(TABLE.fontSize);
    const least = columns.map((column) =>
      Math.min(90, this.doc.widthOfString(toWinAnsi(column.label)) + padding),
    );
    this.doc.font(FONT).fontSize(TABLE.fontSize);
    const sample = rows.slice(0, 30);
    const wants = columns.map((column, index) => {
      const widest = Math.max(
        0,
        ...sample.map((row) => this.doc.widthOfString(toWinAnsi(row[column.field] ?? ''))),
      );
      return Math.max(least[index] as number, Math.min(160, widest + padding));
    });
    const sum = (widths: number[]) => widths.reduce((total, width) => total + width, 0);
    const wanted = sum(wants);
    const needed = sum(least);
    if (wanted <= CONTENT_WIDTH || needed >= CONTENT_WIDTH) {
      const basis = wanted <= CONTENT_WIDTH ? wants : least;
      return basis.map((width) => (width / sum(basis)) * CONTENT_WIDTH);
    }
    const share = (CONTENT_WIDTH - needed) / (wanted - needed);
    return wants.map((want, index) => (least[index] as number) + (want - (least[index] as number)) * share);
  }

  pageNumbers(generatedAt: Date) {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      this.doc.switchToPage(index);
      // Writing below the bottom margin would start a new page: lift it while the footer is written.
      const bottom = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      const y = PAGE.height - MARGIN.bottom + 18;
      this.line(`Generated ${formatGeneratedAt(generatedAt)}`, MARGIN.left, y, CONTENT_WIDTH / 2, {
        size: 8,
        color: COLOR.secondary,
      });
      this.line(`Page ${index - range.start + 1} of ${range.count}`, MARGIN.left, y, CONTENT_WIDTH, {
        size: 8,
        color: COLOR.secondary,
        align: 'right',
      });
      this.doc.page.margins.bottom = bottom;
    }
  }

  private title(text: string) {
    this.line(text, MARGIN.left, this.y, CONTENT_WIDTH, { font: BOLD, size: 12 });
    this.y += WIDGET_TITLE_HEIGHT;
  }

  private ensureSpace(height: number) {
    if (this.y + height > CONTENT_BOTTOM && this.y > MARGIN.top) this.newPage();
  }

  private newPage() {
    this.doc.addPage();
    this.y = MARGIN.top;
  }

  /** Wrapping text at the current position; moves down by its height. */
  private paragraph(text: string, style: TextStyle & { indent?: number }) {
    const indent = style.indent ?? 0;
    this.applyStyle(style);
    const safe = toWinAnsi(text);
    const height = this.doc.heightOfString(safe, { width: CONTENT_WIDTH - indent });
    this.ensureSpace(height);
    this.doc.text(safe, MARGIN.left + indent, this.y, { width: CONTENT_WIDTH - indent });
    this.y += height;
  }

  /** One line of text at a fixed place, cut with an ellipsis to `width`; does not move the layout. */
  private line(
    text: string,
    x: number,
    y: number,
    width: number,
    style: TextStyle & { align?: 'left' | 'right' },
  ) {
    this.applyStyle(style);
    const fitted = fit(this.doc, toWinAnsi(text), width);
    this.doc.text(fitted, x, y, { width, lineBreak: false, align: style.align ?? 'left' });
  }

  private applyStyle(style: TextStyle) {
    this.doc
      .font(style.font ?? FONT)
      .fontSize(style.size ?? 10)
      .fillColor(style.color ?? COLOR.text);
  }
}

interface TextStyle {
  font?: string;
  size?: number;
  color?: string;
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
