// Prospect Tracker and Logs Manager at size: 100,000 DMs for one member (plus 50,000 for five
// other members) on the embedded database, on disk, queried over HTTP through the real app.
import { createBuiltinWriter } from '../src/server/writers/builtin-writer';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/server/app';
import { openPglite, type Db } from '../src/server/db/client';
import { buildDeps } from '../src/server/deps';
import { createLogger } from '../src/server/logger';
import { addDays, localDay } from '../src/shared/domain/day';

const MEMBER_DMS = 100_000;
const OTHER_MEMBERS = 5;
const OTHER_DMS = 10_000;
const RUNS = 300;
const CONCURRENCY = 10;

/** An element of `values` chosen by a hash of the row number and a salt: no two columns correlate. */
const pick = (values: string[], salt: string) =>
  sql.raw(
    `(array[${values.map((v) => `'${v}'`).join(',')}])[1 + abs(hashtext(i::text || '${salt}')) % ${values.length}]`,
  );
const chance = (salt: string, percent: number) =>
  sql.raw(`(abs(hashtext(i::text || '${salt}')) % 100 < ${percent})`);

const FIRST = `Jane John Maria Ahmed Li Sofia Noah Emma Lucas Mia Omar Chloe Ravi Hana Leo Zara Ivan
  Nina Tom Aisha Ben Clara Diego Elif Finn Grace Hugo Ines Jack Kira Liam Maya Nils Olga Pablo
  Quinn Rosa Sam Tara Yusuf`.split(/\s+/);
const LAST = `Smith Garcia Chen Khan Muller Rossi Dubois Kim Silva Novak Brown Taylor Patel Nguyen
  Cohen Larsen Moreau Okafor Santos Weber Yilmaz Ivanova Tanaka Haddad Fischer Costa Murphy Walsh
  Lopez Berg Stone Reyes Park Shah Vogel Bianchi Kowalski Ali Sato Evans Hughes Dahl Ortiz Wood
  Lindqvist Adams Baker Clarke Nakamura Russo`.split(/\s+/);
const COMPANY_A = `Blue Harbor Summit Northwind Bright Apex Cedar Golden Iron Lumen Maple Nova Oak
  Pioneer Quantum Red River Silver Stellar True Urban Vivid Wild Zen Atlas Beacon Crest Delta
  Echo`.split(/\s+/);
const COMPANY_B =
  `Labs Media Studio Partners Group Digital Health Coaching Fitness Realty Agency Consulting
  Capital Systems Works Ventures Academy Design Legal Dental`.split(/\s+/);
const TOPICS = `pricing;a demo;the podcast;hiring;their budget;the Q3 launch;a referral;the webinar;
  case studies;a free audit;their funnel;the newsletter;ad spend;a partnership;the course;
  onboarding;churn;SEO;cold email;the conference`.split(/;\s*/);
const PLATFORMS = ['linkedin', 'twitter', 'instagram', 'facebook', 'other'];
const SETTERS = ['Self', 'Alex', 'Bea', 'Cruz'];

/**
 * DMs spread over the last ~350 days (one every 5 minutes): 25 % replied, 6 % booked, a third
 * with notes. 40 × 50 names and 29 × 20 companies, as varied as a real prospect list.
 */
export async function seed(db: Db, userId: string, count: number, offset: number) {
  await db.execute(sql`
    with rows as (
      select i,
        ${chance('reply', 25)} as replied,
        ${chance('meet', 25)} as met,
        now() - (i - ${offset}::int) * interval '5 minutes' as sent
      from generate_series(${offset + 1}::int, ${offset + count}::int) as i
    )
    insert into dm_tracking (user_id, prospect_name, company_name, platform, script_type,
      setter_name, profile_url, profile_key, sent_at, response_received, response_at,
      meeting_booked, meeting_at, notes)
    select ${userId},
      ${pick(FIRST, 'first')} || ' ' || ${pick(LAST, 'last')},
      ${pick(COMPANY_A, 'ca')} || ' ' || ${pick(COMPANY_B, 'cb')},
      ${pick(PLATFORMS, 'platform')},
      'cold_dm',
      ${pick(SETTERS, 'setter')},
      'https://linkedin.com/in/p' || i,
      'linkedin:p' || i,
      sent,
      replied,
      case when replied then sent + interval '1 hour' end,
      replied and met,
      case when replied and met then sent + interval '2 hours' end,
      case when ${chance('notes', 33)} then 'Asked about ' || ${pick(TOPICS, 'topic')} else '' end
    from rows`);
}

/**
 * Bulk loading with the search index's pending list on (fast), then flushed and switched back
 * off, so the benchmark queries the index exactly as the app keeps it.
 */
