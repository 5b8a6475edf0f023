import type { UseQueryResult } from '@tanstack/react-query';
import { ERROR_MESSAGES, MISSING_VALUE, WORKSPACE_USERS_TEXT, type AccessEntry } from '@hde/contracts';
import { formatDateTime } from '../../../lib/dates/format-date-time';
import { memberRowActions, sameUser, type MemberAction, type Viewer } from '../member-row-actions';
import type { usePaging } from '../use-paging';
import { StatusCell, UserCell } from './member-cells';
import { RowActionButtons } from './row-action-buttons';
import { UsersTable } from './users-table';

const { columns } = WORKSPACE_USERS_TEXT;

export interface ActiveUsersTableProps {
  query: UseQueryResult<{ items: AccessEntry[]; total: number }>;
  paging: ReturnType<typeof usePaging>;
  viewer: Viewer;
  busy: boolean;
  onAction(action: MemberAction, entry: AccessEntry): void;
}

/** "Workspace Active Users": GET workspace/{id}/accesses, paged on the server. */
export function ActiveUsersTable({ query, paging, viewer, busy, onAction }: ActiveUsersTableProps) {
  return (
    <UsersTable
      title={WORKSPACE_USERS_TEXT.activeUsers}
      rows={query.data?.items}
      rowKey={(entry) => entry.id}
      total={query.data?.total ?? 0}
      loading={query.isFetching}
      error={query.isError ? ERROR_MESSAGES.accessList : null}
      onRetry={() => void query.refetch()}
      emptyText={WORKSPACE_USERS_TEXT.noActiveUsers}
      {...paging}
      columns={[
        {
          key: 'user',
          label: columns.user,
          render: (entry) => (
            <UserCell userId={entry.userId} isViewer={sameUser(entry.userId, viewer.userId)} />
          ),
        },
        { key: 'role', label: columns.role, render: (entry) => entry.role },
        {
          key: 'status',
          label: columns.status,
          nowrap: true,
          render: (entry) => <StatusCell status={entry.status} />,
        },
        {
          key: 'lastUpdated',
          label: columns.lastUpdated,
          nowrap: true,
          render: (entry) => formatDateTime(entry.lastUpdated) ?? MISSING_VALUE,
        },
        {
          key: 'actions',
          label: columns.actions,
          nowrap: true,
          align: 'right',
          render: (entry) => (
            <RowActionButtons
              userId={entry.userId}
              actions={memberRowActions(entry, viewer)}
              disabled={busy}
              onAction={(action) => onAction(action, entry)}
            />
          ),
        },
      ]}
    />
  );
}
