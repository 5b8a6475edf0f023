/**
 * Apache ECharts with the parts the dashboards draw with, loaded on demand by EChart so that the rest of the app
 * never carries them.
 */
import { CHART_MODULES } from '@hde/charts/echarts-modules';
import * as echarts from 'echarts/core';
import { MarkLineComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

// The overview's metric charts draw their target as a mark line; the server-rendered PDFs never do.
echarts.use([...CHART_MODULES, MarkLineComponent, CanvasRenderer]);

export const init = echarts.init;
