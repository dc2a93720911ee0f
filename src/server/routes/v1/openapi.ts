import { z } from 'zod';
import { analyticsQuery } from '../../../shared/schemas/analytics';
import { cohortListQuery, cohortPeriodQuery } from '../../../shared/schemas/cohort';
import { dmLookupInput, logDmInput, logHeaders } from '../../../shared/schemas/dm';
import { logsDayQuery, logsDmsQuery, logsExportQuery } from '../../../shared/schemas/logs';
import { prospectsQuery } from '../../../shared/schemas/prospects';

/**
 * The v1 API's OpenAPI 3.1 document, made from the same zod schemas the routes validate with
 * (z.toJSONSchema: JSON Schema 2020-12, which OpenAPI 3.1 uses as it is). Every route of
 * v1.routes.ts is one entry here; openapi.test.ts fails when the two differ and when the document
 * changes from its stored snapshot (a breaking change to v1 is a decision, not an accident).
 */
type Operation = {
  method: 'get' | 'post' | 'delete';
  /** OpenAPI's form: /api/v1/dms/{id}/reply. */
  path: string;
  operationId: string;
  tag: 'Member' | 'Logging' | 'Prospects' | 'Logs' | 'Stats' | 'Admin' | 'Extension';
  summary: string;
  description?: string;
  query?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** The path's `{id}`, and what it names. */
  id?: string;
  /** Needs the 'read_log' scope. */
  logs?: boolean;
  admin?: boolean;
  csv?: boolean;
  created?: boolean;
  /** The shape of the answer, in words (the TypeScript type in src/shared/schemas/). */
  answer: string;
};

const OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/v1/me',
    operationId: 'getMe',
    tag: 'Member',
    summary: 'Who the token belongs to',
    answer: 'userId, name, email, timeZone, isAdmin and the token’s scope.',
  },
  {
    method: 'delete',
    path: '/api/v1/token',
    operationId: 'revokeToken',
    tag: 'Member',
    summary: 'Revoke the token that sends this request',
    description: 'It stops working at once, as Revoke in Settings → API tokens does.',
    answer: '{ revoked: true }.',
  },
  {
    method: 'get',
    path: '/api/v1/today',
    operationId: 'getToday',
    tag: 'Member',
    summary: "Today's progress",
    description: "The member's local day: DMs, replies, meetings, the goal and the streak.",
    answer: 'TrackerToday (src/shared/schemas/tracker.ts).',
  },
  {
    method: 'post',
    path: '/api/v1/dms',
    operationId: 'logDm',
    tag: 'Logging',
    summary: 'Log a DM',
    description:
      'A profile URL (or a handle with its platform). Send a new UUID as Idempotency-Key: a repeat answers with the first DM, never a second count.',
    headers: logHeaders,
    body: logDmInput,
    logs: true,
    created: true,
    answer: 'LogDmResult: the DM, its prospect, the follow-up number and previouslySentAt.',
  },
  {
    method: 'post',
    path: '/api/v1/dms/{id}/reply',
    operationId: 'logReply',
    tag: 'Logging',
    summary: 'Log a reply to a DM',
    headers: logHeaders,
    id: "The DM's id",
    logs: true,
    answer: '{ dm }: the DM with its reply.',
  },
  {
    method: 'delete',
    path: '/api/v1/dms/{id}',
    operationId: 'deleteDm',
    tag: 'Logging',
    summary: 'Delete a DM (Undo)',
    id: "The DM's id",
    logs: true,
    answer: '{ deleted: true }.',
  },
  {
    method: 'delete',
    path: '/api/v1/dms/{id}/reply',
    operationId: 'undoReply',
    tag: 'Logging',
    summary: 'Take back a reply (Undo)',
    description: 'Refused (409) once a meeting is booked on it.',
    id: "The DM's id",
    logs: true,
    answer: '{ dm }: the DM without its reply.',
  },
  {
    method: 'post',
    path: '/api/v1/replies',
    operationId: 'logReplyByProfile',
    tag: 'Logging',
    summary: 'Log a reply from a profile',
    description:
      'The reply goes on the prospect this profile belongs to. A profile you never messaged answers 404 (not_messaged); a prospect that already replied 409.',
    headers: logHeaders,
    body: dmLookupInput,
    logs: true,
    created: true,
    answer: '{ dm }: the prospect’s first DM with its reply.',
  },
  {
    method: 'post',
    path: '/api/v1/dms/{id}/meeting',
    operationId: 'logMeeting',
    tag: 'Logging',
    summary: 'Log a meeting booked from a DM',
    headers: logHeaders,
    id: "The DM's id",
    logs: true,
    answer: '{ dm }: the DM with its meeting.',
  },
  {
    method: 'get',
    path: '/api/v1/prospects',
    operationId: 'listProspects',
    tag: 'Prospects',
    summary: 'Prospects, searched and filtered, a page at a time',
    description: 'Pass the answer’s nextCursor as cursor for the next page; null: the last page.',
    query: prospectsQuery,
    answer: '{ items, nextCursor }: Prospect (src/shared/schemas/prospects.ts).',
  },
  {
    method: 'get',
    path: '/api/v1/prospects/{id}',
    operationId: 'getProspect',
    tag: 'Prospects',
    summary: 'One prospect with its timeline',
    id: "The prospect's id",
    answer: '{ prospect, timeline, suggestions }.',
  },
  {
    method: 'get',
    path: '/api/v1/logs/day',
    operationId: 'getLogsDay',
    tag: 'Logs',
    summary: "A day's numbers and setter performance",
    query: logsDayQuery,
    answer: 'LogsDay: date, summary, setters.',
  },
  {
    method: 'get',
    path: '/api/v1/logs/dms',
    operationId: 'listLogsDms',
    tag: 'Logs',
    summary: "A day's DMs, a page at a time",
    query: logsDmsQuery,
    answer: '{ items, nextCursor, total }: Dm (src/shared/schemas/dm.ts).',
  },
  {
    method: 'get',
    path: '/api/v1/logs/export.csv',
    operationId: 'exportLogsCsv',
    tag: 'Logs',
    summary: 'The DMs of a range of days as CSV',
    description: 'The Logs Manager’s CSV (dates and times in the member’s zone). 30 a 10 minutes.',
    query: logsExportQuery,
    csv: true,
    answer: 'text/csv',
  },
  {
    method: 'get',
    path: '/api/v1/stats',
    operationId: 'getStats',
    tag: 'Stats',
    summary: 'Analytics over 7, 30 or 90 days',
    query: analyticsQuery,
    answer: 'Analytics (src/shared/schemas/analytics.ts).',
  },
  {
    method: 'get',
    path: '/api/v1/stats/scripts',
    operationId: 'getScriptStats',
    tag: 'Stats',
    summary: 'Reply and meeting rates per script',
    query: analyticsQuery,
    answer: 'ScriptAnalytics (src/shared/schemas/analytics.ts).',
  },
  {
    method: 'get',
    path: '/api/v1/extension/detectors',
    operationId: 'getExtensionDetectors',
    tag: 'Extension',
    summary: 'The browser extension’s detectors',
    description:
      'What the extension looks for on each platform’s messaging pages: the coach’s copy, else the built-in one (docs/decisions/0140-browser-extension.md).',
    answer:
      'DetectorsResponse (src/shared/extension/detectors.ts): detectors, source, updatedAt, extensionVersion.',
  },
  {
    method: 'get',
    path: '/api/v1/admin/cohort',
    operationId: 'listCohort',
    tag: 'Admin',
    summary: "The cohort's members with their counts (an admin's token)",
    query: cohortListQuery,
    admin: true,
    answer: 'CohortPage (src/shared/schemas/cohort.ts).',
  },
  {
    method: 'get',
    path: '/api/v1/admin/cohort/summary',
    operationId: 'getCohortSummary',
    tag: 'Admin',
    summary: "The cohort's summary for a period (an admin's token)",
    query: cohortPeriodQuery,
    admin: true,
    answer: 'CohortSummary (src/shared/schemas/cohort.ts).',
  },
  {
    method: 'get',
    path: '/api/v1/admin/cohort/attention',
    operationId: 'getCohortAttention',
    tag: 'Admin',
    summary: 'Members who need attention (an admin’s token)',
    admin: true,
    answer: 'CohortAttention (src/shared/schemas/cohort-attention.ts).',
  },
];

