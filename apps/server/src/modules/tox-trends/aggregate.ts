/** What the trends query answers (and the sample view generates): distinct cases by ISO week and group. */
export interface KeyedCount {
  week: string;
  key: string;
  count: number;
}

export interface TrendCounts {
  total: { week: string; count: number }[];
  sex: KeyedCount[];
  race: KeyedCount[];
  age: KeyedCount[];
  /** One series per substance asked (or the most frequent when none is asked); sparse. */
  substance: KeyedCount[];
}
