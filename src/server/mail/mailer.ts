import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

export type MailMessage = { to: string; subject: string; text: string };

export type Mailer = {
  kind: 'smtp' | 'log';
  send: (message: MailMessage) => Promise<void>;
};

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    send: async (message) => {
      await transport.sendMail({ from, ...message });
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
