import { useInfiniteQuery, useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { PENDING_INVITATIONS_PAGE_SIZE } from '@hde/contracts';
import { useApiClient } from '../../../lib/api/api-client-context';
import {
  fetchPendingInvitations,
  findPendingInvitation,
  pendingInvitationsQueryKey,
  type PendingInvitationPage,
} from './pending-invitations-api';

/** The signed-in user's pending invitations, 10 per page with the offset growing by 10 (spec part 1 §7). */
export function usePendingInvitations() {
  const api = useApiClient();
  return useInfiniteQuery({
    queryKey: pendingInvitationsQueryKey,
    queryFn: ({ pageParam, signal }) => fetchPendingInvitations(api, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _pages, lastSkip) =>
      lastSkip + PENDING_INVITATIONS_PAGE_SIZE < last.total
        ? lastSkip + PENDING_INVITATIONS_PAGE_SIZE
        : undefined,
    staleTime: 30_000,
  });
}

/** One pending invitation by id, for the e-mailed invitation link. */
export function usePendingInvitation(inviteId: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: [...pendingInvitationsQueryKey, 'find', inviteId],
    queryFn: ({ signal }) => findPendingInvitation(api, inviteId, signal),
  });
}

/** Drops an answered invitation from the cached pages and lowers the total by one (spec part 1 §4). */
export function removePendingInvitation(queryClient: QueryClient, inviteId: string): void {
  queryClient.setQueryData<InfiniteData<PendingInvitationPage, number>>(
    pendingInvitationsQueryKey,
    (data) => {
      if (!data) return data;
      const present = data.pages.some((page) => page.items.some((item) => item.inviteId === inviteId));
      if (!present) return data;
      return {
        ...data,
        pages: data.pages.map((page) => ({
          items: page.items.filter((item) => item.inviteId !== inviteId),
          total: Math.max(0, page.total - 1),
        })),
      };
    },
  );
}
