import { describe, expect, it } from 'vitest';
import { chartTheme } from '@hde/charts';
import { activityCalendarStart } from '@hde/contracts';
import { ACTIVITY_LOG_TEXT } from '@hde/contracts/text';
import { activityCalendarOption, activityGroupChart, calendarTooltip } from './activity-charts';

const TODAY = '2026-03-15';
const perDay = {
  items: [
    { day: '2026-03-01', COUNT: 2 },
    { day: '2026-03-02', COUNT: '7' },
    { day: '2026-03-03', COUNT: 0 },
  ],
};

/* eslint-disable @typescript-eslint/no-explicit-any -- reading into an ECharts option */
describe('activityCalendarOption', () => {
  it('draws the days with activity over the last 365 days, darkest for the busiest', () => {
    const option = activityCalendarOption(perDay, TODAY, 'light') as any;
    expect(option.calendar.range).toEqual([activityCalendarStart(TODAY), TODAY]);
    expect(option.series[0].data).toEqual([
      ['2026-03-01', 2],
      ['2026-03-02', 7],
    ]);
    expect(option.visualMap.max).toBe(7);
  });

  it('takes the colours of the theme mode', () => {
    const light = activityCalendarOption(perDay, TODAY, 'light') as any;
    const dark = activityCalendarOption(perDay, TODAY, 'dark') as any;
    expect(light.calendar.itemStyle.color).toBe(chartTheme('light').surface);
    expect(dark.calendar.itemStyle.color).toBe(chartTheme('dark').surface);
    expect(dark.calendar.monthLabel.color).toBe(chartTheme('dark').text);
    expect(dark.visualMap.inRange.color).not.toEqual(light.visualMap.inRange.color);
  });

  it('says the day and its count in the tooltip', () => {
    expect(calendarTooltip({ value: ['2026-03-02', 1] })).toBe(`2026-03-02: ${ACTIVITY_LOG_TEXT.total(1)}`);
  });
});

describe('activityGroupChart', () => {
  it('names the activities without an e-mail for what they are', () => {
    const chart = activityGroupChart(
      'byUser',
      {
        items: [
          { user: 'jane.doe@example.org', COUNT: 4 },
          { user: '', COUNT: 9 },
        ],
      },
      'dark',
    ) as any;
    expect(chart.kind).toBe('echarts');
    expect(chart.option.yAxis.data).toEqual([ACTIVITY_LOG_TEXT.systemOrDeletedUser, 'jane.doe@example.org']);
  });

  it('draws a pie by action, and nothing without groups', () => {
    const pie = activityGroupChart('byAction', { items: [{ action: 'CREATE', COUNT: 3 }] }, 'light') as any;
    expect(pie.option.series[0].type).toBe('pie');
    expect(activityGroupChart('byWorkspace', { items: [] }, 'light').kind).toBe('empty');
  });
});
