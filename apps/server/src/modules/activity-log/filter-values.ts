import { ACTIVITY_LOG_FIELDS } from '@hde/contracts';
import type { WhereNode } from '@hde/contracts/api';

/** The values a filter tree asks for, by eq or in, of the workspace and user ids (null: no workspace or user). */
export function askedIds(wheres: readonly (WhereNode | undefined)[]): {
  workspaceIds: Set<unknown>;
  userIds: Set<unknown>;
} {
  const workspaceIds = new Set<unknown>();
  const userIds = new Set<unknown>();
  const stack = wheres.filter((node): node is WhereNode => node !== undefined);
  while (stack.length > 0) {
    const node = stack.pop() as WhereNode;
    if ('and' in node) stack.push(...node.and);
    else if ('or' in node) stack.push(...node.or);
    else if ('not' in node) stack.push(node.not);
    else if (node.operator === 'eq' || node.operator === 'in') {
      const into =
        node.field === ACTIVITY_LOG_FIELDS.workspaceId
          ? workspaceIds
          : node.field === ACTIVITY_LOG_FIELDS.userId
            ? userIds
            : undefined;
      for (const value of node.values) if (value !== null) into?.add(value);
    }
  }
  return { workspaceIds, userIds };
}
