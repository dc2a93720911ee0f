// `npm run bench -- history`: a year of history brought in through the export check's own route,
// on PGlite and PostgreSQL, through the real HTTP server (issue #37). The history is 20,000 DMs
// in 2,000 LinkedIn conversations (a first message and 9 follow-ups each) over the last year,
// sent as the device sends it: parts of up to 250 conversations and 2,500 messages, joining one
// apply. It goes into an empty account, then into a member who already has 100,000 DMs; the
// time of each part and their ratio. Then another year into that member while /api/health and
// another member's Log DM are probed, p50 / p99. Then, with the same probes beside them: the data
// download, a year of their logs CSV, and five MCP batches of 20 calls. Targets: the history in
// <= 10 s on PGlite and <= 5 s on PostgreSQL, a part into 100,000 DMs <= 1.25 x into none,
// health p99 <= 200 ms and Log DM p99 <= 300 ms throughout (docs/benchmarks.md).
// Run it alone on a quiet machine: the load is printed beside the figures.
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/server/db/query-rows';
import { exportParts } from '../src/shared/domain/export-parts';
import type { ConversationFact } from '../src/shared/schemas/exports';
import { createToken } from '../src/test/api-token';
import { exportHistory } from '../src/test/history';
import type { Caller } from '../src/test/http';
import { TEST_BASE_URL } from '../src/test/test-app';
import { bulkLoad } from './support/bulk-load';
import { sideBySide, type Row } from './support/side-by-side';
import type { BenchServer } from './support/server';
import { fmt, machineLoad, summarize, thousands, timed } from './support/stats';

const HISTORY = { conversations: 2_000, followUps: 9, days: 365 };
const EXISTING_DMS = 100_000;

