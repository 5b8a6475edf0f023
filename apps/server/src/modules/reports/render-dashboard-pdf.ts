import { buildWidgetChart, type WidgetChart } from '@hde/charts';
import { renderChartSvg } from '@hde/charts/ssr';
import type { DashboardTab, DashboardWidget } from '@hde/contracts';
import { REPORT_TEXT, type QueryResult } from '@hde/contracts/api';
import SVGtoPDF from 'svg-to-pdfkit';
import { drawTable, type TableRows } from './pdf-table.js';
import {
  BOLD,
  COLOR,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  FONT,
  MARGIN,
  WIDGET_GAP,
  WIDGET_TITLE_HEIGHT,
  collect,
  createReportDocument,
  formatGeneratedAt,
  ReportLayout,
} from './report-layout.js';
import { toWinAnsi } from './win-ansi-text.js';

/**
 * The dashboard PDF report (spec §2.7 "Download Analytics as PDF"): one tab's widgets, or every tab's, drawn
 * from the same chart options as the web (packages/charts, light mode) and placed as vector SVG with real,
 * extractable text in the standard Helvetica fonts; case tables printed whole, over as many pages as they need.
 */

export interface ReportSection {
  tab: DashboardTab;
  /** Query results by widget id; a widget without one shows 'No data'. */
  results: Record<string, QueryResult>;
  /** The rows of case tables by widget id; a case table without them prints its `results`. */
  tables?: Record<string, TableRows>;
}

export interface DashboardPdfInput {
  subject: string;
  /** One section: titled by its tab. Several (every tab): titled as a report, each section headed by its tab. */
  sections: ReportSection[];
  allTabs?: boolean;
  /** One line per filter in force, as the filter chips read. */
  filterSummary: string[];
  searchText?: string;
  generatedAt: Date;
}

const STATS_PER_ROW = 4;
const STAT_BOX_HEIGHT = 58;

export async function renderDashboardPdf(input: DashboardPdfInput): Promise<Buffer> {
  const heading = input.allTabs ? REPORT_TEXT.allTabsTitle : (input.sections[0]?.tab.title ?? '');
  const title = `${heading} \u2014 ${input.subject}`;
  const doc = createReportDocument(title, input.generatedAt);
  const finished = collect(doc);
  const layout = new ReportLayout(doc);

  header(layout, input, title);
  for (const [index, section] of input.sections.entries()) {
    if (input.allTabs) {
      if (index > 0) layout.newPage();
      layout.paragraph(section.tab.title, { font: BOLD, size: 15 });
      layout.y += 10;
    }
    await drawSection(layout, section);
  }
  layout.pageNumbers(input.generatedAt);
  doc.end();
  return finished;
}

function header(layout: ReportLayout, input: DashboardPdfInput, title: string) {
  layout.paragraph(title, { font: BOLD, size: 18 });
  layout.y += 2;
  layout.paragraph(REPORT_TEXT.generated(formatGeneratedAt(input.generatedAt)), {
    size: 9,
    color: COLOR.secondary,
  });
  layout.y += 6;
  const filters = input.filterSummary.filter((line) => line.trim() !== '');
  layout.paragraph(filters.length === 0 ? REPORT_TEXT.noFilters : REPORT_TEXT.filters, {
    font: filters.length === 0 ? FONT : BOLD,
    size: 10,
  });
  for (const line of filters) layout.paragraph(`\u2022 ${line}`, { size: 10, indent: 10 });
  const search = input.searchText?.trim();
  // As typed: its own quotes mark phrases.
  if (search) layout.paragraph(REPORT_TEXT.quickSearch(search), { size: 10 });
  layout.y += 8;
  layout.rule();
  layout.y += WIDGET_GAP - 4;
}

