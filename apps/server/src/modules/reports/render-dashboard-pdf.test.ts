import { DEFAULT_CASE_DASHBOARD, type DashboardTab } from '@hde/contracts';
import { REPORT_TEXT, type QueryResult, type ResultRow } from '@hde/contracts/api';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.js';
import { renderDashboardPdf } from './render-dashboard-pdf.js';

const tabOf = (id: string): DashboardTab => {
  const tab = DEFAULT_CASE_DASHBOARD.tabs.find((entry) => entry.id === id);
  if (!tab) throw new Error(`No tab ${id}`);
  return tab;
};

const generatedAt = new Date('2025-06-15T14:30:00Z');

const oneTab = (id: string) => ({
  subject: 'Table Workspace',
  sections: [{ tab: tabOf(id), results: {} }],
  filterSummary: [],
  generatedAt,
});

function caseRow(id: string, values: ResultRow = {}): ResultRow {
  return {
    _id: id,
    deathDate: '2024-05-03',
    ageGroup: '25-44',
    sexFormatted: 'Female',
    race: null,
    mannerOfDeath: 'UNDETERMINED',
    causeOfDeath: 'Hanging',
    pathologist: 'Dr. Smith',
    deathCity: 'Birmingham',
    ...values,
  };
}

/** `rows` as pages of `size`, as the database gives them. */
async function* pagesOf(rows: ResultRow[], size: number) {
  for (let from = 0; from < rows.length; from += size) yield rows.slice(from, from + size);
}

/** The text with line ends and spaces taken out: a wrapped cell reads as one word. */
const unwrapped = (text: string) => text.replace(/[\n ]/g, '');

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
      subject: 'Jefferson County Coroner',
      sections: [{ tab, results: deathCertificationResults() }],
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
    expect(text).not.toContain(REPORT_TEXT.noFilters);
  });

  it("says 'No filters' without filters and 'No data' for widgets without results", async () => {
    const pdf = await renderDashboardPdf({
      subject: 'Empty Workspace',
      sections: [{ tab: tabOf('death_certification'), results: {} }],
      filterSummary: [],
      generatedAt,
    });
    const text = pdfText(pdf);
    expect(text).toContain(REPORT_TEXT.noFilters);
    expect(text).toContain(REPORT_TEXT.noData);
    expect(text).not.toContain('Quick search');
  });

  it('prints a 60-character case id and a long value whole, wrapped inside their columns', async () => {
    const id = `CASE-${'0123456789'.repeat(5)}-WXYZ`;
    const cause = 'A rather long cause of death that will not fit in its column of the table, said in full';
    const pdf = await renderDashboardPdf({
      ...oneTab('case_list'),
      sections: [
        {
          tab: tabOf('case_list'),
          results: { case_list: { items: [caseRow(id, { causeOfDeath: cause })], total: 1 } },
        },
      ],
    });
    const text = pdfText(pdf);
    expect(id).toHaveLength(60);
    expect(text).not.toContain(id); // too wide for one line of its column...
    expect(unwrapped(text)).toContain(id); // ...so on consecutive lines, nothing left out
    expect(unwrapped(text)).toContain(cause.replace(/ /g, ''));
    expect(text).not.toContain('\u2026');
  });

  it('pages 1,200 rows over as many pages as they need, every id printed, the header on each page', async () => {
    const ids = Array.from({ length: 1200 }, (_, index) => `C-${String(index).padStart(5, '0')}`);
    const pdf = await renderDashboardPdf({
      ...oneTab('case_list'),
      sections: [
        {
          tab: tabOf('case_list'),
          results: {},
          tables: {
            case_list: {
              total: 1200,
              pages: pagesOf(
                ids.map((id) => caseRow(id)),
                1000,
              ),
            },
          },
        },
      ],
    });
    const lines = pdfText(pdf).split('\n');
    for (const id of ids) expect(lines).toContain(id);
    const pages = Number(/Page 1 of (\d+)/.exec(lines.join('\n'))?.[1]);
    expect(pages).toBeGreaterThan(10);
    expect(lines.filter((line) => line === 'Case ID')).toHaveLength(pages);
    expect(lines.join('\n')).not.toContain('Showing the first');
  });

  it('says so when the table stops before the rows the filters keep', async () => {
    const pdf = await renderDashboardPdf({
      ...oneTab('case_list'),
      sections: [
        {
          tab: tabOf('case_list'),
          results: {},
          tables: { case_list: { total: 12_345, pages: pagesOf([caseRow('C-1'), caseRow('C-2')], 1) } },
        },
      ],
    });
    expect(pdfText(pdf)).toContain(REPORT_TEXT.cut(2, 12_345));
    expect(REPORT_TEXT.cut(5000, 12_345)).toBe(
      'Showing the first 5,000 of 12,345 cases; narrow the filters to include the rest.',
    );
  });

  it('holds every tab it is given under its title, the report titled as all tabs', async () => {
    const pdf = await renderDashboardPdf({
      subject: 'W',
      allTabs: true,
      sections: DEFAULT_CASE_DASHBOARD.tabs.map((tab) => ({ tab, results: {} })),
      filterSummary: [],
      generatedAt,
    });
    const lines = pdfText(pdf).split('\n');
    expect(lines).toContain(`${REPORT_TEXT.allTabsTitle} \u2014 W`);
    for (const tab of DEFAULT_CASE_DASHBOARD.tabs) expect(lines).toContain(tab.title);
  });

  it('renders every tab of the default dashboard with sparse results', async () => {
    for (const tab of DEFAULT_CASE_DASHBOARD.tabs) {
      const results = Object.fromEntries(tab.widgets.map((widget) => [widget.id, { items: [] }]));
      const pdf = await renderDashboardPdf({
        subject: 'W',
        sections: [{ tab, results }],
        filterSummary: [],
        generatedAt,
      });
      expect(pdfText(pdf)).toContain(tab.title);
    }
  });

  it('keeps text outside the standard fonts readable', async () => {
    const pdf = await renderDashboardPdf({
      subject: 'Łódź Ωmega',
      sections: [{ tab: tabOf('death_certification'), results: {} }],
      filterSummary: [],
      generatedAt,
    });
    // Latin-1 letters stay, others lose their accent or read '?'.
    expect(pdfText(pdf)).toContain('Lódz ?mega');
  });
});
