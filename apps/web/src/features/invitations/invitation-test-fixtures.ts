import type { PendingInvitation } from '@hde/contracts/api';
import type { MockRequest } from '../../test/mock-api';

export function makeInvitation(n: number, overrides: Partial<PendingInvitation> = {}): PendingInvitation {
  return {
    id: `inv-${n}`,
    inviteId: `inv-${n}`,
    workspaceId: `ws-${n}`,
    moduleId: 'mdi',
    workspace: { name: `Office ${n}` },
    role: 'CONTRIBUTOR',
    lastUpdated: new Date(2026, 1, 3, 14, 5).toISOString(),
    createdBy: `owner${n}@example.org`,
    ...overrides,
  };
}

/** GET workspace/invitations/pending over a list, paged by skip and limit like the API. */
export function pendingPages(all: PendingInvitation[]) {
  return ({ query }: MockRequest) => {
    const skip = Number(query.get('skip'));
    const limit = Number(query.get('limit'));
    return { items: all.slice(skip, skip + limit), total: all.length };
  };
}

export const pendingCalls = (calls: MockRequest[]) =>
  calls
    .filter((call) => call.path === '/v2/app/workspace/invitations/pending')
    .map((call) => Object.fromEntries(call.query));
