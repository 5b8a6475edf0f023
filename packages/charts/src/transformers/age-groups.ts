import { DEATH_AGE_GROUPS, TOX_AGE_GROUPS, type DashboardWidget } from '@hde/contracts';
import type { QueryResult, ResultRow } from '@hde/contracts/api';
import {
  baseOption,
  categoryAxis,
  escapeFormatter,
  grid,
  legend,
  tooltip,
  valueAxis,
} from '../base-option.js';
import { categoryLabel, UNKNOWN_LABEL } from '../category-labels.js';
import type { ChartContext } from '../chart-context.js';
import { themeColor } from '../chart-theme.js';
import { withDisclosure } from '../disclosure-note.js';
import { groupFields, isSuppressed, rowCount } from '../result-rows.js';
import {
  suppressedMarkPoint,
  suppressedMarkerSeries,
  type SuppressedPlace,
  type SuppressedValue,
} from '../suppression.js';
import type { EChartsWidgetChart, WidgetChart } from '../widget-chart.js';

/** Lower bound of an age group such as '25-44' or '85+'; groups without one sort last. */
function lowerBound(group: string): number {
  const match = /^(\d+)/.exec(group);
  return match ? Number(match[1]) : Number.POSITIVE_INFINITY;
}

const AGE_GROUP_SCHEMES = { death: DEATH_AGE_GROUPS, toxicology: TOX_AGE_GROUPS } as const;

/**
 * Age groups in scheme order, 'Unknown' last. With `scheme`, all of its groups (0 where absent), then any group
 * answered outside it by its lower bound. Without, all of DEATH_AGE_GROUPS when every group answered is one of
 * them, else all of TOX_AGE_GROUPS likewise, else the groups answered by their lower bound.
 */
export function ageGroupCategories(
  labels: Iterable<string>,
  scheme?: DashboardWidget['ageGroups'],
): string[] {
  const present = new Set(labels);
  const answered = [...present].filter((label) => label !== UNKNOWN_LABEL);
  const byLowerBound = (a: string, b: string) => lowerBound(a) - lowerBound(b) || a.localeCompare(b);
  const schemes = (scheme ? [AGE_GROUP_SCHEMES[scheme]] : [DEATH_AGE_GROUPS, TOX_AGE_GROUPS]).map(
    (groups): readonly string[] => groups.filter((group) => group !== UNKNOWN_LABEL),
  );
  const chosen = scheme
    ? schemes[0]
    : schemes.find((groups) => answered.every((label) => groups.includes(label)));
  const ordered = chosen
    ? [...chosen, ...answered.filter((label) => !chosen.includes(label)).sort(byLowerBound)]
    : answered.sort(byLowerBound);
  if (present.has(UNKNOWN_LABEL)) ordered.push(UNKNOWN_LABEL);
  return ordered;
}

interface Cell {
  count: number | null;
  suppressed: boolean;
}

function addCell(cells: Map<string, Cell>, key: string, row: ResultRow) {
  const count = rowCount(row);
  const existing = cells.get(key);
  if (!existing) cells.set(key, { count, suppressed: isSuppressed(row) });
  else if (count !== null) cells.set(key, { count: (existing.count ?? 0) + count, suppressed: false });
}

/**
 * Bars per age group; with a second grouping (e.g. manner of death) stacked bars, one series per second value,
 * the largest series first (only the `widget.series` largest when set). A suppressed group has no bar but a
 * marker at the axis; a stack with suppressed parts has one marker on top of its shown parts, naming each of them.
 */