async function drawSection(layout: ReportLayout, { tab, results, tables }: ReportSection) {
  const widgets = tab.widgets;
  for (let index = 0; index < widgets.length;) {
    const widget = widgets[index] as DashboardWidget;
    if (widget.transformer === 'caseTable') {
      const result = results[widget.id];
      const rows = tables?.[widget.id] ?? {
        total: result?.total ?? result?.items.length ?? 0,
        pages: result ? [result.items] : [],
      };
      await drawTable(layout, widget, rows);
      index += 1;
      continue;
    }
    if (widget.transformer === 'stat') {
      // Consecutive figures share a row of boxes.
      const row: { widget: DashboardWidget; chart: WidgetChart }[] = [];
      while (row.length < STATS_PER_ROW && widgets[index]?.transformer === 'stat') {
        const next = widgets[index] as DashboardWidget;
        row.push({ widget: next, chart: chartOf(next, results) });
        index += 1;
      }
      stats(layout, row);
      continue;
    }
    drawWidget(layout, widget, chartOf(widget, results));
    index += 1;
  }
}

function chartOf(widget: DashboardWidget, results: Record<string, QueryResult>): WidgetChart {
  const result = results[widget.id];
  if (!result) return { kind: 'empty' };
  return buildWidgetChart(widget, result, { mode: 'light', animation: false, width: CONTENT_WIDTH });
}

const numberFormat = new Intl.NumberFormat('en-US');

/** A row of figure boxes. */
function stats(layout: ReportLayout, row: { widget: DashboardWidget; chart: WidgetChart }[]) {
  layout.ensureSpace(STAT_BOX_HEIGHT);
  const gap = 10;
  const width = (CONTENT_WIDTH - gap * (STATS_PER_ROW - 1)) / STATS_PER_ROW;
  row.forEach(({ widget, chart }, index) => {
    const x = MARGIN.left + index * (width + gap);
    layout.doc
      .roundedRect(x, layout.y, width, STAT_BOX_HEIGHT, 4)
      .lineWidth(0.75)
      .fillAndStroke(COLOR.fill, COLOR.border);
    layout.line(widget.title, x + 8, layout.y + 8, width - 16, { size: 9, color: COLOR.secondary });
    const figure =
      chart.kind !== 'stat'
        ? REPORT_TEXT.noData
        : chart.suppressed
          ? REPORT_TEXT.suppressed
          : chart.value === null
            ? REPORT_TEXT.noData
            : numberFormat.format(chart.value);
    const big = chart.kind === 'stat' && chart.value !== null;
    layout.line(figure, x + 8, layout.y + (big ? 24 : 28), width - 16, { font: BOLD, size: big ? 20 : 11 });
  });
  layout.y += STAT_BOX_HEIGHT + WIDGET_GAP;
}

/** A chart, or 'No data'. */
function drawWidget(layout: ReportLayout, widget: DashboardWidget, chart: WidgetChart) {
  if (chart.kind !== 'echarts') {
    layout.ensureSpace(WIDGET_TITLE_HEIGHT + 16);
    layout.title(widget.title);
    layout.line(REPORT_TEXT.noData, MARGIN.left, layout.y, CONTENT_WIDTH, {
      size: 10,
      color: COLOR.secondary,
    });
    layout.y += 16 + WIDGET_GAP;
    return;
  }
  const room = CONTENT_BOTTOM - MARGIN.top - WIDGET_TITLE_HEIGHT;
  const scale = Math.min(1, room / chart.height);
  const height = chart.height * scale;
  layout.ensureSpace(WIDGET_TITLE_HEIGHT + height);
  layout.title(widget.title);
  const svg = renderChartSvg(chart.option, { width: CONTENT_WIDTH, height: chart.height });
  SVGtoPDF(layout.doc as unknown as Parameters<typeof SVGtoPDF>[0], toWinAnsi(svg), MARGIN.left, layout.y, {
    width: CONTENT_WIDTH * scale,
    height,
    assumePt: true,
    fontCallback: (_family, bold) => (bold ? BOLD : FONT),
    warningCallback: () => undefined,
  });
  layout.y += height + WIDGET_GAP;
}
