import { describe, expect, it } from 'vitest';
import { deathAgeGroup, toxicologyAgeGroup } from './age-groups.js';

describe('deathAgeGroup', () => {
  it.each<[number | null, string]>([
    [0, '0-1'],
    [1, '0-1'],
    [2, '2-4'],
    [4, '2-4'],
    [5, '5-12'],
    [12, '5-12'],
    [13, '13-17'],
    [17, '13-17'],
    [18, '18-24'],
    [24, '18-24'],
    [25, '25-44'],
    [44, '25-44'],
    [45, '45-64'],
    [64, '45-64'],
    [65, '65-74'],
    [74, '65-74'],
    [75, '75-84'],
    [84, '75-84'],
    [85, '85+'],
    [120, '85+'],
    [null, 'Unknown'],
  ])('%j -> %s', (age, group) => {
    expect(deathAgeGroup(age)).toBe(group);
  });
});

describe('toxicologyAgeGroup', () => {
  it.each<[number | null, string]>([
    [0, '0-9'],
    [9, '0-9'],
    [10, '10-14'],
    [14, '10-14'],
    [15, '15-24'],
    [24, '15-24'],
    [25, '25-44'],
    [44, '25-44'],
    [45, '45-64'],
    [64, '45-64'],
    [65, '65-74'],
    [74, '65-74'],
    [75, '75-84'],
    [84, '75-84'],
    [85, '85+'],
    [101, '85+'],
    [null, 'Unknown'],
  ])('%j -> %s', (age, group) => {
    expect(toxicologyAgeGroup(age)).toBe(group);
  });
});