export function ageGroupsChart(
  widget: DashboardWidget,
  result: QueryResult,
  context: ChartContext,
): WidgetChart {
  const { theme, animation } = context;
  const [ageField = 'ageGroup', seriesField] = groupFields(widget, result);
  if (result.items.length === 0) return { kind: 'empty' };
  const ageOf = (row: ResultRow) => categoryLabel(ageField, row[ageField]);
  const categories = ageGroupCategories(result.items.map(ageOf), widget.ageGroups);
  const base = {
    ...baseOption(theme, animation),
    grid: grid({ top: seriesField ? 40 : 24 }),
    xAxis: {
      ...categoryAxis(theme, categories),
      axisLabel: { ...categoryAxis(theme, []).axisLabel, interval: 0 },
    },
    yAxis: valueAxis(theme),
  };

  if (!seriesField) {
    const cells = new Map<string, Cell>();
    for (const row of result.items) addCell(cells, ageOf(row), row);
    const places = categories.flatMap((category, index): SuppressedPlace[] => {
      return cells.get(category)?.suppressed
        ? [{ category: index, at: 0, values: [{ name: category }] }]
        : [];
    });
    const chart: EChartsWidgetChart = {
      kind: 'echarts',
      height: 320,
      option: {
        ...base,
        tooltip: tooltip(theme, 'item', '{b}: {c}'),
        series: [
          {
            type: 'bar',
            name: escapeFormatter(widget.title),
            barMaxWidth: 40,
            itemStyle: { color: themeColor(theme, 0), borderRadius: [3, 3, 0, 0] },
            label: { show: true, position: 'top', color: theme.text },
            data: categories.map((category) => {
              const cell = cells.get(category);
              if (cell?.suppressed) return null;
              const value = cell?.count ?? 0;
              return value === 0
                ? { value, name: category, label: { show: false } }
                : { value, name: category };
            }),
            ...(places.length > 0 ? { markPoint: suppressedMarkPoint(theme, places, 'vertical') } : {}),
          },
        ],
      },
    };
    return withDisclosure(chart, widget.title, context, {
      suppressed: places.flatMap((place) => place.values),
    });
  }

  const cellsBySeries = new Map<string, Map<string, Cell>>();
  for (const row of result.items) {
    const name = categoryLabel(seriesField, row[seriesField]);
    let cells = cellsBySeries.get(name);
    if (!cells) {
      cells = new Map();
      cellsBySeries.set(name, cells);
    }
    addCell(cells, ageOf(row), row);
  }
  const totals = new Map(
    [...cellsBySeries].map(([name, cells]) => [
      name,
      [...cells.values()].reduce((sum, cell) => sum + (cell.count ?? 0), 0),
    ]),
  );
  const bySize = (a: string, b: string) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0) || a.localeCompare(b);
  const kept = new Set([...cellsBySeries.keys()].sort(bySize).slice(0, widget.series));
  const names = [...kept].sort((a, b) => {
    if (a === UNKNOWN_LABEL || b === UNKNOWN_LABEL) return a === UNKNOWN_LABEL ? 1 : -1;
    return bySize(a, b);
  });
  const places = categories.flatMap((category, index): SuppressedPlace[] => {
    const values = names.flatMap((name): SuppressedValue[] => {
      return cellsBySeries.get(name)?.get(category)?.suppressed ? [{ name: `${name} ${category}` }] : [];
    });
    const shown = names.reduce((sum, name) => sum + (cellsBySeries.get(name)?.get(category)?.count ?? 0), 0);
    return values.length > 0 ? [{ category: index, at: shown, values }] : [];
  });
  const chart: EChartsWidgetChart = {
    kind: 'echarts',
    height: 360,
    option: {
      ...base,
      tooltip: tooltip(theme, 'axis'),
      legend: legend(theme, names, 'top'),
      series: [
        ...names.map((name, index) => {
          const cells = cellsBySeries.get(name) as Map<string, Cell>;
          return {
            type: 'bar' as const,
            name,
            stack: 'total',
            barMaxWidth: 48,
            color: themeColor(theme, index),
            emphasis: { focus: 'series' as const },
            data: categories.map((category) => {
              const cell = cells.get(category);
              return cell?.suppressed ? null : { value: cell?.count ?? 0, name: category };
            }),
          };
        }),
        ...(places.length > 0 ? [suppressedMarkerSeries(theme, places, 'vertical')] : []),
      ],
    },
  };
  return withDisclosure(chart, widget.title, context, {
    suppressed: places.flatMap((place) => place.values),
  });
}
