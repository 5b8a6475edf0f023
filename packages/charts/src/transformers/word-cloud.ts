import type { DashboardWidget } from '@hde/contracts';
import type { QueryResult } from '@hde/contracts/api';
import { baseOption, escapeFormatter, tooltip } from '../base-option.js';
import { themeColor, type ChartTheme } from '../chart-theme.js';
import { countedGroups, groupFields } from '../result-rows.js';
import type { WidgetChart } from '../widget-chart.js';
import { layoutWordCloud } from '../word-cloud-layout.js';

const WORD_CLOUD_HEIGHT = 320;

/**
 * Words sized by count, laid out here (word-cloud-layout.ts) and drawn as ECharts `graphic` text, so the
 * browser and the server-side SVG show the same picture. Suppressed counts are left out.
 */
export function wordCloudChart(
  widget: DashboardWidget,
  result: QueryResult,
  theme: ChartTheme,
  animation: boolean,
  width: number,
): WidgetChart {
  const [field] = groupFields(widget, result);
  const groups = countedGroups(result.items, field).filter((group) => group.count !== null);
  if (groups.length === 0) return { kind: 'empty' };
  const canvas = { width: Math.max(120, Math.floor(width)), height: WORD_CLOUD_HEIGHT - 16 };
  const placed = layoutWordCloud(
    groups.map((group) => ({ text: group.label, weight: group.count ?? 0 })),
    canvas,
  );
  return {
    kind: 'echarts',
    height: WORD_CLOUD_HEIGHT,
    option: {
      ...baseOption(theme, animation),
      tooltip: tooltip(theme, 'item'),
      graphic: {
        elements: [
          {
            type: 'group',
            left: 'center',
            top: 'middle',
            width: canvas.width,
            height: canvas.height,
            bounding: 'raw',
            children: placed.map((word, index) => ({
              type: 'text' as const,
              x: word.x + word.width / 2,
              y: word.y + word.height / 2,
              tooltip: { formatter: `${escapeFormatter(word.text)}: ${word.weight}` },
              style: {
                text: word.text,
                fontSize: word.fontSize,
                fontFamily: theme.fontFamily,
                fill: themeColor(theme, index),
                align: 'center' as const,
                verticalAlign: 'middle' as const,
              },
            })),
          },
        ],
      },
    },
  };
}
