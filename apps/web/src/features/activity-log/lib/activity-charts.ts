import {
  baseOption,
  buildWidgetChart,
  chartTheme,
  themeColor,
  tooltip,
  type ChartMode,
  type ChartOption,
  type WidgetChart,
} from '@hde/charts';
import {
  ACTIVITY_LOG_FIELDS,
  activityCalendarStart,
  type ActivityLogField,
  type DashboardWidget,
} from '@hde/contracts';
import { COUNT_KEY, type QueryResult } from '@hde/contracts/api';
import { ACTIVITY_LOG_TEXT } from '@hde/contracts/text';

/**
 * The calendar's quietest day with activity: pale blue on white, dim blue on dark. The busiest day takes the first
 * series colour of the mode, so the scale reads on both backgrounds.
 */
const QUIET_DAY: Record<ChartMode, string> = { light: '#bbdefb', dark: '#1e4a73' };

const CELL_HEIGHT = 14;
export const CALENDAR_HEIGHT = 7 * CELL_HEIGHT + 90;

/** The calendar's tooltip: the day and how many activities it has. */
export function calendarTooltip(points: { value?: unknown } | { value?: unknown }[]): string {
  const point = Array.isArray(points) ? points[0] : points;
  const [day, count] = Array.isArray(point?.value) ? point.value : [];
  return `${String(day)}: ${ACTIVITY_LOG_TEXT.total(Number(count) || 0)}`;
}

/** Activities per day: a calendar heat map of the last 365 days up to `today`, in the colours of `mode`. */
export function activityCalendarOption(perDay: QueryResult, today: string, mode: ChartMode): ChartOption {
  const theme = chartTheme(mode);
  const data = perDay.items.flatMap((row) => {
    const day = row[ACTIVITY_LOG_FIELDS.day];
    const count = Number(row[COUNT_KEY]);
    return typeof day === 'string' && count > 0 ? [[day, count] as [string, number]] : [];
  });
  const busiest = Math.max(1, ...data.map(([, count]) => count));
  return {
    ...baseOption(theme, true),
    tooltip: { ...tooltip(theme, 'item'), formatter: calendarTooltip },
    visualMap: {
      type: 'continuous',
      min: 1,
      max: busiest,
      calculable: false,
      text: [busiest.toLocaleString('en-US'), '1'],
      orient: 'horizontal',
      left: 'center',
      bottom: 8,
      itemHeight: 160,
      itemWidth: 10,
      inRange: { color: [QUIET_DAY[mode], themeColor(theme, 0)] },
      textStyle: { color: theme.secondaryText },
    },
    calendar: {
      range: [activityCalendarStart(today), today],
      cellSize: ['auto', CELL_HEIGHT],
      top: 28,
      left: 36,
      right: 8,
      itemStyle: { color: theme.surface, borderColor: theme.splitLine, borderWidth: 1 },
      splitLine: { lineStyle: { color: theme.axisLine, width: 1 } },
      dayLabel: { color: theme.secondaryText, firstDay: 0, nameMap: 'en' },
      monthLabel: { color: theme.text, nameMap: 'en' },
      yearLabel: { show: false },
    },
    series: [
      {
        type: 'heatmap',
        name: ACTIVITY_LOG_TEXT.perDayTitle,
        coordinateSystem: 'calendar',
        data,
      },
    ],
  };
}

export type ActivityGroupChart = 'byAction' | 'byCollection' | 'byUser' | 'byWorkspace';

const GROUP_CHARTS: Record<
  ActivityGroupChart,
  { field: ActivityLogField; transformer: 'pie' | 'topList'; title: string; noValue?: string }
> = {
  byAction: { field: ACTIVITY_LOG_FIELDS.action, transformer: 'pie', title: ACTIVITY_LOG_TEXT.byActionTitle },
  byCollection: {
    field: ACTIVITY_LOG_FIELDS.collectionName,
    transformer: 'pie',
    title: ACTIVITY_LOG_TEXT.byCollectionTitle,
  },
  byUser: {
    field: ACTIVITY_LOG_FIELDS.user,
    transformer: 'topList',
    title: ACTIVITY_LOG_TEXT.byUserTitle,
    noValue: ACTIVITY_LOG_TEXT.systemOrDeletedUser,
  },
  byWorkspace: {
    field: ACTIVITY_LOG_FIELDS.workspace,
    transformer: 'topList',
    title: ACTIVITY_LOG_TEXT.byWorkspaceTitle,
    noValue: ACTIVITY_LOG_TEXT.noOrDeletedWorkspace,
  },
};

export const activityGroupChartTitle = (chart: ActivityGroupChart) => GROUP_CHARTS[chart].title;

/**
 * A pie (action, collection) or bars (user, workspace) of the counted groups, drawn as the dashboards draw them.
 * A group without an e-mail or a workspace name is named for what it holds rather than 'Unknown'.
 */
export function activityGroupChart(
  chart: ActivityGroupChart,
  result: QueryResult | undefined,
  mode: ChartMode,
): WidgetChart {
  const { field, transformer, title, noValue } = GROUP_CHARTS[chart];
  const items = (result?.items ?? []).map((row) =>
    noValue && (row[field] === null || row[field] === '') ? { ...row, [field]: noValue } : row,
  );
  const widget: DashboardWidget = {
    id: chart,
    title,
    transformer,
    area: 'ACTIVITY',
    query: { addCount: true, groupBy: field },
    width: 6,
  };
  return buildWidgetChart(widget, { items }, { mode });
}
