import { z } from 'zod';
import { METRIC_TARGET_PERCENT, NEAR_TARGET_GAP_POINTS } from '../constants.js';

/** The three turnaround metrics of the overview (spec part 2 §2.6, §9). */
export const METRIC_KINDS = ['exam', 'report', 'deathCertificate'] as const;
export type MetricKind = (typeof METRIC_KINDS)[number];

export const METRIC_STATUSES = ['onTrack', 'nearTarget', 'offTrack', 'notAvailable'] as const;
export type MetricStatus = (typeof METRIC_STATUSES)[number];

/** Spec §4: On Track at or above target, Near Target under 10 points below, Off Track further, N/A without data. */
export function metricStatus(
  percentage: number | null,
  target: number = METRIC_TARGET_PERCENT,
): MetricStatus {
  if (percentage === null) return 'notAvailable';
  if (percentage >= target) return 'onTrack';
  if (target - percentage < NEAR_TARGET_GAP_POINTS) return 'nearTarget';
  return 'offTrack';
}

/** Cases with a known turnaround and how many of them were on time. */
export const metricTallySchema = z.object({
  onTime: z.number().int(),
  total: z.number().int(),
  /** onTime / total in percent, one decimal; null when total is 0. */
  percentage: z.number().nullable(),
});
export type MetricTally = z.infer<typeof metricTallySchema>;

export const metricCardSchema = z.object({
  kind: z.enum(METRIC_KINDS),
  title: z.string(),
  target: z.number(),
  ...metricTallySchema.shape,
  /** The selected year, one bar per pathologist (no pathologist on record: "Unknown"). */
  byPathologist: z.array(metricTallySchema.extend({ pathologist: z.string() })),
  /** Every year after 2010 with data, ascending (spec §5: yearly trends ignore years up to 2010). */
  byYear: z.array(metricTallySchema.extend({ year: z.number().int() })),
});
export type MetricCard = z.infer<typeof metricCardSchema>;

/** GET workspace/{id}/metrics?year=: the year defaults to the year of the latest death. */
export const metricsQuerySchema = z.object({ year: z.coerce.number().int().min(1800).max(2200).optional() });
export const metricsResponseSchema = z.object({
  /** Null when the workspace has no case with a date of death. */
  year: z.number().int().nullable(),
  /** Years that have cases, newest first: the choices of "View Metrics For". */
  years: z.array(z.number().int()),
  cards: z.array(metricCardSchema),
});
export type MetricsResponse = z.infer<typeof metricsResponseSchema>;
