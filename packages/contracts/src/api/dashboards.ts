import { z } from 'zod';
import { filterEntrySchema, filtersToWhere, type FilterEntry } from '../analytics/filters.js';
import { QUERY_LIMITS, queryBodySchema, ANALYTICS_AREAS } from '../analytics/query.js';
import { REPORT_SCOPES } from '../analytics/report.js';
import {
  CASE_LIST_TAB_ID,
  DEFAULT_CASE_DASHBOARD,
  WIDGET_TRANSFORMERS,
  widgetQuery,
} from '../analytics/dashboards.js';
import { ACCOUNT_PASSWORD_RULES } from '../ui-text.js';

/**
 * Custom dashboards (spec part 2 §2.10, §3 Dashboard, §4, §5, §7.3; ARCHITECTURE §11): a saved view of a
 * workspace's analytics, LIVE or SNAPSHOT, PRIVATE (listed e-mails), PUBLIC or PASSWORD.
 */

export const DASHBOARD_TYPES = ['LIVE', 'SNAPSHOT'] as const;
export type DashboardType = (typeof DASHBOARD_TYPES)[number];
export const DASHBOARD_MODES = ['PRIVATE', 'PUBLIC', 'PASSWORD'] as const;
export type DashboardMode = (typeof DASHBOARD_MODES)[number];

export const DASHBOARD_LIMITS = {
  name: 100,
  description: 500,
  emails: 100,
  tabs: 20,
  widgetsPerTab: 40,
  password: 128,
  /** Spec §9: the list fetch asks 100, sorted by lastUpdated descending. */
  list: 100,
} as const;

/**
 * The dashboard password rules (spec part 2 §5): the five rules of an account password. Reset Password is enabled
 * once the first four pass; saving needs all five.
 */
export const DASHBOARD_PASSWORD_RULES = ACCOUNT_PASSWORD_RULES;
export const passesDashboardPasswordRules = (password: string) =>
  DASHBOARD_PASSWORD_RULES.every((rule) => rule.test(password));

const dashboardPasswordSchema = z
  .string()
  .max(DASHBOARD_LIMITS.password)
  .refine(passesDashboardPasswordRules, { message: 'The password does not meet the rules' });

/** A viewer e-mail of a PRIVATE dashboard: trimmed and lower-cased, no format check shown (spec §5). */
const viewerEmailSchema = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .transform((email) => email.toLowerCase());

export const dashboardWidgetSchema = z
  .object({
    id: z.string().min(1).max(100),
    title: z.string().max(200),
    transformer: z.enum(WIDGET_TRANSFORMERS),
    area: z.enum(ANALYTICS_AREAS),
    query: queryBodySchema,
    window: z.object({ field: z.string().max(100), years: z.number().int().min(0).max(50) }).optional(),
    width: z.union([
      z.literal(3),
      z.literal(4),
      z.literal(5),
      z.literal(6),
      z.literal(8),
      z.literal(9),
      z.literal(12),
    ]),
    map: z.object({ latitude: z.number(), longitude: z.number(), zoom: z.number() }).optional(),
  })
  .strict();

/** A dashboard's configuration: the analytics tabs it was saved from, never the Case List. */
export const dashboardConfigSchema = z
  .object({
    tabs: z
      .array(
        z
          .object({
            id: z.string().min(1).max(100),
            title: z.string().max(200),
            widgets: z.array(dashboardWidgetSchema).max(DASHBOARD_LIMITS.widgetsPerTab),
          })
          .strict(),
      )
      .min(1)
      .max(DASHBOARD_LIMITS.tabs),
  })
  .strict();
export type DashboardConfig = z.infer<typeof dashboardConfigSchema>;
export type DashboardConfigWidget = DashboardConfig['tabs'][number]['widgets'][number];

/**
 * The configuration as stored (spec §2.10: the current tabs without Case List): the Case List tab, any widget
 * listing individual cases, and tabs left empty are dropped. It takes a client's configuration (before the
 * schema parses it) as well as a parsed one.
 */
export function withoutCaseList<Tab extends { id: string; widgets: { transformer: string }[] }>(config: {
  tabs: Tab[];
}): { tabs: Tab[] } {
  return {
    tabs: config.tabs
      .filter((tab) => tab.id !== CASE_LIST_TAB_ID)
      .map((tab) => ({ ...tab, widgets: tab.widgets.filter((widget) => widget.transformer !== 'caseTable') }))
      .filter((tab) => tab.widgets.length > 0),
  };
}

