/**
 * The parts of Apache ECharts that the options of this package use (`@hde/charts/echarts-modules`): the browser
 * registers them with its canvas renderer, server-side rendering with the SVG one.
 */
import { BarChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import {
  AriaComponent,
  GraphicComponent,
  GridComponent,
  LegendComponent,
  MarkPointComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';

export const CHART_MODULES = [
  BarChart,
  LineChart,
  PieChart,
  ScatterChart,
  AriaComponent,
  GraphicComponent,
  GridComponent,
  LegendComponent,
  MarkPointComponent,
  TitleComponent,
  TooltipComponent,
];
