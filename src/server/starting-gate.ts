import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/**
 * The HTTP listener of a server that listens before its app is ready
 * (docs/decisions/0142-member-pages-and-restart-speed.md): while the app's modules load and the
 * database opens and migrates, `/api/health` answers 200 `{ ok: true, status: 'starting' }`, the
 * built pages and files are served by `pages` once given (./early-pages.ts), and every other
 * request (the API, the unsubscribe links) waits, then goes to the app's listener once `open`
 * hands it over. A start that fails ends the process, which closes the waiting connections.
 */
export function startingGate() {
  let app: RequestListener | null = null;
  let pages: RequestListener | null = null;
  const waiting: [IncomingMessage, ServerResponse][] = [];
  const listener: RequestListener = (request, response) => {
    if (app) return app(request, response);
    const path = request.url?.split('?')[0] ?? '/';
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (path === '/api/health' && reading) {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : JSON.stringify(STARTING));
      return;
    }
    if (pages && reading && !/^\/(api|unsubscribe)(\/|$)/.test(path))
      return pages(request, response);
    waiting.push([request, response]);
  };
  return {
    listener,
    /** The built pages and files, served from now on while the app starts. */
    servePages(listener: RequestListener) {
      pages = listener;
    },
    /** From now on the app answers, the requests that waited first, in arrival order. */
    open(appListener: RequestListener) {
      app = appListener;
      for (const [request, response] of waiting.splice(0)) void appListener(request, response);
    },
  };
}

/** What /api/health answers while the server starts. */
export const STARTING = { ok: true, status: 'starting' } as const;
