import { MISSING_VALUE } from '@hde/contracts';
import { WORKSPACE_USERS_TEXT } from '@hde/contracts/text';
import { formatDateTime } from '../../../lib/dates/format-date-time';
import {
  memberRowActions,
  sameUser,
  type MemberAction,
  type MemberRow,
  type Viewer,
} from '../member-row-actions';
import { StatusCell, UserCell } from './member-cells';
import { RowActionButtons } from './row-action-buttons';
import type { UsersTableColumn } from './users-table';

const { columns } = WORKSPACE_USERS_TEXT;

export interface MemberColumnsOptions<T> {
  viewer: Viewer;
  busy: boolean;
  onAction(action: MemberAction, entry: T): void;
  /** Table-specific columns after Status and after Last Updated. */
  afterStatus?: UsersTableColumn<T>[];
  afterLastUpdated?: UsersTableColumn<T>[];
}

/** The columns both tables of the users screen share: user, role, status, last update and row actions. */
export function memberColumns<T extends MemberRow & { lastUpdated: string }>({
  viewer,
  busy,
  onAction,
  afterStatus = [],
  afterLastUpdated = [],
}: MemberColumnsOptions<T>): UsersTableColumn<T>[] {
  return [
    {
      key: 'user',
      label: columns.user,
      render: (entry) => <UserCell userId={entry.userId} isViewer={sameUser(entry.userId, viewer.userId)} />,
    },
    { key: 'role', label: columns.role, render: (entry) => entry.role },
    {
      key: 'status',
      label: columns.status,
      nowrap: true,
      render: (entry) => <StatusCell status={entry.status} />,
    },
    ...afterStatus,
    {
      key: 'lastUpdated',
      label: columns.lastUpdated,
      nowrap: true,
      render: (entry) => formatDateTime(entry.lastUpdated) ?? MISSING_VALUE,
    },
    ...afterLastUpdated,
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
  ];
}
