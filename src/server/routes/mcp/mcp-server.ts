import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { AppDeps, TokenViewer } from '../../context';
import { HttpError } from '../../http/errors';
import { refuseNulCharacters } from '../../http/validate';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../../middleware/database-unavailable';
import { INSUFFICIENT_SCOPE_MESSAGE } from '../../middleware/require-api-token';
import { analyticsQuery, type AnalyticsRange } from '../../../shared/schemas/analytics';
import { cohortPeriodQuery } from '../../../shared/schemas/cohort';
import { logDmInput, logHeaders, type Dm } from '../../../shared/schemas/dm';
import type { DmId } from '../../../shared/schemas/ids';
import { prospectsQuery } from '../../../shared/schemas/prospects';
import { cohortAttention, cohortSummary } from '../admin/cohort-summary.service';
import { getAnalytics } from '../analytics/analytics.service';
import { getScriptAnalytics } from '../analytics/script-analytics.service';
import { logDm, transition } from '../dms/dms.service';
import { awardAchievements } from '../progress/achievements.service';
import { listProspects } from '../prospects/prospects.service';
import { trackerToday } from '../tracker/tracker.service';
import { logEvent } from '../../webhooks/events';
import {
  attentionText,
  cohortSummaryText,
  loggedDmText,
  loggedStepText,
  prospectsText,
  scriptRatesText,
  statsText,
  todayText,
} from './mcp-texts';

/**
 * The MCP server's tools (docs/decisions/0138-mcp-server.md): one server per request, for the
 * token's member, calling the same services with the same zod schemas as /api/v1. A tool answers
 * structured content plus text; a refusal (bad input, a stranger's id, a read token logging) is a
 * tool error the assistant reads, never an HTTP 5xx.
 */
