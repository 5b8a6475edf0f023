import type { DashboardWidget } from '@hde/contracts';

/** Grid columns of a widget: half width on mid-size screens for the narrow ones, their own width from large on. */
export const widgetColumns = (width: DashboardWidget['width']) => ({
  xs: 12,
  sm: width <= 6 ? 6 : 12,
  lg: width,
});
