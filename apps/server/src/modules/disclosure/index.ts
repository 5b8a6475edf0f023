// Disclosure control (ARCHITECTURE §11): every anonymous view passes through here. Pure: no database, no HTTP.
export { publicWidgetOf, type PublicWidgetVerdict, type TableKind } from './public-widget.js';
export { discloseTables } from './disclose-tables.js';
export type { DisclosedRow, DisclosedTable, DisclosureTable } from './types.js';
export { widerPopulationOf } from './population.js';
