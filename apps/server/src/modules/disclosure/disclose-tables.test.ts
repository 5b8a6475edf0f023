import { describe, expect, it } from 'vitest';
import type { CellValue } from './dimensions.js';
import { discloseTables, type DisclosedTable } from './index.js';
import { shown, T, table, total } from './test-table-builders.js';

describe('discloseTables', () => {
  it('refuses a threshold under the smallest the product allows', async () => {
    await expect(discloseTables([total(5)], T - 1)).rejects.toThrow(RangeError);
  });

  it('withholds counts from 1 to threshold - 1 and shows 0 and the threshold', async () => {
    const [sex] = await discloseTables(
      [
        table(
          'sex',
          ['sexFormatted'],
          [
            [['Male'], 500],
            [['Female'], T],
            [['Unknown'], 3],
            [['Other'], 0],
          ],
          { complete: false },
        ),
      ],
      T,
    );
    expect(shown(sex as DisclosedTable)).toEqual({ Male: 500, Female: T, Unknown: 'primary', Other: 0 });
  });

  it('withholds the smallest other count of a row that a shown total would give away', async () => {
    const rows: [CellValue[], number][] = [
      [['Male'], 500],
      [['Female'], 495],
      [['Unknown'], 3],
      [['Other'], 0],
    ];
    const [, sex] = await discloseTables([total(998), table('sex', ['sexFormatted'], rows)], T);
    expect(shown(sex as DisclosedTable)).toEqual({
      Male: 500,
      Female: 'complementary',
      Unknown: 'primary',
      Other: 0,
    });
    expect(sex).toMatchObject({ shown: 2, primary: 1, complementary: 1 });
  });

  it('protects a withheld count against its 2-D table, margins and total together', async () => {
    const cells: [CellValue[], number][] = [
      [['0-1', 'Natural'], 40],
      [['0-1', 'Accident'], 2],
      [['2-4', 'Natural'], 30],
      [['2-4', 'Accident'], 25],
    ];
    const result = await discloseTables(
      [
        total(97),
        table(
          'age',
          ['ageGroup'],
          [
            [['0-1'], 42],
            [['2-4'], 55],
          ],
        ),
        table(
          'manner',
          ['mannerOfDeath'],
          [
            [['Natural'], 70],
            [['Accident'], 27],
          ],
        ),
        table('age x manner', ['ageGroup', 'mannerOfDeath'], cells),
      ],
      T,
    );
    const grid = shown(result[3] as DisclosedTable);
    // The 2 is withheld; one count in its row and one in its column, and the fourth, close the square.
    expect(grid).toEqual({
      '0-1|Natural': 'complementary',
      '0-1|Accident': 'primary',
      '2-4|Natural': 'complementary',
      '2-4|Accident': 'complementary',
    });
    expect(shown(result[0] as DisclosedTable)).toEqual({ '': 97 });
  });

  it('gives a cell one verdict in every table that shows it', async () => {
    const race: [CellValue[], number][] = [
      [['White'], 80],
      [['Black'], 24],
      [['Asian'], 4],
    ];
    const result = await discloseTables(
      [
        total(108),
        table('race list', ['race'], race.slice(0, 2), { complete: false }),
        table('race pie', ['race'], race),
      ],
      T,
    );
    expect(shown(result[1] as DisclosedTable)).toEqual({ White: 80, Black: 'complementary' });
    expect(shown(result[2] as DisclosedTable)).toEqual({
      White: 80,
      Black: 'complementary',
      Asian: 'primary',
    });
  });

  it('withholds more when the rules shown with withheld counts would tell a primary count apart', async () => {
    const race: [CellValue[], number][] = [
      [['White'], 80],
      [['Black'], 14],
      [['Asian'], 4],
    ];
    const [, pie] = await discloseTables([total(98), table('race pie', ['race'], race)], T);
    // Black withheld alone would read as a complement, so at least 10: Asian = 18 - Black would be at most 8.
    expect(shown(pie as DisclosedTable)).toEqual({
      White: 'complementary',
      Black: 'complementary',
      Asian: 'primary',
    });
  });

  it('protects a month against its year over the same cases', async () => {
    const population = 'window';
    const months = table(
      'months',
      ['month_dateOfDeath'],
      [
        [['2024-01'], 25],
        [['2024-02'], 5],
      ],
      { population },
    );
    const years = table('years', ['year_dateOfDeath'], [[[2024], 30]], { population });
    const [byMonth, byYear] = await discloseTables([months, years], T);
    expect(shown(byMonth as DisclosedTable)).toEqual({ '2024-01': 'complementary', '2024-02': 'primary' });
    expect(shown(byYear as DisclosedTable)).toEqual({ '2024': 30 });
  });

  it('keeps tables over other cases apart', async () => {
    const [, drug] = await discloseTables(
      [
        total(998),
        table(
          'drug years',
          ['year_dateOfDeath'],
          [
            [[2023], 40],
            [[2024], 3],
          ],
          { population: 'drug' },
        ),
      ],
      T,
    );
    expect(shown(drug as DisclosedTable)).toEqual({ '2023': 40, '2024': 'primary' });
  });

  it('leaves withheld map cells out and counts them', async () => {
    const cells: [CellValue[], number][] = [
      [[35.1, -90.05], 120],
      [[35.2, -90.1], 4],
      [[35.3, -89.9], 0],
    ];
    const [, map] = await discloseTables(
      [total(124), table('map', ['deathLatitude', 'deathLongitude'], cells, { kind: 'places' })],
      T,
    );
    expect(map?.rows.map((row) => row.values)).toEqual([[35.3, -89.9]]);
    expect(map).toMatchObject({ shown: 1, primary: 1, complementary: 1 });
  });

  it('merges terms by letter case and spacing, shows the commonest spelling and hides the rare ones', async () => {
    const causes: [CellValue[], number][] = [
      [['Gunshot wound of head'], 8],
      [['gunshot  wound of HEAD '], 3],
      [['Drowning'], 6],
      [['Hanging'], 30],
    ];
    const result = await discloseTables(
      [
        total(47),
        table('top causes', ['causeOfDeath'], causes.slice(0, 1).concat(causes.slice(3)), {
          kind: 'terms',
          complete: false,
        }),
        table('cloud', ['causeOfDeath'], causes, { kind: 'terms', complete: false }),
      ],
      T,
    );
    const expected = { Hanging: 30, 'Gunshot wound of head': 11 };
    expect(shown(result[1] as DisclosedTable)).toEqual(expected);
    expect(shown(result[2] as DisclosedTable)).toEqual(expected);
    expect(result[2]).toMatchObject({ termsHidden: 1, primary: 0, complementary: 0 });
    expect(result[2]?.rows.every((row) => row.suppressed === null)).toBe(true);
    expect(shown(result[0] as DisclosedTable)).toEqual({ '': 47 });
  });
});
