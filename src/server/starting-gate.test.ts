import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startingGate } from './starting-gate';

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

async function listening(listener: RequestListener) {
  server = createServer(listener);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the starting gate (a server that listens before its app is ready)', () => {
  it('answers /api/health with `starting`, serves the pages, holds the API, then hands it to the app', async () => {
    const gate = startingGate();
    const url = await listening(gate.listener);
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true, status: 'starting' });

    // Once the built pages are there, a page or a file is served at once; the API still waits.
    gate.servePages((request, response) => response.end(`page: ${request.url}`));
    expect(await (await fetch(`${url}/dashboard`)).text()).toBe('page: /dashboard');
    expect(await (await fetch(`${url}/assets/x.js`)).text()).toBe('page: /assets/x.js');

    const answered: string[] = [];
    const first = fetch(`${url}/api/me`).then(async (r) => answered.push(await r.text()));
    const second = fetch(`${url}/unsubscribe?token=1`).then(async (r) =>
      answered.push(await r.text()),
    );
    // Both have reached the gate (a health check sent after them is answered first) and wait.
    await fetch(`${url}/api/health`);
    expect(answered).toEqual([]);

    gate.open((request, response) => response.end(`app: ${request.url}`));
    await Promise.all([first, second]);
    expect(answered.sort()).toEqual(['app: /api/me', 'app: /unsubscribe?token=1']);
    // From now on the app answers everything, /api/health included.
    expect(await (await fetch(`${url}/api/health`)).text()).toBe('app: /api/health');
  });
});
