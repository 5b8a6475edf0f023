import { eq } from 'drizzle-orm';
import { FEATURE_FLAGS } from '@hde/contracts/api';
import { DASHBOARD_ERRORS } from '@hde/contracts/text';
import type { Database } from '../../platform/db/client.js';
import { featureFlags } from '../../platform/db/schema.js';
import { HttpError } from '../../platform/errors.js';

/**
 * Every dashboard call answers 404 while `feature:sharing:multiple-dashboards` is off (or was never seeded):
 * read on each request, so the admin command takes effect at once on every instance.
 */
export async function requireDashboardsFeature(db: Database): Promise<void> {
  const [flag] = await db
    .select({ active: featureFlags.active })
    .from(featureFlags)
    .where(eq(featureFlags.name, FEATURE_FLAGS.multipleDashboards));
  if (!flag?.active) throw new HttpError(404, DASHBOARD_ERRORS.featureOff);
}
