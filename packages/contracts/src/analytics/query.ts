import { z } from 'zod';
import { FILTER_OPERATORS, type FilterOperator } from '../enums.js';
import { REPORT_SCOPES } from './report.js';

/**
 * The dashboard query body (spec part 2 §7.2, ARCHITECTURE §7). The server compiles it to one parameterised
 * statement; field names come from the registry of each area (analytics/fields.ts), never from SQL.
 */

/** Data areas a query reads: the MODULE segment of `POST /v2/app/{MODULE}/dashboard/{id}/query`. */
export const ANALYTICS_AREAS = ['CASE', 'FILE', 'ACTIVITY', 'TOXICOLOGY', 'DIAGNOSIS'] as const;
export type AnalyticsArea = (typeof ANALYTICS_AREAS)[number];

export const FILTER_OPERATOR_LABELS = {
  eq: 'is',
  ne: 'is not',
  like: 'contains',
  gte: 'greater than or equal to',
  lte: 'lower than or equal to',
  in: 'is one of',
  nin: 'is not one of',
} as const satisfies Record<FilterOperator, string>;

/** Limits that keep one request cheap; past them the server answers 400 with the reason. */
export const QUERY_LIMITS = {
  rows: 1000,
  /** `from` (rows skipped) beyond this is refused: deep paging is what the export is for. */
  offset: 100_000,
  fields: 100,
  groupBy: 3,
  facets: 20,
  queries: 30,
  whereDepth: 8,
  whereNodes: 200,
  values: 500,
  valueLength: 500,
  text: 500,
} as const;

/** Rows a grouping returns when the body names no limit. */
export const DEFAULT_GROUP_LIMIT = 100;
/** Rows a table query returns when the body names no limit. */
export const DEFAULT_TABLE_LIMIT = 10;

/** The count column of grouped and counted results (spec: `items[0].COUNT`). */
export const COUNT_KEY = 'COUNT';

export const filterValueSchema = z.union([
  z.string().max(QUERY_LIMITS.valueLength),
  z.number().finite(),
  z.boolean(),
  z.null(),
]);
export type FilterValue = z.infer<typeof filterValueSchema>;

/** One condition: a filter entry of the filter bar (spec §3: id, operator, values) with its field named. */
export interface FilterCondition {
  field: string;
  operator: FilterOperator;
  values: FilterValue[];
}
export type WhereNode = FilterCondition | { and: WhereNode[] } | { or: WhereNode[] } | { not: WhereNode };

export const filterConditionSchema = z
  .object({
    field: z.string().min(1).max(100),
    operator: z.enum(FILTER_OPERATORS),
    values: z.array(filterValueSchema).max(QUERY_LIMITS.values),
  })
  .strict();

/** A filter tree; its depth and size are bounded by the compiler (QUERY_LIMITS), with a 400 naming the limit. */
export const whereSchema: z.ZodType<WhereNode> = z.lazy(() =>
  z.union([
    filterConditionSchema,
    z.object({ and: z.array(whereSchema).max(QUERY_LIMITS.whereNodes) }).strict(),
    z.object({ or: z.array(whereSchema).max(QUERY_LIMITS.whereNodes) }).strict(),
    z.object({ not: whereSchema }).strict(),
  ]),
);

/** Child rows joined to each case, one output row per child (ARCHITECTURE §7 `unwind`). */
export const UNWIND_TARGETS = ['toxicology', 'diagnoses'] as const;
export type UnwindTarget = (typeof UNWIND_TARGETS)[number];

const fieldName = z.string().min(1).max(100);
const groupBySchema = z
  .union([fieldName, z.array(fieldName).max(QUERY_LIMITS.groupBy)])
  .transform((value) => (typeof value === 'string' ? [value] : value));

/** A grouping answered alongside the main query in the same round trip. */
export const facetSchema = z
  .object({
    groupBy: groupBySchema,
    limit: z.number().int().min(1).max(QUERY_LIMITS.rows).optional(),
    sortField: fieldName.optional(),
    sortAsc: z.boolean().optional(),
  })
  .strict();
export type Facet = z.input<typeof facetSchema>;

export const queryBodySchema = z
  .object({
    /** Count rows: with groupBy, per group; without, one item `{ COUNT }`. */
    addCount: z.boolean().optional(),
    groupBy: groupBySchema.optional(),
    /** Columns of a table query (ignored when grouping). */
    fields: z.array(fieldName).max(QUERY_LIMITS.fields).optional(),
    limit: z.number().int().min(1).max(QUERY_LIMITS.rows).optional(),
    /** Rows skipped (paging). */
    from: z.number().int().min(0).max(QUERY_LIMITS.offset).optional(),
    sortField: fieldName.optional(),
    sortAsc: z.boolean().optional(),
    where: whereSchema.optional(),
    /** The widget's own filter, AND-ed with `where`. */
    initialFilter: whereSchema.optional(),
    /** Quick search: "quoted phrase", words, -exclusion, or a case id. */
    text: z.string().max(QUERY_LIMITS.text).optional(),
    unwind: z.enum(UNWIND_TARGETS).optional(),
    facets: z
      .record(fieldName, facetSchema)
      .refine((facets) => Object.keys(facets).length <= QUERY_LIMITS.facets, {
        message: `At most ${QUERY_LIMITS.facets} facets`,
      })
      .optional(),
  })
  .strict();
export type QueryBody = z.input<typeof queryBodySchema>;
export type ParsedQueryBody = z.output<typeof queryBodySchema>;

export type ResultRow = Record<string, string | number | boolean | null>;

export const queryResultSchema = z.object({
  items: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  /** Rows matching a table query before paging. */
  total: z.number().optional(),
  facets: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))).optional(),
});
export type QueryResult = {
  items: ResultRow[];
  total?: number;
  facets?: Record<string, ResultRow[]>;
};

export const multipleQueryBodySchema = z
  .record(fieldName, queryBodySchema)
  .refine((queries) => Object.keys(queries).length <= QUERY_LIMITS.queries, {
    message: `At most ${QUERY_LIMITS.queries} queries`,
  });
export const multipleQueryResultSchema = z.record(z.string(), queryResultSchema);

/** Answer of `GET {MODULE}/dashboard/{id}/version`: what an open dashboard polls to follow new imports. */
export const dashboardDataVersionSchema = z.object({
  dataVersion: z.number(),
  /** When the last import of the workspace finished (the "Last Updated" date), or null. */
  lastImported: z.string().nullable(),
});
export type DashboardDataVersion = z.infer<typeof dashboardDataVersionSchema>;

/** How often an open dashboard checks for new data. */
export const DASHBOARD_VERSION_POLL_MS = 10_000;

/** Body of `POST {module}/dashboard/{id}/export` and of the PDF report: the filters in force. */
export const analyticsExportBodySchema = z
  .object({
    where: whereSchema.optional(),
    text: z.string().max(QUERY_LIMITS.text).optional(),
    /** The dashboard tab a PDF report renders. */
    tab: z.string().max(100).optional(),
    /** A PDF report's contents: that tab (the default) or every tab the role may see. */
    scope: z.enum(REPORT_SCOPES).optional(),
  })
  .strict();
export type AnalyticsExportBody = z.infer<typeof analyticsExportBodySchema>;
