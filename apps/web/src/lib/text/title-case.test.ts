import { describe, expect, it } from 'vitest';
import { titleCase } from './title-case';

describe('titleCase', () => {
  it.each([
    ['OWNER', 'Owner'],
    ['CONTRIBUTOR', 'Contributor'],
    ['super_hero', 'Super Hero'],
    ['', ''],
  ])('%s -> %s', (input, expected) => {
    expect(titleCase(input)).toBe(expected);
  });
});
