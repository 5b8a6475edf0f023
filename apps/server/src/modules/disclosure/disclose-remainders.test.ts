import { describe, expect, it } from 'vitest';
import type { CellValue } from './dimensions.js';
import { discloseTables, type DisclosedTable } from './index.js';
import { shown, T, table, total } from './test-table-builders.js';

describe('discloseTables and the remainder a table leaves out', () => {
  const race: [CellValue[], number][] = [
    [['White'], 700],
    [['Black'], 250],
    [['Asian'], 30],
    [['Other'], 15],
  ];

  it('withholds the smallest count of a table whose left-out empty group the total would give away', async () => {
    const [, byRace] = await discloseTables(
      [total(1000), table('race', ['race'], race, { complete: false, remainder: 5 })],
      T,
    );
    // 1000 - 995 = 5 cases without a race; with Other withheld they are anything from 0 to 15 - 10 + 5 = 10.
    expect(shown(byRace as DisclosedTable)).toEqual({
      White: 700,
      Black: 250,
      Asian: 30,
      Other: 'complementary',
    });
  });

  it('withholds counts until a remainder beside small counts is wide enough', async () => {
    const rows: [CellValue[], number][] = [
      [['White'], 700],
      [['Black'], 250],
      [['Asian'], 12],
      [['Other'], 11],
    ];
    const [, byRace] = await discloseTables(
      [total(980), table('race', ['race'], rows, { complete: false, remainder: 7 })],
      T,
    );
    // Other alone leaves the 7 in [0, 8]; with Asian too it is in [0, 10].
    expect(shown(byRace as DisclosedTable)).toEqual({
      White: 700,
      Black: 250,
      Asian: 'complementary',
      Other: 'complementary',
    });
  });

  it('needs nothing for a remainder of 0 or of at least the threshold', async () => {
    for (const remainder of [0, T]) {
      const [, byRace] = await discloseTables(
        [total(995 + remainder), table('race', ['race'], race, { complete: false, remainder })],
        T,
      );
      expect(byRace, `remainder ${remainder}`).toMatchObject({ shown: 4, complementary: 0 });
    }
  });

  it('protects the groups past a limit when another table gives the total', async () => {
    const counties: [CellValue[], number][] = [
      [['County 1'], 400],
      [['County 2'], 300],
      [['County 3'], 294],
    ];
    const [, top] = await discloseTables(
      [
        table(
          'sex',
          ['sexFormatted'],
          [
            [['Male'], 600],
            [['Female'], 400],
          ],
        ),
        table('top counties', ['county'], counties, { complete: false, remainder: 6 }),
      ],
      T,
    );
    expect(shown(top as DisclosedTable)).toEqual({
      'County 1': 400,
      'County 2': 300,
      'County 3': 'complementary',
    });
  });

  it('leaves it alone when nothing published gives the total', async () => {
    const [byRace] = await discloseTables(
      [table('race', ['race'], race, { complete: false, remainder: 5 })],
      T,
    );
    expect(byRace).toMatchObject({ shown: 4, complementary: 0 });
  });

  it('keeps terms as they are: rare terms left out, their remainder not protected', async () => {
    const causes: [CellValue[], number][] = [
      [['Hanging'], 30],
      [['Drowning'], 14],
    ];
    const [, cloud] = await discloseTables(
      [total(47), table('cloud', ['causeOfDeath'], causes, { kind: 'terms', complete: false, remainder: 3 })],
      T,
    );
    expect(shown(cloud as DisclosedTable)).toEqual({ Hanging: 30, Drowning: 14 });
  });
});
