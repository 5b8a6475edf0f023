/**
 * Apache ECharts with the parts the dashboards draw with, loaded on demand by EChart so that the rest of the app
 * never carries them.
 */
import { CHART_MODULES } from '@hde/charts/echarts-modules';
import * as echarts from 'echarts/core';
import { HeatmapChart } from 'echarts/charts';
import { CalendarComponent, MarkLineComponent, VisualMapComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

// The overview's metric charts draw their target as a mark line, and the Activity Log its activities per day as
// a calendar heat map; the server-rendered PDFs draw neither.
echarts.use([
  ...CHART_MODULES,
  MarkLineComponent,
  HeatmapChart,
  CalendarComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

export const init = echarts.init;
