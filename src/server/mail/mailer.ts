import type { Transporter } from 'nodemailer';
import type { Logger } from '../logger';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};

export type Mailer = {
  kind: 'smtp' | 'log';
  send: (message: MailMessage) => Promise<void>;
};

/** A stalled mail server must not hold a notification's claim for nodemailer's 10 minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** nodemailer loads with the first message, not at every start (ADR 0142). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }),
    ));
  return {
    kind: 'smtp',
    send: async (message) => {
      await (await open()).sendMail({ from, ...message });
    },
  };
}

/** Without SMTP every message goes to the server log, so a laptop install needs no mail server. */
export function createLogMailer(logger: Logger): Mailer {
  return {
    kind: 'log',
    send: async (message) => {
      logger.info({ mail: message }, `mail to ${message.to}: ${message.subject}`);
    },
  };
}

/** Mail is a side effect: a failure is logged, never turned into a failed request. */
export function sendQuietly(mailer: Mailer, logger: Logger, message: MailMessage): void {
  mailer.send(message).catch((error: unknown) => {
    logger.error({ err: error, to: message.to, subject: message.subject }, 'mail failed');
  });
}
