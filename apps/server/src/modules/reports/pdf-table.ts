import { buildWidgetChart, type TableColumn } from '@hde/charts';
import type { DashboardWidget } from '@hde/contracts';
import { REPORT_TEXT, type ResultRow } from '@hde/contracts/api';
import {
  BOLD,
  COLOR,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  FONT,
  MARGIN,
  WIDGET_GAP,
  WIDGET_TITLE_HEIGHT,
  type ReportLayout,
} from './report-layout.js';
import { toWinAnsi } from './win-ansi-text.js';
import { wrapLines } from './wrap-lines.js';

/** The rows of a case table: how many the filters keep, and the rows to print, a page of the query at a time. */
export interface TableRows {
  total: number;
  pages: AsyncIterable<ResultRow[]> | Iterable<ResultRow[]>;
}

const TABLE = { fontSize: 7.5, padding: 3, paddingY: 3.5 };
/** Rows whose texts set the column widths. */
const WIDTH_SAMPLE = 200;

type Cells = string[][];

/**
 * A case table over as many pages as its rows need, its header row on each. Every cell is printed whole:
 * wrapped inside its column, the row as tall as its tallest cell, a row taller than a page continued on the next.
 * Ends with the cut note when the filters keep more rows than `source` gave.
 */
export async function drawTable(layout: ReportLayout, widget: DashboardWidget, source: TableRows) {
  const { doc } = layout;
  const lineHeight = doc.font(FONT).fontSize(TABLE.fontSize).currentLineHeight(true);
  let columns: TableColumn[] | undefined;
  let widths: number[] = [];
  let header: Cells = [];
  let printed = 0;

  const wrapRow = (texts: string[], font: string): Cells => {
    doc.font(font).fontSize(TABLE.fontSize);
    const measure = (text: string) => doc.widthOfString(text);
    return texts.map((text, index) =>
      wrapLines(toWinAnsi(text), (widths[index] as number) - 2 * TABLE.padding, measure),
    );
  };
  const heightOf = (lines: number) => lines * lineHeight + 2 * TABLE.paddingY;
  const linesOf = (cells: Cells) => Math.max(1, ...cells.map((lines) => lines.length));
  const drawCells = (cells: Cells, from: number, count: number, font: string) => {
    layout.applyStyle({ font, size: TABLE.fontSize });
    let x = MARGIN.left;
    cells.forEach((lines, index) => {
      lines.slice(from, from + count).forEach((text, line) => {
        doc.text(text, x + TABLE.padding, layout.y + TABLE.paddingY + line * lineHeight, {
          lineBreak: false,
        });
      });
      x += widths[index] as number;
    });
  };
  const drawHeader = () => {
    const height = heightOf(linesOf(header));
    doc.rect(MARGIN.left, layout.y, CONTENT_WIDTH, height).fill(COLOR.fill);
    drawCells(header, 0, linesOf(header), BOLD);
    layout.y += height;
  };
  const continueOnNewPage = () => {
    layout.newPage();
    drawHeader();
  };
  const drawRow = (cells: Cells) => {
    const total = linesOf(cells);
    const pageRoom = Math.floor((CONTENT_BOTTOM - MARGIN.top - heightOf(linesOf(header))) / lineHeight);
    let from = 0;
    while (from < total) {
      const room = Math.floor((CONTENT_BOTTOM - layout.y - 2 * TABLE.paddingY) / lineHeight);
      const left = total - from;
      // A row that fits a page starts on the next one rather than being split.
      if (room < 1 || (left > room && from === 0 && left <= pageRoom)) {
        continueOnNewPage();
        continue;
      }
      const count = Math.min(left, room);
      drawCells(cells, from, count, FONT);
      layout.y += heightOf(count);
      doc
        .moveTo(MARGIN.left, layout.y)
        .lineTo(MARGIN.left + CONTENT_WIDTH, layout.y)
        .lineWidth(0.5)
        .strokeColor(COLOR.border)
        .stroke();
      from += count;
      if (from < total) continueOnNewPage();
    }
  };

  for await (const items of source.pages) {
    const chart = buildWidgetChart(
      widget,
      { items, total: source.total },
      { mode: 'light', animation: false },
    );
    if (chart.kind !== 'table') continue;
    if (!columns) {
      columns = chart.columns;
      widths = columnWidths(layout, columns, chart.rows.slice(0, WIDTH_SAMPLE));
      header = wrapRow(
        columns.map((column) => column.label),
        BOLD,
      );
      layout.ensureSpace(WIDGET_TITLE_HEIGHT + heightOf(linesOf(header)) + heightOf(1));
      layout.title(widget.title);
      drawHeader();
    }
    const fields = columns.map((column) => column.field);
    for (const row of chart.rows)
      drawRow(
        wrapRow(
          fields.map((field) => row[field] ?? ''),
          FONT,
        ),
      );
    printed += chart.rows.length;
  }
  if (!columns) {
    layout.ensureSpace(WIDGET_TITLE_HEIGHT + 16);
    layout.title(widget.title);
    layout.line(REPORT_TEXT.noData, MARGIN.left, layout.y, CONTENT_WIDTH, {
      size: 10,
      color: COLOR.secondary,
    });
    layout.y += 16 + WIDGET_GAP;
    return;
  }
  if (source.total > printed) {
    layout.y += 4;
    layout.paragraph(REPORT_TEXT.cut(printed, source.total), { size: 8, color: COLOR.secondary });
  }
  layout.y += WIDGET_GAP;
}

/**
 * Column widths: each column gets room for its header, then what is left goes to the columns whose texts
 * are longer, in proportion; the widths fill the content width. Longer texts wrap inside their column.
 */
function columnWidths(
  layout: ReportLayout,
  columns: TableColumn[],
  rows: Record<string, string>[],
): number[] {
  const { doc } = layout;
  const padding = 2 * TABLE.padding;
  doc.font(BOLD).fontSize(TABLE.fontSize);
  const least = columns.map((column) => Math.min(90, doc.widthOfString(toWinAnsi(column.label)) + padding));
  doc.font(FONT).fontSize(TABLE.fontSize);
  const wants = columns.map((column, index) => {
    const widest = Math.max(0, ...rows.map((row) => doc.widthOfString(toWinAnsi(row[column.field] ?? ''))));
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
