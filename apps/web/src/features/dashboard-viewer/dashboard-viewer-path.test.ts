import { describe, expect, it } from 'vitest';
import { dashboardViewerIdOf, dashboardViewerLink } from './dashboard-viewer-path';

describe('the dashboard viewer address', () => {
  it('names the dashboard of /mdi/dashboard/{id}, and of no other path', () => {
    expect(dashboardViewerIdOf('/mdi/dashboard/d-1')).toBe('d-1');
    expect(dashboardViewerIdOf('/mdi/dashboard/d%201/')).toBe('d 1');
    expect(dashboardViewerIdOf('/mdi/dashboard/')).toBeNull();
    expect(dashboardViewerIdOf('/tox/dashboard/d-1')).toBeNull();
    expect(dashboardViewerIdOf('/mdi/dashboard/d-1/more')).toBeNull();
    expect(dashboardViewerIdOf('/mdi/dashboard/%E0%A4%A')).toBeNull();
  });

  it('links to the viewer on the given origin, the id encoded', () => {
    expect(dashboardViewerLink('d 1', 'https://hde.example')).toBe('https://hde.example/mdi/dashboard/d%201');
  });
});
