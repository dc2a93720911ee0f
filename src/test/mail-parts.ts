import type { ReceivedMail } from './smtp-peer';

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function decodeBody(headers: string, body: string): string {
  return decodeTransfer(headers, body).replace(/\r\n/g, '\n');
}

function decodeTransfer(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    return decodeQuotedPrintable(body);
  }
  if (/content-transfer-encoding:\s*base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return body;
}

/** A received mail's top-level headers (unfolded) and its text and HTML parts, decoded. */
export function mailParts(mail: ReceivedMail) {
  const [head, ...rest] = mail.raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const boundary = headers.match(/boundary="?([^";\r\n]+)"?/i)?.[1];
  const parts = boundary
    ? rest
        .join('\r\n\r\n')
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => {
          const [partHead, ...body] = part.trim().split(/\r?\n\r?\n/);
          return { headers: partHead, body: decodeBody(partHead, body.join('\r\n\r\n')) };
        })
    : [{ headers, body: decodeBody(headers, rest.join('\r\n\r\n')) }];
  const part = (type: string) =>
    parts.find((candidate) => new RegExp(`content-type:\\s*${type}`, 'i').test(candidate.headers))
      ?.body ?? '';
  return {
    header: (name: string) =>
      headers.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1]?.trim() ?? null,
    text: part('text/plain'),
    html: part('text/html'),
  };
}
