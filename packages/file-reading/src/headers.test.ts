import { describe, expect, it } from 'vitest';
import { headersOf } from './headers.js';

describe('headersOf', () => {
  it('trims headers, names blank ones after their column and numbers repeats', () => {
    expect(headersOf([' Name ', '', 'Name', 'Age', 'Name', ' ', 'Column 2'])).toEqual([
      'Name',
      'Column 2',
      'Name (2)',
      'Age',
      'Name (3)',
      'Column 6',
      'Column 2 (2)',
    ]);
  });
});
