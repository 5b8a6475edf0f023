import { z } from 'zod';
import { WORKSPACE_ICONS } from '../enums.js';

export const workspaceSchema = z.object({
  id: z.string(),
  moduleId: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.enum(WORKSPACE_ICONS),
  createdAt: z.string(),
  lastUpdated: z.string(),
  createdBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
  workspaceRole: z.string(),
  public: z.boolean(),
  publicDashboardSyncing: z.boolean(),
  demo: z.boolean(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const workspaceListQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
  sort: z.enum(['createdAt', 'name', 'lastUpdated']).default('createdAt'),
  direction: z.enum(['ASC', 'DESC', 'asc', 'desc']).default('DESC'),
});

export const workspaceListSchema = z.object({
  items: z.array(workspaceSchema),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export type WorkspaceList = z.infer<typeof workspaceListSchema>;
