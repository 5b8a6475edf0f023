import type { FilterOperator } from '../enums.js';

/**
 * The analytics field registry (ARCHITECTURE §7): every name a query may filter, group, sort or return, per area.
 * The server compiles only these names (to the column each one names); anything else is a 400.
 */

export type AnalyticsValueType = 'string' | 'number' | 'date' | 'boolean';
/** The filter bar's kinds (spec §2.11); null: the field is not offered there. */
export type FilterKind = 'list' | 'typeahead' | 'date' | 'number';

export interface AnalyticsField {
  /** camelCase name in queries and results (spec §3 analytics record where it names one). */
  readonly name: string;
  readonly label: string;
  readonly type: AnalyticsValueType;
  readonly filter: FilterKind | null;
  readonly operators: readonly FilterOperator[];
  /** snake_case column of the area's table. */
  readonly column: string;
  /** A virtual field: the year (number) or the month (`YYYY-MM`) of the date column. */
  readonly derive?: 'year' | 'month';
  /** Whose table the column is in: the case, or the child row of TOXICOLOGY, DIAGNOSIS and `unwind`. */
  readonly source: 'case' | 'child' | 'file' | 'activity';
  /** Identifies a person or is free text: never returned by public endpoints. */
  readonly pii: boolean;
  /**
   * Another name of the value `sameAs` names (the catalogue's name beside the spec's analytics name): it reads
   * under that field's label and value texts, and the filter menu and the export list that field only.
   */
  readonly sameAs?: string;
}

const TEXT_OPERATORS: readonly FilterOperator[] = ['eq', 'ne', 'like', 'in', 'nin'];
const RANGE_OPERATORS: readonly FilterOperator[] = ['eq', 'ne', 'gte', 'lte', 'in', 'nin'];
const BOOLEAN_OPERATORS: readonly FilterOperator[] = ['eq', 'ne'];
/** Spec §5: age group allows eq, ne, in, nin. */
const LIST_OPERATORS: readonly FilterOperator[] = ['eq', 'ne', 'in', 'nin'];

function operatorsOf(type: AnalyticsValueType, filter: FilterKind | null): readonly FilterOperator[] {
  if (type === 'boolean') return BOOLEAN_OPERATORS;
  if (type === 'number' || type === 'date') return RANGE_OPERATORS;
  return filter === 'list' ? LIST_OPERATORS : TEXT_OPERATORS;
}

export type FieldSpec = Omit<AnalyticsField, 'operators' | 'source' | 'pii'> & { pii?: boolean };

/** A field of the registry: its operators follow from its type and filter kind. */
export function field(source: AnalyticsField['source'], spec: FieldSpec): AnalyticsField {
  return { ...spec, source, pii: spec.pii ?? false, operators: operatorsOf(spec.type, spec.filter) };
}
