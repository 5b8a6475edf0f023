import type { DashboardWidget } from '@hde/contracts';
import type { QueryResult } from '@hde/contracts/api';
import { PUBLIC_DASHBOARD_TEXT } from '@hde/contracts/text';
import { baseOption, escapeFormatter, escapeHtml, tooltip } from '../base-option.js';
import type { ChartContext } from '../chart-context.js';
import { themeColor } from '../chart-theme.js';
import { withDisclosure } from '../disclosure-note.js';
import { countedGroups, groupFields } from '../result-rows.js';
import type { EChartsWidgetChart, WidgetChart } from '../widget-chart.js';
import { layoutWordCloud } from '../word-cloud-layout.js';

const WORD_CLOUD_HEIGHT = 320;

/**
 * Words sized by count, laid out here (word-cloud-layout.ts) and drawn as ECharts `graphic` text, so the
 * browser and the server-side SVG show the same picture. Suppressed counts are left out (a word needs a size);
 * a public cloud says that rare terms are.
 */
export function wordCloudChart(
  widget: DashboardWidget,
  result: QueryResult,
  context: ChartContext,
): WidgetChart {
  const { theme, animation, width } = context;
  const [field] = groupFields(widget, result);
  const groups = countedGroups(result.items, field).filter((group) => group.count !== null);
  if (groups.length === 0) return { kind: 'empty' };
  const canvas = { width: Math.max(120, Math.floor(width)), height: WORD_CLOUD_HEIGHT - 16 };
  const placed = layoutWordCloud(
    groups.map((group) => ({ text: group.label, weight: group.count ?? 0 })),
    canvas,
  );
  const chart: EChartsWidgetChart = {
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
              tooltip: { formatter: `${escapeHtml(escapeFormatter(word.text))}: ${word.weight}` },
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
  return withDisclosure(chart, widget.title, context, {
    suppressed: [],
    publicNote: PUBLIC_DASHBOARD_TEXT.termsHiddenLegend,
  });
}
