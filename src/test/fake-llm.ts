import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers the next chat completion. */
export type FakeReply =
  | { kind: 'text'; text: string; chunks?: number; cutAfter?: number }
  | { kind: 'error'; status: number; message?: string }
  | { kind: 'hang' };

export type FakeRequest = {
  stream: boolean;
  model: string;
  messages: Array<{ role: string; content: string }>;
  authorization: string | undefined;
};

/**
 * An OpenAI-compatible server on loopback: POST /v1/chat/completions answers JSON, or
 * server-sent events when the request asks for a stream. Replies are queued per test; with the
 * queue empty, the default reply is used.
 */
export async function startFakeLlm(defaultReply: FakeReply = { kind: 'text', text: 'Hello!' }) {
  const queue: FakeReply[] = [];
  const requests: FakeRequest[] = [];
  const hanging = new Set<ServerResponse>();

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw) as Omit<FakeRequest, 'authorization'>;
    requests.push({
      ...body,
      stream: Boolean(body.stream),
      authorization: req.headers.authorization,
    });
    const reply = queue.shift() ?? defaultReply;
    const base = { id: 'chatcmpl-fake', created: Math.floor(Date.now() / 1000), model: body.model };

    if (reply.kind === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (reply.kind === 'error') {
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: { message: reply.message ?? 'upstream failure', type: 'server_error' },
        }),
      );
      return;
    }
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: reply.text },
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
    const count = Math.max(1, reply.chunks ?? 4);
    const size = Math.ceil(reply.text.length / count);
    send({
      ...base,
      object: 'chat.completion.chunk',
      choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
    });
    for (let at = 0, sent = 0; at < reply.text.length; at += size, sent++) {
      if (reply.cutAfter !== undefined && sent >= reply.cutAfter) {
        // the connection drops mid-stream, after what was sent has left
        await new Promise((resolve) => res.write('', resolve));
        res.destroy();
        return;
      }
      send({
        ...base,
        object: 'chat.completion.chunk',
        choices: [
          { index: 0, delta: { content: reply.text.slice(at, at + size) }, finish_reason: null },
        ],
      });
    }
    send({
      ...base,
      object: 'chat.completion.chunk',
      choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
    });
    res.end('data: [DONE]\n\n');
  };

  const server = createServer((req, res) => {
    handler(req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...replies: FakeReply[]) => queue.push(...replies),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeLlm = Awaited<ReturnType<typeof startFakeLlm>>;
