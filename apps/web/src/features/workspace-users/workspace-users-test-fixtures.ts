import type { InvitationStatus, WorkspaceRole } from '@hde/contracts';
import type { AccessEntry, InviteEntry } from '@hde/contracts/api';
import type { MockRequest } from '../../test/mock-api';

export const access = (userId: string, role: WorkspaceRole): AccessEntry => ({
  id: `acc-${userId}`,
  userId,
  role,
  status: 'ACTIVE',
  lastUpdated: '2026-02-01T10:00:00.000Z',
});

export const invite = (
  userId: string,
  status: InvitationStatus,
  role: WorkspaceRole = 'USER',
): InviteEntry => ({
  id: `inv-${userId.split('@')[0]}`,
  userId,
  role,
  status,
  lastUpdated: '2026-02-02T10:00:00.000Z',
  createdBy: 'jane.doe@example.org',
  expiresAt: '2026-02-16T10:00:00.000Z',
});

/** A list route paged by skip and limit, optionally filtered by the status query. */
export function paged<T extends { status: string }>(items: () => T[]) {
  return ({ query }: MockRequest) => {
    const status = query.get('status');
    const matching = items().filter((item) => !status || item.status === status);
    const skip = Number(query.get('skip'));
    return { items: matching.slice(skip, skip + Number(query.get('limit'))), total: matching.length };
  };
}
