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

/** From after To: a range no case is in, which the bar says rather than asking for it. */
export const datesOutOfOrder = ({ from, to }: Pick<OverviewFilters, 'from' | 'to'>) =>
  from !== '' && to !== '' && from > to;

/** Any filter chosen, dates out of order included (Clear Filters clears them). */
export const hasOverviewFilters = (filters: OverviewFilters) =>
  (Object.keys(NO_OVERVIEW_FILTERS) as (keyof OverviewFilters)[]).some((key) => filters[key].length > 0);

/**
 * Every set filter, AND-ed; undefined when none is set. The engine ends the To day at its end. Dates out of order
 * are left out (the bar shows why) so the charts keep the other filters' answer instead of going empty.
 */
export function overviewWhere(filters: OverviewFilters): WhereNode | undefined {
  const dated = !datesOutOfOrder(filters);
  const conditions = [
    ...isOneOf(TOX_ENTRY_FIELDS.substance, filters.substances),
    ...(dated ? onDate('gte', filters.from) : []),
    ...(dated ? onDate('lte', filters.to) : []),
    ...isOneOf(TOX_CASE_FIELDS.sex, filters.sexes),
    ...isOneOf(TOX_CASE_FIELDS.race, filters.races),
    ...isOneOf(TOX_CASE_FIELDS.ageGroup, filters.ageGroups),
  ];
  return conditions.length > 0 ? { and: conditions } : undefined;
}