type JsonSchema = {
  properties?: Record<string, Record<string, unknown>>;
  required?: string[];
} & Record<string, unknown>;

/** A zod schema as JSON Schema of what a client sends, without the dialect line. */
function jsonSchema(schema: z.ZodType): JsonSchema {
  const made = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  delete made.$schema;
  return made;
}

/** Header names as clients write them (Idempotency-Key). */
const headerName = (name: string) =>
  name.replace(
    /(^|-)([a-z])/g,
    (_all, dash: string, letter: string) => dash + letter.toUpperCase(),
  );

function parameters(operation: Operation) {
  const list: Record<string, unknown>[] = [];
  if (operation.id) {
    list.push({
      name: 'id',
      in: 'path',
      required: true,
      description: operation.id,
      schema: { type: 'string', format: 'uuid' },
    });
  }
  for (const [place, schema] of [
    ['query', operation.query],
    ['header', operation.headers],
  ] as const) {
    if (!schema) continue;
    const { properties = {}, required = [] } = jsonSchema(schema);
    for (const [name, property] of Object.entries(properties)) {
      list.push({
        name: place === 'header' ? headerName(name) : name,
        in: place,
        required: required.includes(name),
        schema: property,
      });
    }
  }
  return list;
}

const refusal = (name: string) => ({ $ref: `#/components/responses/${name}` });

function responses(operation: Operation) {
  const success = {
    description: operation.answer,
    content: operation.csv
      ? { 'text/csv': { schema: { type: 'string' } } }
      : { 'application/json': { schema: { type: 'object' } } },
  };
  return {
    [operation.created ? '201' : '200']: success,
    ...(operation.query || operation.body || operation.headers
      ? { '400': refusal('BadRequest') }
      : {}),
    '401': refusal('Unauthenticated'),
    '403': refusal('Forbidden'),
    ...(operation.id ? { '404': refusal('NotFound') } : {}),
    '429': refusal('RateLimited'),
  };
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The document, with `serverUrl` (the instance's address) as its one server. */
export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of OPERATIONS) {
    const notes = [
      operation.description,
      operation.logs ? 'Needs a token with the **Read and log** scope.' : null,
      operation.admin ? "Needs an admin's token." : null,
    ].filter(Boolean);
    paths[operation.path] ??= {};
    paths[operation.path][operation.method] = {
      operationId: operation.operationId,
      tags: [operation.tag],
      summary: operation.summary,
      ...(notes.length ? { description: notes.join('\n\n') } : {}),
      parameters: parameters(operation),
      ...(operation.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchema(operation.body) } },
            },
          }
        : {}),
      responses: responses(operation),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'DM Sprint API',
      version: '1.0.0',
      description:
        'A member’s own data with a personal API token (Settings → API tokens): `Authorization: Bearer dms_…`. A token has a scope (read, or read and log), may expire, and makes at most 600 requests a minute (429 with Retry-After). Refusals answer `{ "error": { "code", "message" } }`. See docs/api.md.',
    },
    servers: [{ url: serverUrl }],
    security: [{ bearerAuth: [] }],
    tags: ['Member', 'Logging', 'Prospects', 'Logs', 'Stats', 'Admin', 'Extension'].map((name) => ({
      name,
    })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'A personal API token from Settings → API tokens (dms_…).',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { type: 'string' },
                message: { type: 'string' },
                fields: { type: 'object', additionalProperties: { type: 'string' } },
              },
            },
          },
        },
      },
      responses: {
        BadRequest: errorResponse('Invalid input (validation_error), with the fields.'),
        Unauthenticated: errorResponse(
          'No token (unauthenticated), or an unknown, revoked or expired one (invalid_token).',
        ),
        Forbidden: errorResponse(
          'The member is not approved (account_pending, account_rejected), the token cannot log (insufficient_scope), or an admin route without an admin (forbidden).',
        ),
        NotFound: errorResponse('No such row of the member’s (another member’s id included).'),
        RateLimited: {
          ...errorResponse('Too many requests with this token (rate_limited).'),
          headers: {
            'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } },
          },
        },
      },
    },
  };
}