export async function bulkLoad(db: Db, load: () => Promise<void>) {
  await db.execute(sql`alter index dm_prospect_search_trgm_idx set (fastupdate = on)`);
  await load();
  await db.execute(sql`select gin_clean_pending_list('dm_prospect_search_trgm_idx')`);
  await db.execute(sql`alter index dm_prospect_search_trgm_idx set (fastupdate = off)`);
  await db.execute(sql`analyze dm_tracking`);
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(label: string, request: () => Promise<Response>) {
  for (let i = 0; i < 20; i++) await (await request()).arrayBuffer(); // warm up
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < RUNS) {
      next += 1;
      const start = performance.now();
      const response = await request();
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`);
      times.push(performance.now() - start);
    }
  };
  // sequential first (latency of one request), then CONCURRENCY at once
  await worker();
  const sequential = [...times].sort((a, b) => a - b);
  times.length = 0;
  next = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const concurrent = [...times].sort((a, b) => a - b);
  const f = (value: number) => value.toFixed(1).padStart(6);
  console.log(
    `${label.padEnd(58)} p50 ${f(percentile(sequential, 50))} p99 ${f(percentile(sequential, 99))} ms | ` +
      `x${CONCURRENCY}: p50 ${f(percentile(concurrent, 50))} p99 ${f(percentile(concurrent, 99))} ms`,
  );
  return percentile(sequential, 99);
}

export default async function bench() {
  const dir = mkdtempSync(path.join(tmpdir(), 'dm-sprint-bench-'));
  const database = await openPglite(path.join(dir, 'db'));
  const deps = buildDeps({
    db: database.db,
    logger: createLogger('silent'),
    mailer: { kind: 'log', send: async () => {} },
    writer: createBuiltinWriter(),
    secret: 'bench-secret-bench-secret-bench-secret-00',
    config: {
      baseURL: 'http://localhost:3000',
      adminEmails: [],
      coachUrl: null,
      trustProxy: false,
      emailVerification: false,
    },
  });
  const app = createApp(deps);
  let server: ReturnType<typeof serve> | undefined;
  try {
    // Accounts and rows first, in process; the HTTP server starts once seeding is done.
    const signUp = async (email: string) => {
      const response = await app.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify({
          name: 'Bench',
          company: 'Bench Co',
          industry: 'Coaching',
          email,
          password: 'correct-horse-battery',
        }),
      });
      if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
      const body = (await response.json()) as { user: { id: string } };
      const cookie = response.headers.get('set-cookie')!.split(';')[0];
      return { userId: body.user.id, cookie };
    };
    // The first account is admin and approved (D1): the member under test.
    const member = await signUp('bench-member@example.com');
    const others: { userId: string; cookie: string }[] = [];
    for (let m = 0; m < OTHER_MEMBERS; m++) others.push(await signUp(`bench-other-${m}@ex.com`));
    let started = performance.now();
    await bulkLoad(database.db, async () => {
      await seed(database.db, member.userId, MEMBER_DMS, 0);
      for (const [m, other] of others.entries()) {
        await seed(database.db, other.userId, OTHER_DMS, MEMBER_DMS + m * OTHER_DMS);
      }
    });
    console.log(
      `seeded ${MEMBER_DMS.toLocaleString('en-US')} DMs for the member and ` +
        `${(OTHER_MEMBERS * OTHER_DMS).toLocaleString('en-US')} for ${OTHER_MEMBERS} others ` +
        `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server!.once('listening', resolve));
    // The embedded database answers on the event loop: keep idle keep-alive sockets open long
    // enough that a slow moment never races a socket close against the next request.
    (server as unknown as { keepAliveTimeout: number }).keepAliveTimeout = 120_000;
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = (pathAndQuery: string) => () =>
      fetch(`${base}${pathAndQuery}`, { headers: { cookie: member.cookie } });
    const firstPage = (await (await get('/api/prospects?status=sent')()).json()) as {
      nextCursor: string;
    };
    const today = localDay(new Date(), 'UTC');
    const p99s = {
      filteredSearch: await measure(
        'prospects: q=harbor, status=sent, platform=linkedin (page 1)',
        get('/api/prospects?q=harbor&status=sent&platform=linkedin'),
      ),
      rare: await measure(
        'prospects: q="maria chen" (a name, ~0.05 %)',
        get(`/api/prospects?q=${encodeURIComponent('maria chen')}`),
      ),
      notes: await measure(
        'prospects: q=podcast, status=responded',
        get('/api/prospects?q=podcast&status=responded'),
      ),
      short: await measure('prospects: q=li (2 letters)', get('/api/prospects?q=li')),
      none: await measure(
        'prospects: q=zzqx, status=closed (no match)',
        get('/api/prospects?q=zzqx&status=closed'),
      ),
      cold: await measure(
        'prospects: status=cold, platform=twitter',
        get('/api/prospects?status=cold&platform=twitter'),
      ),
      deep: await measure(
        'prospects: status=sent, page 2 (keyset cursor)',
        get(`/api/prospects?status=sent&cursor=${firstPage.nextCursor}`),
      ),
    };
    await measure('prospects: stats cards', get('/api/prospects/stats'));
    await measure(
      'prospects: follow-ups (overdue)',
      get('/api/prospects/follow-ups?group=overdue'),
    );
    await measure('logs: day summary + setter performance', get(`/api/logs/day?date=${today}`));
    await measure('logs: day list, q=alex', get(`/api/logs/dms?date=${today}&q=alex`));

    // The whole history as one streamed CSV, watching the process's memory.
    const before = process.memoryUsage();
    let peakRss = before.rss;
    const watch = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 20);
    started = performance.now();
    const response = await get(`/api/logs/export.csv?from=${addDays(today, -3650)}&to=${today}`)();
    const reader = response.body!.getReader();
    let bytes = 0;
    let lines = 0;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 10) lines += 1;
    }
    clearInterval(watch);
    console.log(
      `export.csv, whole history: ${(lines - 1).toLocaleString('en-US')} rows, ` +
        `${(bytes / 1_048_576).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(2)} s; ` +
        `process RSS grew by at most ${((peakRss - before.rss) / 1_048_576).toFixed(1)} MB`,
    );
    const worst = Math.max(...Object.values(p99s));
    console.log(
      `target: a filtered, searched page p99 < 50 ms — worst above ${worst.toFixed(1)} ms: ${worst < 50 ? 'met' : 'NOT MET'}`,
    );
  } finally {
    if (server) await new Promise((resolve) => server!.close(resolve));
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
