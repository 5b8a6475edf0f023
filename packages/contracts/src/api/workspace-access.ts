import { z } from 'zod';
import { INVITATION_STATUSES, WORKSPACE_ICONS, WORKSPACE_ROLES } from '../enums.js';
import { ERROR_MESSAGES } from '../messages.js';

export const WORKSPACE_NAME_MAX = 100;
export const WORKSPACE_DESCRIPTION_MAX = 1000;

/** POST workspace/ and PUT workspace/{id}. */
export const workspaceWriteSchema = z.strictObject({
  name: z.string().trim().min(1, ERROR_MESSAGES.invalidName).max(WORKSPACE_NAME_MAX),
  description: z.string().trim().max(WORKSPACE_DESCRIPTION_MAX).default(''),
  icon: z.enum(WORKSPACE_ICONS).default('folder'),
});
export type WorkspaceWrite = z.infer<typeof workspaceWriteSchema>;

export const pagingQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  sort: z.string().max(40).optional(),
  direction: z.enum(['ASC', 'DESC', 'asc', 'desc']).default('DESC'),
});

/** An active member of a workspace (GET workspace/{id}/accesses). userId is the member's e-mail. */
export const accessEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  role: z.enum(WORKSPACE_ROLES),
  status: z.literal('ACTIVE'),
  lastUpdated: z.string(),
});
export type AccessEntry = z.infer<typeof accessEntrySchema>;
export const accessListSchema = z.object({ items: z.array(accessEntrySchema), total: z.number().int() });

/** An invitation of a workspace (GET workspace/{id}/requests). userId is the invited e-mail. */
export const inviteEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  role: z.enum(WORKSPACE_ROLES),
  status: z.enum(INVITATION_STATUSES),
  lastUpdated: z.string(),
  createdBy: z.string().nullable(),
  expiresAt: z.string(),
});
export type InviteEntry = z.infer<typeof inviteEntrySchema>;
export const inviteListSchema = z.object({ items: z.array(inviteEntrySchema), total: z.number().int() });
export const requestsQuerySchema = pagingQuerySchema.extend({
  status: z.enum(INVITATION_STATUSES).optional(),
});

export const userRoleSchema = z.object({ userId: z.string(), role: z.string().nullable() });

/** POST workspace/{id}/invite?email=&role= (also re-sends a REJECTED or EXPIRED invitation). */
export const inviteQuerySchema = z.object({
  workspaceId: z.string().optional(),
  email: z.string().trim().toLowerCase().pipe(z.email(ERROR_MESSAGES.invalidEmail).max(320)),
  role: z.enum(WORKSPACE_ROLES),
});

/** PUT workspace/{id}/change-role?userEmail=&newRole= with the acting user in ACTING_USER_HEADER. */
export const changeRoleQuerySchema = z.object({
  userEmail: z.string().trim().toLowerCase().max(320),
  newRole: z.enum(WORKSPACE_ROLES),
});
export const ACTING_USER_HEADER = 'x-acting-user';

/** GET workspace/invitations/pending: the signed-in user's invitations. */
export const pendingInvitationSchema = z.object({
  id: z.string(),
  inviteId: z.string(),
  workspaceId: z.string(),
  moduleId: z.string(),
  workspace: z.object({ name: z.string() }),
  role: z.enum(WORKSPACE_ROLES),
  lastUpdated: z.string(),
  createdBy: z.string().nullable(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;
export const pendingInvitationListSchema = z.object({
  items: z.array(pendingInvitationSchema),
  total: z.number().int(),
});

export const INVITATION_RESPONSES = ['ACCEPTED', 'REJECTED'] as const;
export const invitationResponseResultSchema = z.object({
  inviteId: z.string(),
  status: z.enum(INVITATION_RESPONSES),
  workspaceId: z.string(),
  moduleId: z.string(),
});

/** Workspace configurations (spec part 1 §3, part 2 §3). */
export const WORKSPACE_CONFIGURATION_TYPES = [
  'case-configuration',
  'toxicology-configuration',
  'diagnosis-configuration',
  'dashboard-configuration',
  'public-dashboard-configuration',
  'saved-filters-configuration',
] as const;
export type WorkspaceConfigurationType = (typeof WORKSPACE_CONFIGURATION_TYPES)[number];
export const CONFIGURATION_BODY_MAX_BYTES = 512 * 1024;

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A configuration's body: any JSON object. Checked by hand, not with z.record, which leaves out a `__proto__` key:
 * a saved header mapping is keyed by a file's headers, which may have any name. The object is kept as parsed.
 */
export const configurationBodySchema = z
  .custom<Record<string, unknown>>(isJsonObject, { message: 'A configuration is a JSON object' })
  .meta({ type: 'object', additionalProperties: {} });

export const workspaceConfigurationSchema = z.object({
  type: z.enum(WORKSPACE_CONFIGURATION_TYPES),
  body: configurationBodySchema,
  lastUpdated: z.string(),
  updatedBy: z.string().nullable(),
});
export type WorkspaceConfiguration = z.infer<typeof workspaceConfigurationSchema>;
export const workspaceConfigurationListSchema = z.object({ items: z.array(workspaceConfigurationSchema) });

export const customFieldSchema = z.object({
  id: z.string(),
  key: z.string(),
  label: z.string(),
  dataType: z.string(),
});
export const customFieldListSchema = z.object({ items: z.array(customFieldSchema) });

/** Counts that decide between the two delete dialogs. */
export const workspaceDataCountsSchema = z.object({ cases: z.number().int(), fileImports: z.number().int() });