/** Whether a configuration names a widget whose transformer is missing or unknown (spec §5 fallback). */
function namesUnknownTransformer(value: unknown): boolean {
  const tabs = (value as { tabs?: unknown } | null)?.tabs;
  if (!Array.isArray(tabs)) return false;
  return tabs.some((tab: { widgets?: unknown } | null) => {
    const widgets = tab?.widgets;
    return (
      Array.isArray(widgets) &&
      widgets.some(
        (widget: { transformer?: unknown } | null) =>
          !(WIDGET_TRANSFORMERS as readonly unknown[]).includes(widget?.transformer),
      )
    );
  });
}

/**
 * A saved configuration as spec §5 says: one naming an unknown or missing transformer is replaced by the default
 * dashboard (this product ships one default, whatever the workspace); anything else must be valid.
 */
const savedConfigSchema = z.preprocess(
  (value) => (namesUnknownTransformer(value) ? DEFAULT_CASE_DASHBOARD : value),
  dashboardConfigSchema,
);

/**
 * The body a custom dashboard's widget posts, and the only kind of body its viewers who may not query freely (and
 * its anonymous viewers) are answered: the widget's query with the dashboard's saved filters and quick search.
 */
export function dashboardWidgetBody(
  widget: DashboardConfigWidget,
  saved: { rawFilters: readonly FilterEntry[]; text: string | null },
) {
  return widgetQuery(widget, filtersToWhere(saved.rawFilters), saved.text ?? undefined);
}

const dashboardFields = {
  name: z.string().trim().min(1).max(DASHBOARD_LIMITS.name),
  description: z.string().trim().min(1).max(DASHBOARD_LIMITS.description),
  type: z.enum(DASHBOARD_TYPES),
  mode: z.enum(DASHBOARD_MODES),
  /** Derived from type (spec §3); accepted and checked against it. */
  live: z.boolean().optional(),
  emails: z.array(viewerEmailSchema).max(DASHBOARD_LIMITS.emails).default([]),
  password: dashboardPasswordSchema.optional(),
};

/** Field errors the server answers for a dashboard body, by field. */
function checkDashboardRules(
  body: { type: DashboardType; mode: DashboardMode; live?: boolean | undefined; emails: string[] },
  context: z.RefinementCtx,
) {
  if (body.live !== undefined && body.live !== (body.type === 'LIVE')) {
    context.addIssue({ code: 'custom', path: ['live'], message: 'live must match the type' });
  }
  if (body.mode === 'PRIVATE' && body.emails.length === 0) {
    context.addIssue({
      code: 'custom',
      path: ['emails'],
      message: 'A private dashboard needs at least 1 email',
    });
  }
}

/** `POST /workspaces/{workspaceId}/dashboards` (spec §7.3). A PASSWORD dashboard needs its password. */
export const dashboardCreateSchema = z
  .object({
    ...dashboardFields,
    config: savedConfigSchema,
    /** The filter bar's entries when saved (spec §3 rawFilters). */
    rawFilters: z.array(filterEntrySchema).max(QUERY_LIMITS.whereNodes).default([]),
    /** The quick search when saved. */
    text: z.string().max(QUERY_LIMITS.text).optional(),
  })
  .strict()
  .superRefine((body, context) => {
    checkDashboardRules(body, context);
    if (body.mode === 'PASSWORD' && body.password === undefined) {
      context.addIssue({ code: 'custom', path: ['password'], message: 'A password is required' });
    }
    const kept = withoutCaseList(body.config);
    if (kept.tabs.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['config', 'tabs'],
        message: 'A dashboard needs a widget outside the Case List',
      });
    }
    // Listed viewers need not be members: a dashboard shows counts, never a list of cases.
    for (const widget of kept.tabs.flatMap((tab) => tab.widgets)) {
      if (widget.query.addCount !== true || (widget.query.fields?.length ?? 0) > 0) {
        context.addIssue({
          code: 'custom',
          path: ['config', 'tabs'],
          message: `A dashboard shows counts only: widget ${widget.id} lists cases`,
        });
      }
    }
  });
/** What a client sends: a configuration as the schema takes it (the fallback also takes one it would refuse). */
export type DashboardCreate = Omit<z.input<typeof dashboardCreateSchema>, 'config'> & {
  config: z.input<typeof dashboardConfigSchema>;
};

/**
 * `PUT /workspaces/{workspaceId}/dashboards/{dashboardId}`: the body as create without the configuration;
 * switching to PASSWORD needs a new password, staying in PASSWORD needs none (spec §4). Filters and quick search
 * are saved by the creator from the viewer; saving them with no filter is refused (spec §5).
 */
