import { z } from 'zod';

/**
 * GET /v2/app/activity-log/choices: what the caller may filter the Activity Log by. Workspaces they are a member
 * of; users whose activity they may see (themselves, and the members of workspaces where they are OWNER or
 * ADMIN); the actions recorded in this instance (the product's vocabulary, read by a skip scan).
 */
export const activityLogChoicesSchema = z.object({
  workspaces: z.array(z.object({ id: z.string(), name: z.string() })),
  users: z.array(z.object({ id: z.string(), email: z.string() })),
  actions: z.array(z.string()),
});
export type ActivityLogChoices = z.infer<typeof activityLogChoicesSchema>;
