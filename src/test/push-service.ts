import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type PushDevice = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
};

export type ReceivedPush = {
  path: string;
  headers: IncomingHttpHeaders;
  /** The decrypted payload, read with the device's private key as a browser would. */
  payload: unknown;
};

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 / RFC 8188 (aes128gcm, one record): what the browser does with a push message. */
function decryptPush(body: Buffer, device: PushDevice): unknown {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(senderKey);
  const info = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = hkdf(device.authSecret, shared, info, 32);
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  const end = plain.lastIndexOf(2); // the last record's padding delimiter
  return JSON.parse(plain.subarray(0, end).toString('utf8'));
}

/**
 * A push service on loopback: devices subscribe to it (each with its own keys), it records and
 * decrypts what it receives, and answers 410 Gone for devices it was told to forget.
 */
export async function startPushService() {
  const devices = new Map<string, PushDevice>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const device = devices.get(path);
      if (!device || gone.has(path)) {
        response.writeHead(device ? 410 : 404).end();
        return;
      }
      received.push({
        path,
        headers: request.headers,
        payload: decryptPush(Buffer.concat(chunks), device),
      });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    /** A new device's subscription, as PushSubscription.toJSON() gives it. */
    device(): PushDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/${randomBytes(8).toString('hex')}`;
      const device = {
        endpoint: `http://127.0.0.1:${port}${path}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: authSecret.toString('base64url'),
        },
        ecdh,
        authSecret,
      };
      devices.set(path, device);
      return device;
    },
    forget(device: PushDevice) {
      gone.add(new URL(device.endpoint).pathname);
    },
    to: (device: PushDevice) =>
      received.filter((push) => push.path === new URL(device.endpoint).pathname),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
