import { describe, expect, it } from 'vitest';
import { metricCards, tally, type MetricCounts } from './metric-cards.js';

const counts = (exam: [number, number], report: [number, number], dc: [number, number]): MetricCounts => ({
  exam: { onTime: exam[0], total: exam[1] },
  report: { onTime: report[0], total: report[1] },
  deathCertificate: { onTime: dc[0], total: dc[1] },
});

describe('metric cards', () => {
  it('rounds the percentage to one decimal and has none without cases', () => {
    expect(tally({ onTime: 2, total: 3 })).toEqual({ onTime: 2, total: 3, percentage: 66.7 });
    expect(tally({ onTime: 9, total: 10 })).toEqual({ onTime: 9, total: 10, percentage: 90 });
    expect(tally({ onTime: 0, total: 0 }).percentage).toBeNull();
  });

  it('drops years up to 2010 from the trend, sorts years and pathologists, and names the unknown one', () => {
    const years = [
      { year: 2024, counts: counts([9, 10], [1, 1], [0, 0]) },
      { year: 2010, counts: counts([1, 1], [1, 1], [1, 1]) },
      { year: 2011, counts: counts([0, 2], [0, 0], [1, 1]) },
    ];
    const pathologists = [
      { pathologist: null, counts: counts([1, 1], [0, 0], [0, 0]) },
      { pathologist: 'Dr. Zed', counts: counts([4, 5], [1, 1], [0, 0]) },
      { pathologist: 'Dr. Abe', counts: counts([4, 4], [0, 0], [0, 0]) },
    ];
    const [exam, report, certificate] = metricCards(years, pathologists, 2024);
    expect(exam).toMatchObject({ onTime: 9, total: 10, percentage: 90, target: 90 });
    expect(exam!.byYear.map((entry) => entry.year)).toEqual([2011, 2024]);
    expect(exam!.byPathologist.map((entry) => entry.pathologist)).toEqual(['Dr. Abe', 'Dr. Zed', 'Unknown']);
    expect(report!.byPathologist).toEqual([{ pathologist: 'Dr. Zed', onTime: 1, total: 1, percentage: 100 }]);
    expect(report!.byYear.map((entry) => entry.year)).toEqual([2024]);
    expect(certificate).toMatchObject({ onTime: 0, total: 0, percentage: null, byPathologist: [] });
  });

  it('answers N/A cards for a year without cases', () => {
    const cards = metricCards([], [], null);
    expect(cards.map((card) => [card.kind, card.percentage])).toEqual([
      ['exam', null],
      ['report', null],
      ['deathCertificate', null],
    ]);
  });
});
