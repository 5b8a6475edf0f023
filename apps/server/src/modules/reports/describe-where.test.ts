import { describe, expect, it } from 'vitest';
import { describeWhere } from './describe-where.js';

describe('describeWhere', () => {
  it('prints nothing without filters', () => {
    expect(describeWhere(undefined, 'CASE')).toEqual([]);
  });

  it('prints one line per filter of the bar, with labels and operator names', () => {
    expect(
      describeWhere(
        {
          and: [
            { field: 'mannerOfDeath', operator: 'in', values: ['ACCIDENT', 'SUICIDE'] },
            { field: 'extra.tattoo', operator: 'like', values: ['eagle'] },
            { not: { or: [{ field: 'race', operator: 'eq', values: [null] }] } },
          ],
        },
        'CASE',
      ),
    ).toEqual([
      'Manner of Death is one of ACCIDENT, SUICIDE',
      'tattoo contains eagle',
      'not ((Race is empty))',
    ]);
  });
});
