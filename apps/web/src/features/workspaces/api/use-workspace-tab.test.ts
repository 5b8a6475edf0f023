import { describe, expect, it } from 'vitest';
import { defaultTab } from '../components/workspace-tabs';
import { addressedTab } from './use-workspace-tab';

describe('addressedTab', () => {
  it('is the id parameter, else the module default', () => {
    expect(addressedTab('mdi', new URLSearchParams('id=import'))).toBe('import');
    expect(addressedTab('tox', new URLSearchParams(''))).toBe(defaultTab('tox'));
  });

  it('is Analytics when an mdi address names a case', () => {
    expect(addressedTab('mdi', new URLSearchParams('id=overview&caseId=ME-1'))).toBe('analytics');
    expect(addressedTab('tox', new URLSearchParams('id=case-analytics&caseId=ME-1'))).toBe('case-analytics');
  });
});
