import { z } from 'zod';

/**
 * Toxicology trends and comparison (spec part 2 §2.9, §3 trend data, §5 trends, §7.6; ARCHITECTURE §4
 * `/v2/tox-insights`, §10). Weeks are ISO weeks written `YYYY-Wnn` and shown as the week's start date (a Monday).
 */

export const TRENDS_LIMITS = {
  /** Substances one request may name. */
  substances: 50,
  /** Characters of one substance name. */
  substanceLength: 100,
  /** The longest range, in years. */
  years: 20,
  /** The first and last years a date may name: a range is of cases that were entered. */
  firstYear: 1900,
  lastYear: 2100,
} as const;

/** Significance level of every Insight Feed item: an item is shown only when its test's p-value is below it. */
export const INSIGHT_FEED_LEVEL = 0.01;
/** Weeks at the end of a range that are provisional while cases are still being entered. */
export const PROVISIONAL_WEEKS = 2;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD')
  .refine(
    (text) =>
      !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
      new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
    'Not a calendar date',
  )
  .refine((text) => {
    const year = Number(text.slice(0, 4));
    return year >= TRENDS_LIMITS.firstYear && year <= TRENDS_LIMITS.lastYear;
  }, `A year from ${TRENDS_LIMITS.firstYear} to ${TRENDS_LIMITS.lastYear}`);

/**
 * `GET /v2/tox-insights/trends?start_date&end_date&substances=…` (substances repeated, URL-encoded). No
 * substance means every substance. `sample=true` answers the synthetic sample-data view instead of the caller's
 * cases.
 */
export const trendsQuerySchema = z
  .object({
    start_date: isoDate,
    end_date: isoDate,
    substances: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
      .pipe(
        z
          .array(z.string().trim().min(1).max(TRENDS_LIMITS.substanceLength))
          .max(TRENDS_LIMITS.substances, `At most ${TRENDS_LIMITS.substances} substances`),
      ),
    sample: z.enum(['true', 'false']).optional(),
  })
  .strict();
export type TrendsQuery = z.input<typeof trendsQuerySchema>;

/** An ISO week `YYYY-Wnn` and its count. */
const weekCount = { period: z.string(), count: z.number().int().nonnegative() };

/** One Insight Feed item: what changed, between which periods, by how much, and the test that supports it. */
export const trendInsightSchema = z.object({
  id: z.string(),
  kind: z.enum(['change', 'trend']),
  /** The substance or group the item is about. */
  subject: z.object({ dimension: z.enum(['total', 'substance', 'sex', 'race', 'age']), value: z.string() }),
  /** A change compares two periods; a trend spans one series (`previous` is then null). */
  current: z.object({ start: z.string(), end: z.string(), count: z.number().int().nonnegative() }),
  previous: z
    .object({ start: z.string(), end: z.string(), count: z.number().int().nonnegative() })
    .nullable(),
  test: z.object({
    name: z.string(),
    statistic: z.number().nullable(),
    pValue: z.number(),
    level: z.number(),
  }),
  /** The sentence shown, built from the figures above. */
  text: z.string(),
  /** The item rests on weeks still being entered. */
  provisional: z.boolean(),
});
export type TrendInsight = z.infer<typeof trendInsightSchema>;

/** Trend data (spec §3), by ISO week. */
export const trendDataSchema = z.object({
  total_cases: z.array(z.object(weekCount)),
  cases_by_sex: z.array(z.object({ ...weekCount, sex: z.string() })),
  cases_by_substance: z.array(z.object({ ...weekCount, substance: z.string() })),
  cases_by_race: z.array(z.object({ ...weekCount, race: z.string() })),
  cases_by_age: z.array(z.object({ ...weekCount, age_bucket: z.string() })),
  summary_text: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  period: z.literal('week'),
  /** Summary counts: cases in the range, and cases per substance asked. */
  summary: z.object({
    total_cases: z.number().int().nonnegative(),
    substances: z.array(z.object({ substance: z.string(), count: z.number().int().nonnegative() })),
  }),
  insights: z.array(trendInsightSchema),
  /** The first provisional week, or null when none is. */
  provisional_from: z.string().nullable(),
  /** Synthetic sample data, labelled as such. */
  sample: z.boolean(),
});
export type TrendData = z.infer<typeof trendDataSchema>;

export const trendsReplySchema = z.object({ status: z.literal('success'), data: trendDataSchema });
export type TrendsReply = z.infer<typeof trendsReplySchema>;

/** `GET /v2/tox-insights/substances`: the normalised substances present in the caller's cases, for the picker. */
export const trendSubstancesReplySchema = z.object({ substances: z.array(z.string()) });

/** One measured result of the case, placed among the same analyte in the same specimen class. */
const placedMeasurement = z.object({
  entry: z.string(),
  specimenClass: z.string(),
  value: z.number(),
  unit: z.string(),
  /** Measured results of the same analyte, unit and specimen class in the caller's other cases. */
  compared: z.number().int().nonnegative(),
  /** Share of those below this value, in percent (ties count half); null when none compare. */
  percentile: z.number().nullable(),
  median: z.number().nullable(),
});

/** `GET /v2/tox-insights/case/{id}`: one case beside the caller's other cases. */
export const caseComparisonSchema = z.object({
  caseId: z.string(),
  /** The caller's other cases. */
  otherCases: z.number().int().nonnegative(),
  substances: z.array(
    z.object({
      substance: z.string(),
      /** Other cases with the substance. */
      casesWith: z.number().int().nonnegative(),
      /** casesWith / otherCases in percent; null when there are no other cases. */
      share: z.number().nullable(),
      measurements: z.array(placedMeasurement),
    }),
  ),
});
export type CaseComparison = z.infer<typeof caseComparisonSchema>;
export const caseComparisonReplySchema = z.object({
  status: z.literal('success'),
  data: caseComparisonSchema,
});
