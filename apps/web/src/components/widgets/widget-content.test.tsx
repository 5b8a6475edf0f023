import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { DEFAULT_CASE_DASHBOARD, MISSING_VALUE } from '@hde/contracts';
import { SUPPRESSED_KEY, type QueryResult } from '@hde/contracts/api';
import { ANALYTICS_TEXT, PUBLIC_DASHBOARD_TEXT } from '@hde/contracts/text';
import { renderWithProviders } from '../../test/render-with-providers';
import { WidgetContent } from './widget-content';

vi.mock('../charts/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));
vi.mock('./widget-map', () => ({
  WidgetMap: ({ label, markers }: { label: string; markers: unknown[] }) => (
    <div role="region" aria-label={label}>
      {markers.length} places
    </div>
  ),
}));

const widget = (id: string) =>
  DEFAULT_CASE_DASHBOARD.tabs.flatMap((tab) => tab.widgets).find((entry) => entry.id === id)!;

function show(id: string, result: QueryResult | undefined, loading = false, narrowed = false) {
  return renderWithProviders(
    <WidgetContent widget={widget(id)} result={result} loading={loading} narrowed={narrowed} />,
  );
}

describe('WidgetContent', () => {
  it('shows a stat as a big number, and its suppression or absence', () => {
    show('total_cases', { items: [{ COUNT: 12345 }] });
    expect(screen.getByText('12,345')).toBeTruthy();
  });

  it('shows Suppressed for a suppressed count', () => {
    show('total_cases', { items: [{ COUNT: null, [SUPPRESSED_KEY]: true }] });
    expect(screen.getByText(ANALYTICS_TEXT.suppressed)).toBeTruthy();
  });

  it('says no values are recorded for an empty answer when nothing narrows the cases', () => {
    show('top_causes', { items: [] });
    expect(screen.getByText(ANALYTICS_TEXT.noValues)).toBeTruthy();
    expect(screen.queryByText(ANALYTICS_TEXT.noData)).toBeNull();
  });

  it('says there is no data for the filters only when a filter or search is set, and nothing while loading', () => {
    const { unmount } = show('top_causes', { items: [] }, false, true);
    expect(screen.getByText(ANALYTICS_TEXT.noData)).toBeTruthy();
    expect(screen.queryByText(ANALYTICS_TEXT.noValues)).toBeNull();
    unmount();
    show('top_causes', undefined, true);
    expect(screen.queryByText(ANALYTICS_TEXT.noData)).toBeNull();
    expect(screen.queryByText(ANALYTICS_TEXT.noValues)).toBeNull();
    expect(screen.queryByText(MISSING_VALUE)).toBeNull();
  });

  it('draws a chart for grouped counts', () => {
    show('top_causes', { items: [{ causeOfDeath: 'Gunshot wound', COUNT: 4 }] });
    expect(screen.getByRole('img', { name: ANALYTICS_TEXT.chartLabel('Top Causes of Death') })).toBeTruthy();
  });

  it('draws the places of death on a map, merged by rounded coordinates', async () => {
    show('death_map', {
      items: [
        { deathLatitude: 33.5186, deathLongitude: -86.8104, COUNT: 3 },
        { deathLatitude: 33.521, deathLongitude: -86.81, COUNT: 2 },
        { deathLatitude: 34.7304, deathLongitude: -86.5861, COUNT: 1 },
      ],
    });
    const map = await screen.findByRole('region', { name: ANALYTICS_TEXT.mapLabel('Places of Death') });
    expect(map.textContent).toBe('2 places');
  });

  it('says under a public map that small places are left out, and why a place has no count', async () => {
    renderWithProviders(
      <WidgetContent
        widget={widget('death_map')}
        result={{
          items: [
            { deathLatitude: 33.52, deathLongitude: -86.81, COUNT: 30 },
            { deathLatitude: 34.73, deathLongitude: -86.59, COUNT: null, [SUPPRESSED_KEY]: true },
          ],
        }}
        loading={false}
        narrowed={false}
        disclosure={{ threshold: 10 }}
      />,
    );
    expect(
      await screen.findByRole('region', { name: ANALYTICS_TEXT.mapLabel('Places of Death') }),
    ).toBeTruthy();
    expect(screen.getByText(PUBLIC_DASHBOARD_TEXT.mapSuppressedLegend(10))).toBeTruthy();
    expect(screen.getByText(PUBLIC_DASHBOARD_TEXT.suppressedLegend(10))).toBeTruthy();
  });

  it('says a map without places has no values recorded', () => {
    show('death_map', { items: [{ deathLatitude: null, deathLongitude: null, COUNT: 3 }] });
    expect(screen.getByText(ANALYTICS_TEXT.noValues)).toBeTruthy();
  });
});
