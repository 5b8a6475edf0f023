import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import type { ChartOption } from '@hde/charts';
import type { EChartsType } from 'echarts/core';

export interface EChartProps {
  option: ChartOption;
  height: number;
  /** Accessible name of the chart. */
  label: string;
}

/**
 * An ECharts chart of `option` (already in the colours of the theme mode): ECharts is imported when the first
 * chart mounts, the chart follows its container's size, and is disposed with the component.
 */
export function EChart({ option, height, label }: EChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const latestOption = useRef(option);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void import('./echarts-runtime').then(({ init }) => {
      const element = container.current;
      if (disposed || !element) return;
      const instance = init(element, undefined, { renderer: 'canvas' });
      instance.setOption({ aria: { enabled: true }, ...latestOption.current }, true);
      chart.current = instance;
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(() => instance.resize());
        observer.observe(element);
      }
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    latestOption.current = option;
    chart.current?.setOption({ aria: { enabled: true }, ...option }, true);
  }, [option]);

  return <Box ref={container} role="img" aria-label={label} sx={{ width: '100%', height }} />;
}
