import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../platform/db/schema.js';
import { apiUser } from '../../test/api-user.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { invitationRow, invite, membership, ownerWithWorkspace } from './access-test-kit.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const ROUNDS = 40;

const later = <T>(ms: number, run: () => Promise<T>) =>
  new Promise<T>((resolve, reject) => setTimeout(() => run().then(resolve, reject), ms));

describe('accept and cancel of one invitation at the same time', () => {
  it('leave exactly one outcome: one call succeeds, the other gets 409, the state matches', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const invitee = await apiUser(ctx);
    const outcomes = { accepted: 0, cancelled: 0 };

    for (let round = 0; round < ROUNDS; round += 1) {
      const { id } = await invite(owner, workspaceId, invitee.email, 'USER');
      const accept = () => invitee.call('POST', `/v2/app/workspace/invitations/${id}/ACCEPTED`);
      const cancel = () => owner.call('DELETE', `/v2/app/workspace/invitations/${id}/cancel`);
      // Each call reads before its UPDATE (cancel more than accept): give one of them a head start of a few ms,
      // in varying steps and alternating sides, so the two UPDATEs meet in both orders.
      const head = (round * 3) % 22;
      const [accepted, cancelled] =
        round % 2 === 0
          ? await Promise.all([later(head, accept), cancel()])
          : await Promise.all([accept(), later(head, cancel)]);

      const codes = [accepted.statusCode, cancelled.statusCode].sort();
      expect(codes, `round ${round}`).toSatisfy(
        (pair: number[]) => (pair[0] === 200 || pair[0] === 204) && pair[1] === 409,
      );
      const row = await invitationRow(ctx, id);
      const member = await membership(ctx, workspaceId, invitee.id);
      if (accepted.statusCode === 200) {
        outcomes.accepted += 1;
        expect(row?.status).toBe('ACCEPTED');
        expect(member?.status).toBe('ACTIVE');
        // Revoke so the next round can invite again.
        const revoke = await owner.call(
          'DELETE',
          `/v2/app/workspace/workspace/${workspaceId}/revoke/${encodeURIComponent(invitee.email)}`,
        );
        expect(revoke.statusCode).toBe(204);
      } else {
        outcomes.cancelled += 1;
        expect(cancelled.statusCode).toBe(204);
        expect(row?.status).toBe('CANCELLED');
        // Never a member in this round: no row, or the row a revocation of an earlier round left.
        expect(member?.status ?? 'REVOKED').toBe('REVOKED');
      }
    }

    expect(outcomes.accepted + outcomes.cancelled).toBe(ROUNDS);
    // One activity per successful state change, none for the losers.
    const recorded = await ctx.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.workspaceId, workspaceId), eq(activities.collectionName, 'invitations')));
    const count = (action: string) => recorded.filter((row) => row.action === action).length;
    expect(count('ACCEPT_INVITE')).toBe(outcomes.accepted);
    expect(count('CANCEL_INVITE')).toBe(outcomes.cancelled);
  });
});
