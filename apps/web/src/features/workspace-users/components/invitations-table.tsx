import type { UseQueryResult } from '@tanstack/react-query';
import { MISSING_VALUE } from '@hde/contracts';
import type { InviteEntry } from '@hde/contracts/api';
import { ERROR_MESSAGES, WORKSPACE_USERS_TEXT } from '@hde/contracts/text';
import { formatDateTime } from '../../../lib/dates/format-date-time';
import type { MemberAction, Viewer } from '../member-row-actions';
import type { usePaging } from '../use-paging';
import { memberColumns } from './member-columns';
import { UsersTable } from './users-table';

const { columns } = WORKSPACE_USERS_TEXT;

export interface InvitationsTableProps {
  query: UseQueryResult<{ items: InviteEntry[]; total: number }>;
  paging: ReturnType<typeof usePaging>;
  viewer: Viewer;
  busy: boolean;
  onAction(action: MemberAction, entry: InviteEntry): void;
}

/** "Pending Invitations": the PENDING invitations, paged on the server. */
export function InvitationsTable({ query, paging, viewer, busy, onAction }: InvitationsTableProps) {
  return (
    <UsersTable
      title={WORKSPACE_USERS_TEXT.pendingInvitations}
      rows={query.data?.items}
      rowKey={(entry) => entry.id}
      total={query.data?.total ?? 0}
      loading={query.isFetching}
      error={query.isError ? ERROR_MESSAGES.inviteStatusList : null}
      onRetry={() => void query.refetch()}
      emptyText={WORKSPACE_USERS_TEXT.noInvitations}
      {...paging}
      columns={memberColumns<InviteEntry>({
        viewer,
        busy,
        onAction,
        afterStatus: [
          { key: 'invitedBy', label: columns.invitedBy, render: (entry) => entry.createdBy ?? MISSING_VALUE },
        ],
        afterLastUpdated: [
          {
            key: 'expires',
            label: columns.expires,
            nowrap: true,
            render: (entry) => formatDateTime(entry.expiresAt) ?? MISSING_VALUE,
          },
        ],
      })}
    />
  );
}
