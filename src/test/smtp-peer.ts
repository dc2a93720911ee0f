import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on loopback that keeps what it receives. A message for which `hold(mail)`
 * answers true is read but never acknowledged: the sender waits, as on a stalled server.
 */
export async function startSmtpPeer({
  hold = () => false,
}: { hold?: (mail: ReceivedMail) => boolean } = {}) {
  const received: ReceivedMail[] = [];
  let held = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        if (hold(mail)) {
          held++;
          return;
        }
        received.push(mail);
        callback();
      });
    },
  });
  // A sender killed mid-session (the kill -9 tests) resets its connection: expected, and without
  // a listener the server's 'error' event would be an uncaught exception in the test run.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    held: () => held,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a received mail with quoted-printable soft breaks undone. */
export function mailText(mail: ReceivedMail): string {
  return mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}
