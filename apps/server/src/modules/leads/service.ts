import type { UpgradeRequest } from '@hde/contracts/api';
import { recordActivity } from '../../platform/activity.js';
import type { Database } from '../../platform/db/client.js';
import { leads } from '../../platform/db/schema.js';
import type { Mailer } from '../../platform/mail.js';
import type { UserRow } from '../users/service.js';
import { forwardToUpgradeForm, type ForwardLogger } from './upgrade-form.js';

export interface LeadServiceDependencies {
  db: Database;
  mailer: Mailer;
  /** SALES_EMAIL */
  salesAddress: string;
  /** UPGRADE_FORM_URL: when set, each request is also posted there. */
  upgradeFormUrl: string | undefined;
  logger: ForwardLogger;
}

function leadMailText(user: UserRow, request: UpgradeRequest): string {
  return [
    'Upgrade to a Paid Plan',
    '',
    `First name: ${request.firstName}`,
    `Last name: ${request.lastName}`,
    `E-mail: ${request.email}`,
    `Phone number: ${request.phoneNumber}`,
    `Organization: ${request.organization || '-'}`,
    `Module: ${request.moduleId ?? '-'}`,
    `Account: ${user.userId}`,
    '',
    request.comment || '(no comment)',
    '',
  ].join('\n');
}

/** The Upgrade to a Paid Plan form: a leads row and a mail to sales, then the optional external form. */
export function createLeadService({
  db,
  mailer,
  salesAddress,
  upgradeFormUrl,
  logger,
}: LeadServiceDependencies) {
  return {
    async submitUpgradeRequest(user: UserRow, request: UpgradeRequest): Promise<void> {
      const mail = await db.transaction(async (tx) => {
        const [lead] = await tx
          .insert(leads)
          .values({
            userId: user.id,
            moduleId: request.moduleId ?? null,
            firstName: request.firstName,
            lastName: request.lastName,
            email: request.email,
            phoneNumber: request.phoneNumber,
            organization: request.organization,
            comment: request.comment,
          })
          .returning({ id: leads.id });
        await recordActivity(tx, {
          userId: user.id,
          collectionName: 'leads',
          action: 'CREATE_UPGRADE_REQUEST',
          recordId: lead?.id,
        });
        const message = {
          to: salesAddress,
          subject: 'HDE upgrade request',
          text: leadMailText(user, request),
        };
        return mailer.send(message, tx);
      });
      await mail.deliver();
      if (upgradeFormUrl) await forwardToUpgradeForm(upgradeFormUrl, request, logger);
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
