import { DEFAULT_CASE_DASHBOARD, type DashboardTab, type QueryResult } from '@hde/contracts';
import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text.test-support.js';
import {
  NO_DATA_TEXT,
  NO_FILTERS_TEXT,
  renderDashboardPdf,
  REPORT_TABLE_ROW_LIMIT,
} from './render-dashboard-pdf.js';

const tabOf = (id: string): DashboardTab => {
  const tab = DEFAULT_CASE_DASHBOARD.tabs.find((entry) => entry.id === id);
  if (!tab) throw new Error(`No tab ${id}`);
  return tab;
};

const generatedAt = new Date('2025-06-15T14:30:00Z');

/** Synthetic results for every widget of the Death Certification tab. */
function deathCertificationResults(): Record<string, QueryResult> {
  const months: QueryResult['items'] = [];
  for (let year = 2019; year <= 2025; year += 1) {
    for (let month = 1; month <= (year === 2025 ? 5 : 12); month += 1) {
      months.push({
        month_dateOfDeath: `${year}-${String(month).padStart(2, '0')}`,
        COUNT: 20 + ((year * month) % 17),
      });
    }
  }
  const causes = [
    'Gunshot wound of head',
    'Acute combined drug toxicity (fentanyl and methamphetamine)',
    'Atherosclerotic cardiovascular disease',
    'Hanging',
    'Blunt force injuries',
    'Drowning',
    'Sharp force injuries',
    'Complications of diabetes mellitus',
  ];
  return {
    total_cases: { items: [{ COUNT: 1532 }] },
    drug_induced: { items: [{ COUNT: 311 }] },
    accepted_cases: { items: [{ COUNT: 1400 }] },
    declined_cases: { items: [{ COUNT: 132 }] },
    top_causes: { items: causes.map((cause, index) => ({ causeOfDeath: cause, COUNT: 200 - index * 21 })) },
    cause_cloud: { items: causes.map((cause, index) => ({ causeOfDeath: cause, COUNT: 200 - index * 21 })) },
    manner_of_death: {
      items: [
        { mannerOfDeath: 'NATURAL', COUNT: 700 },
        { mannerOfDeath: 'ACCIDENT', COUNT: 420 },
        { mannerOfDeath: 'SUICIDE', COUNT: 150 },
        { mannerOfDeath: 'HOMICIDE', COUNT: 160 },
        { mannerOfDeath: 'UNDETERMINED', COUNT: 80 },
        { mannerOfDeath: null, COUNT: 22 },
      ],
    },
    deaths_by_month: { items: months },
    drug_induced_by_year: {
      items: [2019, 2020, 2021, 2022, 2023, 2024, 2025].map((year, index) => ({
        year_dateOfDeath: year,
        COUNT: 30 + index * 7,
      })),
    },
  };
}

describe('renderDashboardPdf', () => {
  it('renders the Death Certification tab as a PDF whose text holds the title, workspace, filters and widgets', async () => {
    const tab = tabOf('death_certification');
    const pdf = await renderDashboardPdf({
      workspaceName: 'Jefferson County Coroner',
      tab,
      results: deathCertificationResults(),
      filterSummary: ['Manner of Death is Accident', 'Death Date greater than or equal to 01/01/2020'],
      searchText: 'fentanyl',
      generatedAt,
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-8).toString('latin1')).toContain('%%EOF');
    const text = pdfText(pdf);
    expect(text).toContain('Death Certification');
    expect(text).toContain('Jefferson County Coroner');
    expect(text).toContain('06/15/2025 14:30 UTC');
    expect(text).toContain('Manner of Death is Accident');
    expect(text).toContain('fentanyl');
    for (const widget of tab.widgets) expect(text).toContain(widget.title);
    expect(text).toContain('1,532');
    // Chart text (axis labels, legends, words) is real text too.
    expect(text).toContain('Gunshot wound of head');
    expect(text).toContain('Indeterminate');
    expect(text).toContain('Jan');
    expect(text).not.toContain(NO_FILTERS_TEXT);
  });

  it("says 'No filters' without filters and 'No data' for widgets without results", async () => {
    const pdf = await renderDashboardPdf({
      workspaceName: 'Empty Workspace',
      tab: tabOf('death_certification'),
      results: {},
      filterSummary: [],
      generatedAt,
    });
    const text = pdfText(pdf);
    expect(text).toContain(NO_FILTERS_TEXT);
    expect(text).toContain(NO_DATA_TEXT);
    expect(text).not.toContain('Quick search');
  });

  it('prints the first rows of a table widget over as many pages as they need', async () => {
    const items = Array.from({ length: 130 }, (_, index) => ({
      _id: `CASE-${String(index).padStart(4, '0')}`,
      deathDate: '2024-05-03',
      ageGroup: '25-44',
      sexFormatted: 'Female',
      race: null,
      mannerOfDeath: 'UNDETERMINED',
      causeOfDeath: 'A rather long cause of death that will not fit in its column of the table',
      pathologist: 'Dr. Smith',
      deathCity: 'Birmingham',
    }));
    const pdf = await renderDashboardPdf({
      workspaceName: 'Table Workspace',
      tab: tabOf('case_list'),
      results: { case_list: { items, total: 4000 } },
      filterSummary: [],
      generatedAt,
    });
    const text = pdfText(pdf);
    expect(text).toContain('Case ID');
    expect(text).toContain('CASE-0000');
    expect(text).toContain(`CASE-${String(REPORT_TABLE_ROW_LIMIT - 1).padStart(4, '0')}`);
    expect(text).not.toContain(`CASE-${String(REPORT_TABLE_ROW_LIMIT).padStart(4, '0')}`);
    expect(text).toContain(`Showing the first ${REPORT_TABLE_ROW_LIMIT} of 4,000 rows`);
    expect(text).toContain('---');
    expect(text).toContain('Page 3 of');
  });

  it('renders every tab of the default dashboard with sparse results', async () => {
    for (const tab of DEFAULT_CASE_DASHBOARD.tabs) {
      const results = Object.fromEntries(tab.widgets.map((widget) => [widget.id, { items: [] }]));
      const pdf = await renderDashboardPdf({
        workspaceName: 'W',
        tab,
        results,
        filterSummary: [],
        generatedAt,
      });
      expect(pdfText(pdf)).toContain(tab.title);
    }
  });

  it('keeps text outside the standard fonts readable', async () => {
    const pdf = await renderDashboardPdf({
      workspaceName: 'Łódź Ωmega',
      tab: tabOf('death_certification'),
      results: {},
      filterSummary: [],
      generatedAt,
    });
    // Latin-1 letters stay, others lose their accent or read '?'.
    expect(pdfText(pdf)).toContain('Lódz ?mega');
  });
});
