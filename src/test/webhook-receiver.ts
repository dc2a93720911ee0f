import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = { headers: IncomingHttpHeaders; body: string; path: string };

/** A status with the body to answer it with (default 'ok' below 300, else 'no'). */
export type ReceiverAnswer = number | { status: number; body: string };

/**
 * A real HTTP receiver on loopback that keeps what it receives. `answer(request, n)` gives the
 * answer to the n-th request (from 1), or `'hold'` to read it and never answer (the sender
 * waits, as on a stalled receiver).
 */
export async function startWebhookReceiver(
  answer: (request: ReceivedWebhook, n: number) => ReceiverAnswer | 'hold' = () => 204,
) {
  const received: ReceivedWebhook[] = [];
  const held: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const got = {
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        path: request.url ?? '/',
      };
      received.push(got);
      const answered = answer(got, received.length);
      if (answered === 'hold') return void held.push(response);
      const { status, body } =
        typeof answered === 'number'
          ? { status: answered, body: answered < 300 ? 'ok' : 'no' }
          : answered;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
