import { z } from 'zod';

export const FEATURE_FLAGS = {
  multipleDashboards: 'feature:sharing:multiple-dashboards',
} as const;

/** GET /features: a map from flag name to { name, active }. */
export const featureFlagsSchema = z.record(z.string(), z.object({ name: z.string(), active: z.boolean() }));
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;