export const dashboardUpdateSchema = z
  .object({
    ...dashboardFields,
    rawFilters: z.array(filterEntrySchema).min(1).max(QUERY_LIMITS.whereNodes).optional(),
    text: z.string().max(QUERY_LIMITS.text).optional(),
  })
  .strict()
  .superRefine(checkDashboardRules);
export type DashboardUpdate = z.input<typeof dashboardUpdateSchema>;

/**
 * `POST /query/dashboard/{id}/report`: the PDF of a custom dashboard as its creator sees it in edit mode, with the
 * filters and quick search on screen (saved or not); one tab (the first when none is named) or every tab.
 */
export const dashboardReportBodySchema = z
  .object({
    rawFilters: z.array(filterEntrySchema).max(QUERY_LIMITS.whereNodes).default([]),
    text: z.string().max(QUERY_LIMITS.text).optional(),
    tab: z.string().max(100).optional(),
    scope: z.enum(REPORT_SCOPES).optional(),
  })
  .strict();
export type DashboardReportBody = z.input<typeof dashboardReportBodySchema>;

/** `PUT .../dashboards/{dashboardId}/password` (spec §7.3: body `pwd`). */
export const dashboardPasswordUpdateSchema = z.object({ pwd: dashboardPasswordSchema }).strict();

/** `GET .../dashboards/{dashboardId}/reveal`. */
export const dashboardPasswordRevealSchema = z.object({ password: z.string() });

/** A dashboard as its managers (creator, OWNER, ADMIN) see it in My Dashboards. */
export const dashboardSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(DASHBOARD_TYPES),
  live: z.boolean(),
  mode: z.enum(DASHBOARD_MODES),
  emails: z.array(z.string()),
  rawFilters: z.array(filterEntrySchema),
  text: z.string().nullable(),
  config: dashboardConfigSchema,
  createdBy: z.string(),
  lastUpdated: z.string(),
  /** When the snapshot's answers were stored (SNAPSHOT), else null. */
  snapshotAt: z.string().nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** `GET /workspaces/{workspaceId}/dashboards?skip&limit&sort=lastUpdated&direction=DESC`. */
export const dashboardListQuerySchema = z
  .object({
    skip: z.coerce.number().int().min(0).max(100_000).default(0),
    limit: z.coerce.number().int().min(1).max(DASHBOARD_LIMITS.list).default(DASHBOARD_LIMITS.list),
    sort: z.enum(['lastUpdated', 'name']).default('lastUpdated'),
    direction: z.enum(['ASC', 'DESC']).default('DESC'),
  })
  .strict();
export const dashboardListSchema = z.object({ items: z.array(dashboardSchema), total: z.number().int() });

/**
 * `GET /dashboards/{id}` (spec §7.2): what the viewer draws. Signed in under `/v2/app`, anonymous under
 * `/v2/public` (PUBLIC, or PASSWORD with a viewer token). `exact` says whether answers are exact (signed-in viewers)
 * or published aggregates after disclosure control (anonymous), whose smallest shown count is `threshold`.
 */
export const dashboardDefinitionSchema = z.object({
  config: dashboardConfigSchema,
  info: z.object({
    id: z.string(),
    workspaceId: z.string(),
    name: z.string(),
    description: z.string(),
    type: z.enum(DASHBOARD_TYPES),
    live: z.boolean(),
    mode: z.enum(DASHBOARD_MODES),
    rawFilters: z.array(filterEntrySchema),
    text: z.string().nullable(),
    lastUpdated: z.string(),
    snapshotAt: z.string().nullable(),
    /** The viewer created it: the filter edit, quick search and PDF controls are theirs (spec §6). */
    isCreator: z.boolean(),
    /** The viewer may refresh the snapshot (OWNER, ADMIN). */
    canRefresh: z.boolean(),
    exact: z.boolean(),
    threshold: z.number().int().nullable(),
  }),
});
export type DashboardDefinition = z.infer<typeof dashboardDefinitionSchema>;

/**
 * `POST /v2/public/dashboards/{id}/unlock` (a departure the spec leaves open: how a password is checked): the
 * password of a PASSWORD dashboard for a short-lived viewer token bound to that dashboard, sent back in
 * DASHBOARD_VIEWER_TOKEN_HEADER.
 */
export const dashboardUnlockSchema = z
  .object({ password: z.string().min(1).max(DASHBOARD_LIMITS.password) })
  .strict();
export const dashboardViewerTokenSchema = z.object({ token: z.string(), expiresAt: z.string() });
export const DASHBOARD_VIEWER_TOKEN_HEADER = 'x-dashboard-token';
