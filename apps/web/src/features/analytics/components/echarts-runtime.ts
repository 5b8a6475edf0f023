/**
 * Apache ECharts with the parts the dashboards draw with, loaded on demand by EChart so that the rest of the app
 * never carries them.
 */
import { CHART_MODULES } from '@hde/charts/echarts-modules';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([...CHART_MODULES, CanvasRenderer]);

export const init = echarts.init;
