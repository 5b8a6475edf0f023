import type { WorkspaceRole } from '@hde/contracts';
import type { MailMessage } from '../../platform/mail.js';

export interface InvitationMailFacts {
  inviteId: string;
  to: string;
  workspaceName: string;
  inviterEmail: string;
  role: WorkspaceRole;
  expiresAt: Date;
  /** PUBLIC_URL */
  publicUrl: string;
}

/** The page where the invitee accepts or rejects (the popover of pending invitations after sign-in). */
export const invitationLink = (publicUrl: string, inviteId: string): string =>
  `${publicUrl}/invitations/${inviteId}`;

/** OWNER -> Owner (spec: roles shown in title case). */
const titleCase = (role: string): string => role.charAt(0) + role.slice(1).toLowerCase();

/** A header never carries control characters (a workspace name is user text). */
const oneLine = (text: string): string => text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

export function invitationMail(facts: InvitationMailFacts): MailMessage {
  const name = oneLine(facts.workspaceName);
  return {
    to: facts.to,
    subject: `You are invited to ${name} on HDE`,
    text: [
      'Hello,',
      '',
      `${facts.inviterEmail} invited you to the workspace "${name}" on HDE with the role ${titleCase(facts.role)}.`,
      '',
      'Accept or reject the invitation here:',
      invitationLink(facts.publicUrl, facts.inviteId),
      '',
      `The invitation expires on ${facts.expiresAt.toISOString().slice(0, 10)} (UTC). If you do not have an HDE account yet, sign up with this e-mail address and the invitation will be waiting for you.`,
      '',
    ].join('\n'),
  };
}
