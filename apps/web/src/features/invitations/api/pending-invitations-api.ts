import { PENDING_INVITATIONS_PAGE_SIZE } from '@hde/contracts';
import { pendingInvitationListSchema, type PendingInvitation } from '@hde/contracts/api';
import type { ApiClient } from '../../../lib/api/api-client';
import { isApiRequestError } from '../../../lib/api/api-request-error';

export const pendingInvitationsQueryKey = ['invitations', 'pending'] as const;

export interface PendingInvitationPage {
  items: PendingInvitation[];
  total: number;
}

/**
 * GET workspace/invitations/pending as the shell sends it: 10 from `skip`, sorted by userId descending.
 * The API answers 404 when there is nothing pending; the spec treats that as an empty list.
 */
export async function fetchPendingInvitations(
  api: ApiClient,
  skip: number,
  signal?: AbortSignal,
): Promise<PendingInvitationPage> {
  try {
    return await api.get('/v2/app/workspace/invitations/pending', pendingInvitationListSchema, {
      signal,
      query: { skip, limit: PENDING_INVITATIONS_PAGE_SIZE, sort: 'userId', direction: 'DESC' },
    });
  } catch (error) {
    if (isApiRequestError(error, 404)) return { items: [], total: 0 };
    throw error;
  }
}

/** Pages through the pending list until the invitation turns up; null when it is not (or no longer) pending. */
export async function findPendingInvitation(
  api: ApiClient,
  inviteId: string,
  signal?: AbortSignal,
): Promise<PendingInvitation | null> {
  for (let skip = 0; ; skip += PENDING_INVITATIONS_PAGE_SIZE) {
    const page = await fetchPendingInvitations(api, skip, signal);
    const found = page.items.find((item) => item.inviteId === inviteId || item.id === inviteId);
    if (found) return found;
    if (page.items.length === 0 || skip + PENDING_INVITATIONS_PAGE_SIZE >= page.total) return null;
  }
}
