import { z } from 'zod';
import { MODULE_STATUSES } from '../enums.js';

export const userModuleSchema = z.object({
  moduleId: z.string(),
  name: z.string(),
  /** The status code the card shows (same value as status). */
  card: z.enum(MODULE_STATUSES),
  status: z.enum(MODULE_STATUSES),
  subscription: z.object({ createdAt: z.string(), expiryDate: z.string().nullable() }).nullable(),
  enabled: z.boolean(),
  beta: z.boolean(),
  inDevelopment: z.boolean(),
  config: z.object({ demoWorkspace: z.string().nullable() }),
  times: z.object({ startDate: z.string().nullable(), endDate: z.string().nullable() }),
});
export type UserModule = z.infer<typeof userModuleSchema>;

export const userModuleListSchema = z.object({ items: z.array(userModuleSchema), total: z.number().int() });

const required = z.string().trim().min(1).max(200);

/** Upgrade to a Paid Plan form (spec part 1 §2, §5). */
export const upgradeRequestSchema = z.strictObject({
  firstName: required,
  lastName: required,
  email: z.email().max(320),
  phoneNumber: required,
  organization: z.string().trim().max(200).default(''),
  comment: z.string().trim().max(4000).default(''),
  moduleId: z.string().max(20).optional(),
});
export type UpgradeRequest = z.infer<typeof upgradeRequestSchema>;

/** The product's own contact dialog, used when no third-party chat widget is configured. */
export const supportRequestSchema = z.strictObject({
  topic: z.enum(['contact', 'interested', 'cancel', 'support']),
  message: z.string().trim().min(1).max(4000),
  moduleId: z.string().max(20).optional(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;
