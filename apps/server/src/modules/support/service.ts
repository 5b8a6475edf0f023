import type { SupportRequest } from '@hde/contracts/api';
import { recordActivity } from '../../platform/activity.js';
import type { Database } from '../../platform/db/client.js';
import { supportRequests } from '../../platform/db/schema.js';
import type { Mailer } from '../../platform/mail.js';
import type { UserRow } from '../users/service.js';

export interface SupportServiceDependencies {
  db: Database;
  mailer: Mailer;
  /** SUPPORT_EMAIL */
  supportAddress: string;
}

function supportMailText(user: UserRow, request: SupportRequest): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return [
    `Topic: ${request.topic}`,
    `From: ${user.userId}${name ? ` (${name})` : ''}`,
    `Module: ${request.moduleId ?? '-'}`,
    '',
    request.message,
    '',
  ].join('\n');
}

/** The product's own contact dialog: kept as a support_requests row and mailed to the support team. */
export function createSupportService({ db, mailer, supportAddress }: SupportServiceDependencies) {
  return {
    async submit(user: UserRow, request: SupportRequest): Promise<void> {
      const mail = await db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(supportRequests)
          .values({
            userId: user.id,
            topic: request.topic,
            moduleId: request.moduleId ?? null,
            message: request.message,
          })
          .returning({ id: supportRequests.id });
        await recordActivity(tx, {
          userId: user.id,
          collectionName: 'support_requests',
          action: 'CREATE_SUPPORT_REQUEST',
          recordId: saved?.id,
        });
        const message = {
          to: supportAddress,
          subject: `HDE support request: ${request.topic}`,
          text: supportMailText(user, request),
        };
        return mailer.send(message, tx);
      });
      await mail.deliver();
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