export function createMcpServer(
  { db, logger, turns }: Pick<AppDeps, 'db' | 'logger' | 'turns'>,
  viewer: TokenViewer,
  requestId: string,
) {
  const { profile } = viewer;
  const server = new McpServer(
    { name: 'dm-sprint', title: 'DM Sprint', version: '1.0.0' },
    { instructions: INSTRUCTIONS },
  );

  /**
   * Runs a tool, each call a turn of heavy work (src/server/db/turns.ts: a batch of calls never
   * holds a member's request up): arguments holding a NUL character are refused as /api/v1
   * refuses them, a client's error (HttpError) is told as it is, anything else only by its id.
   */
  const guarded = async (
    args: unknown,
    run: () => Promise<CallToolResult>,
  ): Promise<CallToolResult> => {
    try {
      refuseNulCharacters(args);
      return await turns.take(run);
    } catch (error) {
      if (error instanceof HttpError) return refusal(error.message);
      if (isDatabaseUnavailable(error)) return refusal(DATABASE_UNAVAILABLE_MESSAGE);
      logger.error({ err: error, requestId, path: '/api/mcp' }, 'MCP tool failed');
      return refusal(`Something went wrong on our side (request ${requestId}).`);
    }
  };
  /** A read tool: the service's answer, with its readable text. */
  const answered = <T extends Record<string, unknown>>(
    args: unknown,
    read: () => Promise<T>,
    describe: (data: T) => string,
  ) =>
    guarded(args, async () => {
      const data = await read();
      return answer(describe(data), data);
    });
  const canLog = () => viewer.token.scope === 'read_log';
  /** After a log: badges, and the webhooks that hear it (as the log routes do). */
  const logged = async (step: 'dm' | 'reply' | 'meeting', dm: Dm, result: CallToolResult) => {
    await awardAchievements(db, profile, { history: 'recent' });
    await logEvent({ db, logger }, viewer, step, dm);
    return result;
  };

  server.registerTool(
    'get_today',
    {
      title: "Today's progress",
      description:
        "The member's local day so far: the count toward the daily goal (dmsSent: new DMs, or new DMs and follow-ups where followUpsCount, the community's goal rule), new DMs (first DMs to a prospect) and follow-ups apart, replies and meetings logged today, and the reply rate of today's new prospects.",
      annotations: READ,
    },
    () => answered({}, () => trackerToday(db, profile), todayText),
  );

  server.registerTool(
    'log_dm',
    {
      title: 'Log a DM',
      description:
        'Counts a DM the member sent: a profile URL (or a handle with its platform), optionally the setter and the script used. Send a new UUID as idempotencyKey and the same one again on a retry, so a retry never counts twice. Needs a "Read and log" token.',
      inputSchema: logDmToolInput,
      annotations: LOG,
    },
    ({ idempotencyKey: key, ...input }) =>
      guarded(input, async () => {
        if (!canLog()) return refusal(INSUFFICIENT_SCOPE_MESSAGE);
        const result = await logDm(db, profile, input, key);
        return logged('dm', result.dm, answer(loggedDmText(result), result));
      }),
  );

  for (const kind of ['reply', 'meeting'] as const) {
    server.registerTool(
      `log_${kind}`,
      {
        title: kind === 'reply' ? 'Log a reply' : 'Log a meeting',
        description: `${
          kind === 'reply'
            ? 'Records that a prospect replied'
            : 'Records a meeting booked (after a reply)'
        }: pass the prospect's firstDmId from search_prospects as dmId. Send a new UUID as idempotencyKey and the same one again on a retry. Needs a "Read and log" token.`,
        inputSchema: stepToolInput,
        annotations: LOG,
      },
      ({ dmId, idempotencyKey: key }) =>
        guarded({ dmId }, async () => {
          if (!canLog()) return refusal(INSUFFICIENT_SCOPE_MESSAGE);
          const dm = await transition(db, profile, dmId, kind, key);
          return logged(kind, dm, answer(loggedStepText(kind, dm), { dm }));
        }),
    );
  }

  server.registerTool(
    'search_prospects',
    {
      title: 'Search prospects',
      description:
        "The member's prospects, most recently touched first: q searches names, companies and profiles; status and platform filter; pass nextCursor as cursor for the next page. Each prospect's firstDmId is what log_reply and log_meeting take.",
      inputSchema: prospectsQuery,
      annotations: READ,
    },
    (query) => answered(query, () => listProspects(db, profile, query), prospectsText),
  );

  // The two range tools: the last 7, 30 or 90 days, as /api/v1/stats and /stats/scripts.
  const rangeTools = [
    {
      name: 'get_stats',
      title: 'Stats over a range',
      description:
        "The member's last 7, 30 or 90 local days: new DMs (first DMs to a prospect), follow-ups, DMs (both together), replies and meetings logged, reply and meeting rates (of prospects first messaged in the range), days at goal, per day, platform and setter.",
      run: (days: AnalyticsRange) =>
        answered({ days }, () => getAnalytics(db, profile, days), statsText),
    },
    {
      name: 'get_script_rates',
      title: 'Reply rates per script',
      description:
        'Reply and meeting rates per script and tone over the last 7, 30 or 90 days; a script with too few DMs has no rate yet.',
      run: (days: AnalyticsRange) =>
        answered({ days }, () => getScriptAnalytics(db, profile, days), scriptRatesText),
    },
  ];
  for (const { name, title, description, run } of rangeTools) {
    server.registerTool(
      name,
      { title, description, inputSchema: analyticsQuery, annotations: READ },
      ({ days }) => run(days),
    );
  }

  // The cohort's tools exist only for an admin's token, checked on every request (the server is
  // built per request), as /api/v1/admin checks requireAdmin.
  if (!profile.isAdmin) return server;

  server.registerTool(
    'get_cohort_summary',
    {
      title: 'Cohort summary (admin)',
      description:
        "The whole community's DMs, replies, meetings and rates for this week or the last 7 or 30 days, against the period before.",
      inputSchema: cohortPeriodQuery,
      annotations: READ,
    },
    ({ period }) =>
      answered({ period }, () => cohortSummary(db, period, profile.timeZone), cohortSummaryText),
  );

  server.registerTool(
    'get_needs_attention',
    {
      title: 'Who needs attention (admin)',
      description:
        'Members with no DM in 3 days, a streak broken yesterday, or a reply rate far below the cohort.',
      annotations: READ,
    },
    () => answered({}, () => cohortAttention(db), attentionText),
  );
  return server;
}

const INSTRUCTIONS = `DM Sprint tracks one member's outreach DMs, replies and meetings against a daily goal. Every tool acts as the member whose API token is used. Days are the member's local days. Rates are percentages of the prospects first messaged in the period who replied or booked. To log a reply or a meeting, find the prospect with search_prospects and pass its firstDmId. Give every log a new UUID as idempotencyKey, repeated on a retry of the same log.`;

const READ: ToolAnnotations = { readOnlyHint: true, openWorldHint: false };
const LOG: ToolAnnotations = {
  readOnlyHint: false,
  destructiveHint: false,
  idempotentHint: false,
  openWorldHint: false,
};

/** A log's Idempotency-Key header (logHeaders), as a tool argument. */
const idempotencyKey = logHeaders.shape['idempotency-key'];
/** Log DM's body and its key. */
const logDmToolInput = logDmInput.extend({ idempotencyKey });
/** Log Reply and Log Meeting name the DM by its id, as the routes' `/dms/:id`, and a key. */
const stepToolInput = z.strictObject({
  dmId: z.uuid('dmId must be the id of one of your DMs').transform((id) => id as DmId),
  idempotencyKey,
});

/**
 * Readable text first, then the structured content as JSON text: the MCP spec asks a tool with
 * structured content to send it as text too, for clients that read only `content`.
 */
function answer(text: string, data: Record<string, unknown>): CallToolResult {
  return {
    content: [
      { type: 'text', text },
      { type: 'text', text: JSON.stringify(data) },
    ],
    structuredContent: data,
  };
}

const refusal = (message: string): CallToolResult => ({
  content: [{ type: 'text', text: message }],
  isError: true,
});
