import { TOX_CASE_FIELDS, TOX_ENTRY_FIELDS } from '@hde/contracts';
import type { WhereNode } from '@hde/contracts/api';

/** What the overview's filter bar holds: the values chosen per field; a date as `YYYY-MM-DD` or ''. */
export interface OverviewFilters {
  substances: string[];
  from: string;
  to: string;
  sexes: string[];
  races: string[];
  ageGroups: string[];
}

export const NO_OVERVIEW_FILTERS: OverviewFilters = {
  substances: [],
  from: '',
  to: '',
  sexes: [],
  races: [],
  ageGroups: [],
};

const isOneOf = (field: string, values: string[]): WhereNode[] =>
  values.length > 0 ? [{ field, operator: 'in', values }] : [];

const onDate = (operator: 'gte' | 'lte', value: string): WhereNode[] =>
  value === '' ? [] : [{ field: TOX_CASE_FIELDS.caseDate, operator, values: [value] }];

/** Every set filter, AND-ed; undefined when none is set. The engine ends the To day at its end. */
export function overviewWhere(filters: OverviewFilters): WhereNode | undefined {
  const conditions = [
    ...isOneOf(TOX_ENTRY_FIELDS.substance, filters.substances),
    ...onDate('gte', filters.from),
    ...onDate('lte', filters.to),
    ...isOneOf(TOX_CASE_FIELDS.sex, filters.sexes),
    ...isOneOf(TOX_CASE_FIELDS.race, filters.races),
    ...isOneOf(TOX_CASE_FIELDS.ageGroup, filters.ageGroups),
  ];
  return conditions.length > 0 ? { and: conditions } : undefined;
}
