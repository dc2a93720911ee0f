import type * as McpTransport from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { Hono, type Context } from 'hono';
import type { ApiEnv, AppDeps } from '../../context';
import { countTokenRequests } from '../../middleware/require-api-token';
import type * as McpTools from './mcp-server';

/** The MCP SDK and the tools load with the first MCP request, not at every start (ADR 0142). */
let mcp: Promise<[typeof McpTools, typeof McpTransport]> | undefined;
const loadMcp = () =>
  (mcp ??= Promise.all([
    import('./mcp-server'),
    import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'),
  ]));

/** The most JSON-RPC messages one POST may carry (docs/mcp.md). */
export const MCP_MAX_BATCH = 20;

/** A JSON-RPC error without a request to answer (the body was not JSON, a GET). */
const rpcError = (c: Context, status: 400 | 405, code: number, message: string) =>
  c.json({ jsonrpc: '2.0', error: { code, message }, id: null }, status);

/**
 * A batch past MCP_MAX_BATCH is refused (400, JSON-RPC Invalid Request); a smaller one counts
 * each of its messages against the token's per-minute limit (requireApiToken counted one).
 */
async function batchRefusal(deps: AppDeps, c: Context<ApiEnv>, body: unknown) {
  if (!Array.isArray(body) || body.length <= 1) return null;
  if (body.length > MCP_MAX_BATCH) {
    return rpcError(
      c,
      400,
      -32600,
      `Invalid Request: a batch holds at most ${MCP_MAX_BATCH} messages; send the rest in another request.`,
    );
  }
  return countTokenRequests(deps, c, c.get('viewer').token.id, body.length - 1);
}

/**
 * The MCP server at /api/mcp (Streamable HTTP, docs/mcp.md, docs/decisions/0138-mcp-server.md),
 * mounted in app.ts behind requireApiToken like /api/v1. Stateless: each POST builds a server for
 * the token's member, answers with JSON and is closed, so any instance answers any request and
 * nothing is kept between them. GET (a server-sent event stream) and DELETE (ending a session)
 * have nothing to do without sessions: 405, which the SDK's client expects of such a server.
 */
export function createMcpRoutes(deps: AppDeps) {
  const notAllowed = (c: Context) => {
    c.header('Allow', 'POST');
    return rpcError(c, 405, -32000, 'Method not allowed: POST JSON-RPC messages to /api/mcp.');
  };
  return new Hono<ApiEnv>()
    .post('/', async (c) => {
      // The body was read already (jsonDepthLimit, through Hono's cache): parse that text.
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return rpcError(c, 400, -32700, 'Parse error: the body is not valid JSON.');
      }
      const refused = await batchRefusal(deps, c, body);
      if (refused) return refused;
      const [{ createMcpServer }, { WebStandardStreamableHTTPServerTransport }] = await loadMcp();
      const server = createMcpServer(deps, c.get('viewer'), c.get('requestId'));
      const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
      await server.connect(transport);
      try {
        return await transport.handleRequest(c.req.raw, { parsedBody: body });
      } finally {
        await server.close();
      }
    })
    .get('/', notAllowed)
    .delete('/', notAllowed);
}
