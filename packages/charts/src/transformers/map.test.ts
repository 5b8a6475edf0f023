import { MAP_DEFAULT_VIEW } from '@hde/contracts';
import { PUBLIC_DASHBOARD_TEXT } from '@hde/contracts/text';
import { describe, expect, it } from 'vitest';
import { buildWidgetChart } from '../build-widget-chart.js';
import {
  defaultWidget,
  echartsOf,
  noteOf,
  ruleNamesIn,
  suppressedRow,
  type LooseDataItem,
} from '../test-helpers.js';
import { mapExtent, mapMarkers } from './map.js';

const widget = defaultWidget('death_map');
const result = {
  items: [
    { deathLatitude: 39.83123, deathLongitude: -98.58456, COUNT: 10 },
    { deathLatitude: 39.8349, deathLongitude: -98.5801, COUNT: 5 },
    { deathLatitude: 41.2, deathLongitude: -95.9, COUNT: 2 },
    { deathLatitude: null, deathLongitude: -95.9, COUNT: 7 },
    { deathLatitude: 'not a number', deathLongitude: -95.9, COUNT: 7 },
  ],
};

describe('mapMarkers', () => {
  it('rounds coordinates to 2 decimals, merges places that round together, skips rows without a place', () => {
    expect(mapMarkers(result)).toEqual([
      { latitude: 39.83, longitude: -98.58, count: 15 },
      { latitude: 41.2, longitude: -95.9, count: 2 },
    ]);
  });

  it('keeps a suppressed count as null', () => {
    expect(mapMarkers({ items: [suppressedRow({ deathLatitude: 1, deathLongitude: 2 })] })).toEqual([
      { latitude: 1, longitude: 2, count: null },
    ]);
  });
});

describe('map', () => {
  it('frames the default view: 360/2^zoom degrees of longitude, half that of latitude', () => {
    const extent = mapExtent(MAP_DEFAULT_VIEW);
    expect(extent.longitude.max - extent.longitude.min).toBeCloseTo(360 / 16, 1);
    expect(extent.latitude.max - extent.latitude.min).toBeCloseTo(180 / 16, 1);
    expect((extent.longitude.max + extent.longitude.min) / 2).toBeCloseTo(-98.58, 1);
    expect((extent.latitude.max + extent.latitude.min) / 2).toBeCloseTo(39.83, 1);
  });

  it('draws a scatter of longitude (x) and latitude (y), sized by count', () => {
    const { option } = echartsOf(buildWidgetChart(widget, result, { mode: 'light' }));
    const extent = mapExtent(MAP_DEFAULT_VIEW);
    expect(option.xAxis).toMatchObject({
      type: 'value',
      min: extent.longitude.min,
      max: extent.longitude.max,
    });
    expect(option.yAxis).toMatchObject({ type: 'value', min: extent.latitude.min, max: extent.latitude.max });
    const data = option.series[0]?.data as LooseDataItem[];
    expect(option.series[0]?.type).toBe('scatter');
    const big = data.find((item) => (item.value as number[])[2] === 15);
    const small = data.find((item) => (item.value as number[])[2] === 2);
    expect(big?.value).toEqual([-98.58, 39.83, 15]);
    expect(big?.symbolSize).toBeGreaterThan(small?.symbolSize ?? Infinity);
  });

  it("follows the widget's own view", () => {
    const city = { ...widget, map: { latitude: 33.5186, longitude: -86.8104, zoom: 10 } };
    const { option } = echartsOf(buildWidgetChart(city, result, { mode: 'light' }));
    expect(option.xAxis.min).toBeCloseTo(-86.8104 - 360 / 1024 / 2, 2);
  });

  it('says on a public map that small places are left out', () => {
    const { option } = echartsOf(
      buildWidgetChart(widget, result, { mode: 'light', disclosure: { threshold: 10 } }),
    );
    expect(noteOf(option)).toBe(PUBLIC_DASHBOARD_TEXT.mapSuppressedLegend(10));
    expect(option.aria?.label.description).toContain(PUBLIC_DASHBOARD_TEXT.mapSuppressedLegend(10));
    expect(noteOf(echartsOf(buildWidgetChart(widget, result, { mode: 'light' })).option)).toBe('');
  });

  it('draws a suppressed place without a count, and says why', () => {
    const { option } = echartsOf(
      buildWidgetChart(
        widget,
        { items: [...result.items, suppressedRow({ deathLatitude: 40.1, deathLongitude: -97 })] },
        { mode: 'dark', disclosure: { threshold: 10 } },
      ),
    );
    const suppressed = (option.series[0]?.data as LooseDataItem[]).find(
      (item) => (item.value as number[])[1] === 40.1,
    );
    expect(suppressed?.value).toEqual([-97, 40.1]);
    expect(suppressed?.tooltip?.formatter).toBe(PUBLIC_DASHBOARD_TEXT.suppressedValue('40.1, -97'));
    expect(ruleNamesIn(option)).toEqual([]);
    expect(noteOf(option)).toBe(
      [PUBLIC_DASHBOARD_TEXT.suppressedLegend(10), PUBLIC_DASHBOARD_TEXT.mapSuppressedLegend(10)].join(' '),
    );
  });

  it('is empty without places', () => {
    expect(buildWidgetChart(widget, { items: [] }, { mode: 'light' }).kind).toBe('empty');
    expect(
      buildWidgetChart(
        widget,
        { items: [{ deathLatitude: null, deathLongitude: null, COUNT: 3 }] },
        { mode: 'light' },
      ).kind,
    ).toBe('empty');
  });
});
