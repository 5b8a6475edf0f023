import type { UseQueryResult } from '@tanstack/react-query';
import type { AccessEntry } from '@hde/contracts/api';
import { ERROR_MESSAGES, WORKSPACE_USERS_TEXT } from '@hde/contracts/text';
import type { MemberAction, Viewer } from '../member-row-actions';
import type { usePaging } from '../use-paging';
import { memberColumns } from './member-columns';
import { UsersTable } from './users-table';

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
      columns={memberColumns({ viewer, busy, onAction })}
    />
  );
}
