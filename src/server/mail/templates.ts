import type { MailMessage } from './mailer';
import type { DeviceLabel } from '../../shared/domain/user-agent';
import { SECURITY_EVENT_TITLES, type SecurityEventKind } from '../../shared/schemas/security';

const signature = '\n\n— DM Sprint';

export const approvedMail = (to: string, name: string, appUrl: string): MailMessage => ({
  to,
  subject: 'Your DM Sprint account was approved',
  text: `Hi ${name},\n\nGood news: your account was approved. You can sign in and start your sprint at ${appUrl}/dashboard.${signature}`,
});

export const signUpWaitingMail = (
  to: string,
  member: { name: string; email: string; company: string | null },
  appUrl: string,
): MailMessage => ({
  to,
  subject: `New sign-up waiting for approval: ${member.name}`,
  text: `${member.name} <${member.email}>${member.company ? ` from ${member.company}` : ''} signed up and is waiting for approval.\n\nReview it at ${appUrl}/admin.${signature}`,
});

export const verificationMail = (to: string, url: string): MailMessage => ({
  to,
  subject: 'Verify your email for DM Sprint',
  text: `Confirm your email address by opening this link:\n\n${url}\n\nIf you did not sign up, ignore this message.${signature}`,
});

export const passwordResetMail = (to: string, url: string): MailMessage => ({
  to,
  subject: 'Reset your DM Sprint password',
  text: `Open this link to choose a new password:\n\n${url}\n\nIf you did not ask for this, ignore this message.${signature}`,
});

/** A sign-in from a new device while many wrong passwords are tried on the account. */
export const signInCodeMail = (to: string, code: string, appUrl: string): MailMessage => ({
  to,
  subject: 'Your DM Sprint sign-in code',
  text: `Your code to finish signing in to DM Sprint: ${code}\n\nMany wrong passwords were tried on your account from other places, so signing in on a new device takes this code as well as your password. It works once, within 15 minutes.\n\nIf you did not just sign in, someone knows your password: change it in Settings → Security (${appUrl}/settings#security), or with "Forgot password?" on the sign-in page.${signature}`,
});

export const existingAccountMail = (to: string, appUrl: string): MailMessage => ({
  to,
  subject: 'Someone tried to sign up to DM Sprint with your email',
  text: `Someone tried to create a DM Sprint account with this address, which already has one. If it was you, sign in at ${appUrl}/auth (or use "Forgot password?" there).\n\nIf it was not you, nothing changed; you can ignore this message.${signature}`,
});

export const securityEventMail = (
  to: string,
  event: {
    kind: SecurityEventKind;
    at: Date;
    device: DeviceLabel;
    ipAddress: string | null;
    detail?: string | null;
    appUrl: string;
  },
): MailMessage => ({
  to,
  subject: `DM Sprint: ${SECURITY_EVENT_TITLES[event.kind]}`,
  text: `${SECURITY_EVENT_TITLES[event.kind]} on your DM Sprint account.\n\n${event.detail ? `What: ${event.detail}\n` : ''}When: ${event.at.toUTCString()}\nDevice: ${event.device.browser} on ${event.device.system}\nIP address: ${event.ipAddress ?? 'unknown'}\n\nIf this was you, there is nothing to do. If it was not, change your password and sign out the devices you do not know in Settings → Security: ${event.appUrl}/settings#security${signature}`,
});

/** After an account and all its data went: by the member's own hand, or an admin's. */
export const accountDeletedMail = (
  to: string,
  name: string,
  by: 'member' | 'admin',
): MailMessage => ({
  to,
  subject: 'Your DM Sprint account was deleted',
  text: `Hi ${name},\n\n${
    by === 'member'
      ? 'Your DM Sprint account was deleted, as you asked.'
      : "An admin of your DM Sprint community removed your account. If you think this is a mistake, contact your community's admin."
  }\n\nEverything in it went with it: your DMs, prospects, scripts, objections, settings, devices and sign-in details. Nothing of it is kept, and this address can sign up again as a new member.${signature}`,
});
