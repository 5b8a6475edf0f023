import { DEATH_AGE_GROUPS, TOX_AGE_GROUPS, TOX_OVERVIEW_DASHBOARD } from '@hde/contracts';
import { PUBLIC_DASHBOARD_TEXT } from '@hde/contracts/text';
import { describe, expect, it } from 'vitest';
import { buildWidgetChart } from '../build-widget-chart.js';
import {
  defaultWidget,
  echartsOf,
  itemValue,
  markerNames,
  noteOf,
  ruleNamesIn,
  suppressedRow,
} from '../test-helpers.js';
import { ageGroupCategories } from './age-groups.js';

describe('ageGroups', () => {
  it('draws bars in DEATH_AGE_GROUPS order with Unknown last', () => {
    const { option } = echartsOf(
      buildWidgetChart(
        defaultWidget('age_groups'),
        {
          items: [
            { ageGroup: '85+', COUNT: 2 },
            { ageGroup: null, COUNT: 1 },
            { ageGroup: '25-44', COUNT: 9 },
            { ageGroup: '0-1', COUNT: 3 },
          ],
        },
        { mode: 'light' },
      ),
    );
    expect(option.xAxis.data).toEqual([...DEATH_AGE_GROUPS, 'Unknown']);
    const values = option.series[0]?.data.map(itemValue);
    expect(values?.[0]).toBe(3);
    expect(values?.[DEATH_AGE_GROUPS.indexOf('25-44')]).toBe(9);
    expect(values?.[DEATH_AGE_GROUPS.indexOf('85+')]).toBe(2);
    expect(values?.at(-1)).toBe(1);
    expect(option.series).toHaveLength(1);
  });

  it('stacks one series per second grouping value', () => {
    const { option } = echartsOf(
      buildWidgetChart(
        defaultWidget('manner_by_age_group'),
        {
          items: [
            { ageGroup: '25-44', mannerOfDeath: 'NATURAL', COUNT: 4 },
            { ageGroup: '45-64', mannerOfDeath: 'ACCIDENT', COUNT: 8 },
            { ageGroup: '45-64', mannerOfDeath: 'NATURAL', COUNT: 3 },
            { ageGroup: '45-64', mannerOfDeath: 'UNDETERMINED', COUNT: 1 },
          ],
        },
        { mode: 'light' },
      ),
    );
    // Largest series first: Accident 8, Natural 7, Indeterminate 1.
    expect(option.series.map((series) => series.name)).toEqual(['Accident', 'Natural', 'Indeterminate']);
    expect(option.series.every((series) => series.type === 'bar' && series.stack === 'total')).toBe(true);
    expect(option.legend?.data).toEqual(['Accident', 'Natural', 'Indeterminate']);
    const natural = option.series[1]?.data.map(itemValue);
    expect(natural?.[DEATH_AGE_GROUPS.indexOf('25-44')]).toBe(4);
    expect(natural?.[DEATH_AGE_GROUPS.indexOf('45-64')]).toBe(3);
    expect(natural?.[0]).toBe(0);
  });

  it('marks a suppressed age group at the axis with no bar and no number', () => {
    const { option } = echartsOf(
      buildWidgetChart(
        defaultWidget('age_groups'),
        { items: [{ ageGroup: '25-44', COUNT: 30 }, suppressedRow({ ageGroup: '85+' })] },
        { mode: 'light', disclosure: { threshold: 10 } },
      ),
    );
    const at = DEATH_AGE_GROUPS.indexOf('85+');
    const values = option.series[0]?.data.map(itemValue);
    expect(values?.[at]).toBeNull();
    expect(values?.[DEATH_AGE_GROUPS.indexOf('25-44')]).toBe(30);
    expect(option.series[0]?.markPoint?.data.map((place) => place.coord)).toEqual([[at, 0]]);
    expect(markerNames(option)).toEqual([PUBLIC_DASHBOARD_TEXT.suppressedValue('85+')]);
    expect(ruleNamesIn(option)).toEqual([]);
    expect(noteOf(option)).toBe(PUBLIC_DASHBOARD_TEXT.suppressedLegend(10));
  });

  it('leaves suppressed parts out of a stack and marks them on top of its shown parts', () => {
    const { option } = echartsOf(
      buildWidgetChart(
        defaultWidget('manner_by_age_group'),
        {
          items: [
            { ageGroup: '25-44', mannerOfDeath: 'NATURAL', COUNT: 14 },
            suppressedRow({ ageGroup: '25-44', mannerOfDeath: 'ACCIDENT' }),
            { ageGroup: '45-64', mannerOfDeath: 'ACCIDENT', COUNT: 28 },
            suppressedRow({ ageGroup: '65-74', mannerOfDeath: 'NATURAL' }),
          ],
        },
        { mode: 'dark', disclosure: { threshold: 10 } },
      ),
    );
    const young = DEATH_AGE_GROUPS.indexOf('25-44');
    const old = DEATH_AGE_GROUPS.indexOf('65-74');
    const [accident, natural, markers] = option.series;
    expect([accident?.name, natural?.name]).toEqual(['Accident', 'Natural']);
    expect(accident?.data.map(itemValue)[young]).toBeNull();
    expect(natural?.data.map(itemValue)[old]).toBeNull();
    expect(natural?.data.map(itemValue)[young]).toBe(14);
    // The markers ride on a series of their own, left out of the legend so that hiding a manner keeps them.
    expect(markers?.data).toEqual([]);
    expect(option.legend?.data).toEqual(['Accident', 'Natural']);
    expect(markers?.markPoint?.data.map((place) => place.coord)).toEqual([
      [young, 14],
      [old, 0],
    ]);
    expect(markerNames(option)).toEqual([
      PUBLIC_DASHBOARD_TEXT.suppressedValue('Accident 25-44'),
      PUBLIC_DASHBOARD_TEXT.suppressedValue('Natural 65-74'),
    ]);
    expect(ruleNamesIn(option)).toEqual([]);
    expect(noteOf(option)).toBe(PUBLIC_DASHBOARD_TEXT.suppressedLegend(10));
    expect(option.aria?.label.description).toContain(
      PUBLIC_DASHBOARD_TEXT.suppressedValuesDescription(['Accident 25-44', 'Natural 65-74']),
    );
  });

  it('draws only the `series` largest series by total, Unknown still last', () => {
    const widget = { ...defaultWidget('manner_by_age_group'), series: 3 };
    const { option } = echartsOf(
      buildWidgetChart(
        widget,
        {
          items: [
            { ageGroup: '25-44', mannerOfDeath: 'NATURAL', COUNT: 2 },
            { ageGroup: '45-64', mannerOfDeath: 'NATURAL', COUNT: 2 },
            { ageGroup: '25-44', mannerOfDeath: 'ACCIDENT', COUNT: 3 },
            { ageGroup: '25-44', mannerOfDeath: null, COUNT: 9 },
            { ageGroup: '45-64', mannerOfDeath: 'SUICIDE', COUNT: 1 },
            { ageGroup: '45-64', mannerOfDeath: 'HOMICIDE', COUNT: 4 },
          ],
        },
        { mode: 'light' },
      ),
    );
    // Totals: Unknown 9, Natural 4 and Homicide 4 kept; Accident 3 and Suicide 1 left out.
    expect(option.series.map((series) => series.name)).toEqual(['Homicide', 'Natural', 'Unknown']);
    expect(option.legend?.data).toEqual(['Homicide', 'Natural', 'Unknown']);
    expect(option.series[1]?.data.map(itemValue)[DEATH_AGE_GROUPS.indexOf('45-64')]).toBe(2);
  });

  it('completes the toxicology scheme when the groups are its own', () => {
    expect(ageGroupCategories(['15-24', 'Unknown', '0-9', '85+'])).toEqual([...TOX_AGE_GROUPS]);
  });

  it('keeps the scheme a widget names when a filter leaves only groups both schemes share', () => {
    const shared = ['25-44', '45-64', 'Unknown'];
    expect(ageGroupCategories(shared)).toEqual([...DEATH_AGE_GROUPS, 'Unknown']);
    expect(ageGroupCategories(shared, 'toxicology')).toEqual([...TOX_AGE_GROUPS]);
    expect(ageGroupCategories(['25-44'], 'toxicology')).toEqual(
      TOX_AGE_GROUPS.filter((g) => g !== 'Unknown'),
    );
    expect(ageGroupCategories(['15-24', '85+'], 'death')).toEqual([...DEATH_AGE_GROUPS, '15-24']);
  });

  it("draws the toxicology overview's age chart in TOX_AGE_GROUPS under any filter", () => {
    const widget = TOX_OVERVIEW_DASHBOARD.tabs[0]!.widgets.find((entry) => entry.id === 'tox_by_age_group')!;
    expect(widget.ageGroups).toBe('toxicology');
    const { option } = echartsOf(
      buildWidgetChart(
        widget,
        {
          items: [
            { ageGroup: '25-44', substance: 'fentanyl', COUNT: 4 },
            { ageGroup: '45-64', substance: 'fentanyl', COUNT: 2 },
            { ageGroup: '45-64', substance: 'cocaine', COUNT: 1 },
          ],
        },
        { mode: 'light' },
      ),
    );
    expect(option.xAxis.data).toEqual(TOX_AGE_GROUPS.filter((group) => group !== 'Unknown'));
    const fentanyl = option.series.find((series) => series.name === 'fentanyl');
    expect(fentanyl?.data.map(itemValue)[TOX_AGE_GROUPS.indexOf('25-44')]).toBe(4);
  });

  it('orders groups of no known scheme by their lower bound', () => {
    expect(ageGroupCategories(['30-39', '5-9', 'Unknown', '100+', '0-4'])).toEqual([
      '0-4',
      '5-9',
      '30-39',
      '100+',
      'Unknown',
    ]);
  });

  it('is empty without rows', () => {
    expect(buildWidgetChart(defaultWidget('age_groups'), { items: [] }, { mode: 'light' }).kind).toBe(
      'empty',
    );
  });
});
