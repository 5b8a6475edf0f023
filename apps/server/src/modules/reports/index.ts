/** The reports module's entry: the PDF renderer and its pieces, for other modules' reports. */
export { describeWhere } from './describe-where.js';
export { renderDashboardPdf, type ReportSection } from './render-dashboard-pdf.js';
export { reportTabs } from './report-tabs.js';
