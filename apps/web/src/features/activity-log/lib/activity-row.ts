import { ACTIVITY_LOG_FIELDS as F, ACTIVITY_OUTCOMES, type ActivityOutcome } from '@hde/contracts';
import type { ResultRow } from '@hde/contracts/api';
import { ACTIVITY_LOG_TEXT } from '@hde/contracts/text';

/** One row of the List of Activities. */
export interface ActivityRow {
  id: string;
  createdAt: string;
  /** E-mail, or '' for the system or a deleted account. */
  user: string;
  userId: string;
  action: string;
  collectionName: string;
  /** Name, or '' for an account-level activity or a deleted workspace. */
  workspace: string;
  workspaceId: string;
  outcome: string;
  transactionId: string | null;
}

const text = (row: ResultRow, field: string) => {
  const value = row[field];
  return value === null || value === undefined ? '' : String(value);
};

export function activityRow(row: ResultRow): ActivityRow {
  const transactionId = text(row, F.transactionId);
  return {
    id: text(row, F.id),
    createdAt: text(row, F.createdAt),
    user: text(row, F.user),
    userId: text(row, F.userId),
    action: text(row, F.action),
    collectionName: text(row, F.collectionName),
    workspace: text(row, F.workspace),
    workspaceId: text(row, F.workspaceId),
    outcome: text(row, F.outcome),
    transactionId: transactionId === '' ? null : transactionId,
  };
}

/** Who did it: the e-mail, System when no account did, Deleted user when the account is gone. */
export function activityUserText(row: ActivityRow): string {
  if (row.user) return row.user;
  return row.userId ? ACTIVITY_LOG_TEXT.deletedUser : ACTIVITY_LOG_TEXT.system;
}

/** Where: the workspace's name, No workspace for an account-level activity, Deleted workspace when it is gone. */
export function activityWorkspaceText(row: ActivityRow): string {
  if (row.workspace) return row.workspace;
  return row.workspaceId ? ACTIVITY_LOG_TEXT.deletedWorkspace : ACTIVITY_LOG_TEXT.noWorkspace;
}

const isOutcome = (value: string): value is ActivityOutcome =>
  (ACTIVITY_OUTCOMES as readonly string[]).includes(value);

export function activityOutcomeText(outcome: string): string {
  return isOutcome(outcome) ? ACTIVITY_LOG_TEXT.outcomes[outcome] : outcome;
}
