const base = '/v2/tox-insights';

/** Paths of the trend calls (ARCHITECTURE §4 `/v2/tox-insights`), with the bearer token like every call. */
export const TOX_INSIGHTS_PATHS = {
  trends: `${base}/trends`,
  substances: `${base}/substances`,
} as const;

/** What one press of Get Trends asks for; `asked` counts the presses, so that each one asks again. */
export interface TrendRequest {
  start: string;
  end: string;
  substances: readonly string[];
  sample: boolean;
  asked: number;
}

const toxTrendsKey = ['tox-trends'] as const;
export const trendsKey = (request: TrendRequest) => [...toxTrendsKey, 'trends', request] as const;
export const trendSubstancesKey = [...toxTrendsKey, 'substances'] as const;
