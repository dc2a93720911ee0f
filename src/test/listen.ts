import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { TestApp } from './test-app';

/**
 * The test app on a real loopback socket, for what needs one (client IPs, streaming, load).
 * `keepAliveTimeout` (ms) keeps idle client sockets open longer than Node's 5 s default.
 */
export async function listen(
  testApp: TestApp,
  options: { keepAliveTimeout?: number } = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: testApp.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      resolve({
        url: `http://127.0.0.1:${(info as AddressInfo).port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
    if (options.keepAliveTimeout !== undefined) {
      (server as Server).keepAliveTimeout = options.keepAliveTimeout;
    }
  });
}
