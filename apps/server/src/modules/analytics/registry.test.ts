import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_AREAS, UNWIND_TARGETS } from '@hde/contracts/api';
import { analyticsFieldsOf } from '@hde/contracts/fields';
import { createAnalyticsRegistry } from './registry.js';

const dialect = new PgDialect();
const render = (query: Parameters<PgDialect['sqlToQuery']>[0]) => dialect.sqlToQuery(query);

describe('the analytics registry', () => {
  const registry = createAnalyticsRegistry([{ key: `it's "odd"; drop table cases`, label: 'Odd' }]);

  it.each(ANALYTICS_AREAS)('resolves every contract field of %s to a column of its table', (area) => {
    const fields = registry.resolve(area);
    for (const field of analyticsFieldsOf(area)) {
      const resolved = fields.field(field.name);
      expect(resolved?.type).toBe(field.type);
      // Fixed SQL over the table's own column: no value of anyone's in it.
      expect(render(resolved!.value).params).toEqual([]);
      expect(render(resolved!.value).sql).toContain(`"${field.column}"`);
    }
    expect(fields.field(fields.defaultSort.field)).toBeDefined();
    for (const name of fields.defaultTableFields) expect(fields.field(name)).toBeDefined();
    expect(fields.field('_id')).toBeDefined();
  });

  it.each(UNWIND_TARGETS)('adds the child fields of unwind %s to CASE', (unwind) => {
    const fields = registry.resolve('CASE', unwind);
    for (const field of analyticsFieldsOf('CASE', unwind)) expect(fields.field(field.name)).toBeDefined();
    expect(fields.source).toBe(unwind);
  });

  it('reads a custom field through a bound key, never as an identifier', () => {
    const field = registry.resolve('CASE').field(`extra.it's "odd"; drop table cases`);
    const { sql, params } = render(field!.value);
    expect(sql).toBe('(c.extra ->> $1::text)');
    expect(params).toEqual([`it's "odd"; drop table cases`]);
    expect(registry.resolve('FILE').field(`extra.it's "odd"; drop table cases`)).toBeUndefined();
  });

  it('writes dates, timestamps and coordinates as the replies carry them', () => {
    const fields = registry.resolve('CASE');
    expect(render(fields.field('deathDate')!.output).sql).toBe(`to_char(c."date_of_death", 'YYYY-MM-DD')`);
    expect(render(fields.field('lastModified')!.output).sql).toContain(`at time zone 'UTC'`);
    expect(fields.field('deathLatitude')?.coordinate).toBe(true);
    expect(fields.field('year_dateOfDeath')?.kind).toBe('integer');
    expect(render(fields.field('month_dateOfDeath')!.value).sql).toBe(
      `to_char(c."date_of_death", 'YYYY-MM')`,
    );
    expect(render(registry.resolve('ACTIVITY').field('userId')!.value).sql).toBe('u."user_id"');
  });
});