/** Probes `/api/health` and another member's Log DM while `work` runs; their p50 / p99. */
async function probed<T>(server: BenchServer, logger: Caller, work: () => Promise<T>) {
  let running = true;
  const health: number[] = [];
  const logs: number[] = [];
  let logged = 0;
  const loop = async (into: number[], call: () => Promise<Response>) => {
    while (running) {
      const started = performance.now();
      const answer = await call();
      await answer.arrayBuffer();
      if (answer.status >= 300) throw new Error(`probe answered ${answer.status}`);
      into.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const probes = [
    loop(health, () => fetch(`${server.url}/api/health`)),
    loop(logs, () =>
      fetch(`${server.url}/api/dms`, {
        method: 'POST',
        headers: {
          cookie: logger.cookie,
          'content-type': 'application/json',
          origin: TEST_BASE_URL,
        },
        body: JSON.stringify({ profileUrl: `https://www.linkedin.com/in/probe-${logged++}` }),
      }),
    ),
  ];
  try {
    return { result: await work(), health: summarize(health), logs: summarize(logs) };
  } finally {
    running = false;
    await Promise.all(probes);
  }
}

const probeText = ({ health, logs }: Awaited<ReturnType<typeof probed>>) =>
  `health ${fmt(health.p50)} / ${fmt(health.p99)} ms, Log DM ${fmt(logs.p50)} / ${fmt(logs.p99)} ms`;

/** Sends `history` through the check's apply, a part at a time; each part's seconds. */
async function applyHistory(server: BenchServer, member: Caller, history: ConversationFact[]) {
  const seconds: number[] = [];
  let applyId: string | undefined;
  for (const conversations of exportParts(history)) {
    const { result, seconds: took } = await timed(async () => {
      const answer = await fetch(`${server.url}/api/exports/apply`, {
        method: 'POST',
        headers: {
          cookie: member.cookie,
          'content-type': 'application/json',
          origin: TEST_BASE_URL,
        },
        body: JSON.stringify({ platform: 'linkedin', conversations, applyId }),
      });
      if (answer.status >= 300) throw new Error(`apply: ${answer.status} ${await answer.text()}`);
      return (await answer.json()) as { applyId: string | null };
    });
    applyId ??= result.applyId ?? undefined;
    seconds.push(took);
  }
  return seconds;
}

/** 100,000 DMs over the last year: 10,000 prospects with a first message and 9 follow-ups. */
async function seedExisting(server: BenchServer, userId: string) {
  await bulkLoad(server.db, async () => {
    await server.db.execute(sql`
      insert into dm_tracking (user_id, prospect_name, platform, setter_name, profile_url,
                               profile_key, sent_at, response_received, response_at)
      select ${userId}, 'Prospect ' || p, 'linkedin', 'Self',
             'https://www.linkedin.com/in/seed-' || p, 'linkedin:seed-' || p, sent,
             k = 0 and p % 4 = 0, case when k = 0 and p % 4 = 0 then sent + interval '1 day' end
      from generate_series(1, ${EXISTING_DMS / 10}) p, generate_series(0, 9) k,
           lateral (select now() - interval '365 days'
                           + ((p * 31) % 350) * interval '1 day' + k * interval '1 day'
                           + (p % 600) * interval '1 minute' as sent) s
      order by sent`);
  });
}

const partsText = (seconds: number[]) => {
  const { p50 } = summarize(seconds);
  const total = seconds.reduce((sum, s) => sum + s, 0);
  return `${fmt(total)} s in ${seconds.length} parts (p50 ${fmt(p50, 2)} s, max ${fmt(Math.max(...seconds), 2)} s)`;
};

async function download(server: BenchServer, member: Caller, path: string) {
  const answer = await fetch(`${server.url}${path}`, { headers: { cookie: member.cookie } });
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
  return (await answer.arrayBuffer()).byteLength;
}

export default async function historyBench() {
  await sideBySide(
    'History at any size: seconds, and health / Log DM p50 / p99 ms beside each',
    async ({ server, row }: { server: BenchServer; row: Row }) => {
      const { community } = server;
      const logger = await community.approved('Leo Logger');
      const empty = await community.approved('Ema Empty');
      const full = await community.approved('Fay Full');

      // The import alone first (the targets), then again with the probes beside it: a turn waits
      // while a member's request is being answered, so probing slows the import down on purpose.
      const intoEmpty = await applyHistory(
        server,
        empty,
        exportHistory({ ...HISTORY, prefix: 'empty' }),
      );
      row(
        `${thousands(20_000)}-DM history into an empty account`,
        partsText(intoEmpty),
        'PGlite <= 10 s, PostgreSQL <= 5 s',
      );

      const seeding = await timed(() => seedExisting(server, full.userId));
      const [{ dms }] = await queryRows<{ dms: number }>(
        server.db,
        sql`select count(*)::int as dms from dm_tracking where user_id = ${full.userId}`,
      );
      row('seeding the second member', `${thousands(dms)} DMs in ${fmt(seeding.seconds)} s`);
      const intoFull = await applyHistory(
        server,
        full,
        exportHistory({ ...HISTORY, prefix: 'full' }),
      );
      row(`the same history into ${thousands(dms)} DMs`, partsText(intoFull), 'as above');
      const ratio = summarize(intoFull).p50 / summarize(intoEmpty).p50;
      row('a part into the full account / into the empty one (p50)', fmt(ratio, 2), '<= 1.25');

      const probedImport = await probed(server, logger, () =>
        applyHistory(server, full, exportHistory({ ...HISTORY, prefix: 'probed' })),
      );
      row(
        `another ${thousands(20_000)} DMs into the same member, probed`,
        `${partsText(probedImport.result)}; ${probeText(probedImport)}`,
        'health p99 <= 200, Log DM p99 <= 300 ms',
      );

      const zip = await probed(server, logger, () =>
        timed(() => download(server, full, '/api/privacy/export')),
      );
      row(
        `data download of ${thousands(dms + 40_000)} DMs`,
        `${fmt(zip.result.seconds)} s, ${thousands(Math.round(zip.result.result / 1024))} KB; ${probeText(zip)}`,
        'health p99 <= 200, Log DM p99 <= 300 ms',
      );
      const to = new Date().toISOString().slice(0, 10);
      const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
      const csv = await probed(server, logger, () =>
        timed(() => download(server, full, `/api/logs/export.csv?from=${from}&to=${to}`)),
      );
      row(
        "a year's logs CSV",
        `${fmt(csv.result.seconds)} s, ${thousands(Math.round(csv.result.result / 1024))} KB; ${probeText(csv)}`,
        'as above',
      );

      const { token } = await createToken(full, { name: 'Bench assistant' });
      const batch = Array.from({ length: 20 }, (_, i) => ({
        jsonrpc: '2.0',
        id: i,
        method: 'tools/call',
        params:
          i % 2
            ? { name: 'get_today', arguments: {} }
            : { name: 'get_stats', arguments: { days: '90' } },
      }));
      const mcp = await probed(server, logger, () =>
        timed(async () => {
          for (let i = 0; i < 5; i++) {
            const answer = await fetch(`${server.url}/api/mcp`, {
              method: 'POST',
              headers: {
                authorization: `Bearer ${token}`,
                'content-type': 'application/json',
                accept: 'application/json, text/event-stream',
              },
              body: JSON.stringify(batch),
            });
            if (answer.status !== 200)
              throw new Error(`MCP: ${answer.status} ${await answer.text()}`);
            await answer.arrayBuffer();
          }
        }),
      );
      row(
        'five MCP batches of 20 tool calls',
        `${fmt(mcp.result.seconds)} s; ${probeText(mcp)}`,
        'as above',
      );
      row('machine load after', machineLoad());
    },
  );
}
