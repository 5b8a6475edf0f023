import { CASE_LIST_FIELDS } from '@hde/contracts';
import { describe, expect, it } from 'vitest';
import { buildWidgetChart } from '../build-widget-chart.js';
import { defaultWidget } from '../test-helpers.js';

const widget = defaultWidget('case_list');

describe('caseTable', () => {
  it("takes its columns from the query's fields, labelled from the field registry", () => {
    const chart = buildWidgetChart(
      widget,
      {
        items: [
          {
            _id: 'C-1',
            deathDate: '2024-05-03',
            ageGroup: '25-44',
            sexFormatted: 'Male',
            race: null,
            mannerOfDeath: 'UNDETERMINED',
            causeOfDeath: 'Hanging',
            pathologist: '',
            deathCity: 'Birmingham',
          },
        ],
        total: 31,
      },
      { mode: 'light' },
    );
    if (chart.kind !== 'table') throw new Error(chart.kind);
    expect(chart.columns.map((column) => column.field)).toEqual([...CASE_LIST_FIELDS]);
    expect(chart.columns.slice(0, 3).map((column) => column.label)).toEqual([
      'Case ID',
      'Death Date',
      'Age Group',
    ]);
    expect(chart.columns.find((column) => column.field === 'sexFormatted')?.label).toBe('Sex');
    expect(chart.rows[0]).toMatchObject({
      _id: 'C-1',
      deathDate: '05/03/2024',
      race: '---',
      pathologist: '---',
      mannerOfDeath: 'Indeterminate',
      deathCity: 'Birmingham',
    });
    expect(chart.items[0]?._id).toBe('C-1');
    expect(chart.total).toBe(31);
  });

  it("shows a field the row lacks as '---'", () => {
    const chart = buildWidgetChart(widget, { items: [{ _id: 'C-2' }] }, { mode: 'dark' });
    if (chart.kind !== 'table') throw new Error(chart.kind);
    expect(chart.rows[0]?.causeOfDeath).toBe('---');
  });

  it('is empty without rows', () => {
    expect(buildWidgetChart(widget, { items: [] }, { mode: 'light' }).kind).toBe('empty');
  });
});
