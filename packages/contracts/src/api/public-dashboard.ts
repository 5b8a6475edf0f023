import { z } from 'zod';
import { WIDGET_TRANSFORMERS } from '../analytics/dashboards.js';
import { ANALYTICS_AREAS, queryBodySchema } from '../analytics/query.js';

/**
 * Public dashboards (spec part 2 §2.7, ARCHITECTURE §11): anonymous calls answer only from aggregates stored when
 * the workspace was published, after disclosure control.
 */

/** The smallest count a public view shows; counts from 1 to one below it are suppressed. Never set below 10. */
export const PUBLIC_SUPPRESSION_THRESHOLD_MIN = 10;

/**
 * A row of a published answer whose count is withheld carries this key with the value `true`, and a null `COUNT`.
 * The answer never says which rule withheld it: a reader who knew would learn whether the count is below the
 * threshold or not (decision 0013). Only the owners' privacy report counts the rules.
 */
export const SUPPRESSED_KEY = 'SUPPRESSED';

/**
 * Why disclosure control withheld a count, inside the server and in the owners' report. `primary`: the count is
 * from 1 to the threshold minus one. `complementary`: withheld so that a primary count cannot be worked out from
 * totals, other widgets or series.
 */
export type SuppressionRule = 'primary' | 'complementary';

/** Why a widget of the workspace's dashboard is left out of its public view. */
export const WIDGET_REMOVAL_REASONS = [
  'caseList',
  'personName',
  'identifier',
  'freeText',
  'exactDate',
  'fineGeography',
  'notAllowed',
] as const;
export type WidgetRemovalReason = (typeof WIDGET_REMOVAL_REASONS)[number];

export const publicWidgetSchema = z.object({
  id: z.string(),
  title: z.string(),
  transformer: z.enum(WIDGET_TRANSFORMERS),
  area: z.enum(ANALYTICS_AREAS),
  /** The body the page posts for this widget; the public calls answer this body and no other. */
  query: queryBodySchema,
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
});
export type PublicWidget = z.infer<typeof publicWidgetSchema>;

/** `GET /public/CASE/dashboard/{id}/configuration`. */
export const publicDashboardSchema = z.object({
  workspaceId: z.string(),
  name: z.string(),
  /** A workspace's public dashboard is live: it is published again after every import. */
  live: z.boolean(),
  /** The latest import the published figures include (the "Last Updated" date), or null. */
  lastUpdated: z.string().nullable(),
  publishedAt: z.string(),
  /** The smallest count shown. */
  threshold: z.number().int(),
  tabs: z.array(z.object({ id: z.string(), title: z.string(), widgets: z.array(publicWidgetSchema) })),
});
export type PublicDashboard = z.infer<typeof publicDashboardSchema>;

/** One widget of the disclosure report: what disclosure control did to it. */
export const disclosureWidgetReportSchema = z.object({
  tabId: z.string(),
  tabTitle: z.string(),
  widgetId: z.string(),
  title: z.string(),
  /** Null when the widget is published. */
  removedBecause: z.enum(WIDGET_REMOVAL_REASONS).nullable(),
  shown: z.number().int(),
  primary: z.number().int(),
  complementary: z.number().int(),
  /** Terms of a word cloud or top list left out for having fewer cases than the threshold. */
  termsHidden: z.number().int(),
});
export type DisclosureWidgetReport = z.infer<typeof disclosureWidgetReportSchema>;

/** `GET /workspace/{id}/public/report` (owners and admins): the disclosure report of the published dashboard. */
export const disclosureReportSchema = z.object({
  publishedAt: z.string(),
  threshold: z.number().int(),
  widgets: z.array(disclosureWidgetReportSchema),
});
export type DisclosureReport = z.infer<typeof disclosureReportSchema>;
