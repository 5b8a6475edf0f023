import { describe, expect, it } from 'vitest';
import { publicDashboardIdOf } from './public-dashboard-path';

describe('publicDashboardIdOf', () => {
  it('reads the workspace id from /public/{id}', () => {
    expect(publicDashboardIdOf('/public/ws-1')).toBe('ws-1');
    expect(publicDashboardIdOf('/public/ws-1/')).toBe('ws-1');
  });

  it('takes the last segment of any path containing public, dropping what follows an ampersand', () => {
    expect(publicDashboardIdOf('/mdi/public/ws-2')).toBe('ws-2');
    expect(publicDashboardIdOf('/public/ws-3&utm_source=site')).toBe('ws-3');
    expect(publicDashboardIdOf('/public/a%20b')).toBe('a b');
  });

  it('names no workspace for /public alone, a path without public, or an unreadable id', () => {
    expect(publicDashboardIdOf('/public')).toBeNull();
    expect(publicDashboardIdOf('/public/')).toBeNull();
    expect(publicDashboardIdOf('/ledger/abc')).toBeNull();
    expect(publicDashboardIdOf('/public/%E0%A4%A')).toBeNull();
  });
});
