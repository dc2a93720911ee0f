// `npm run bench -- prospects`: Prospect Tracker and Logs Manager at size, 100,000 DMs for one
// member (plus 50,000 for five other members), on PGlite (on disk) and on PostgreSQL, queried
// over HTTP through the real app.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { addDays, localDay } from '../src/shared/domain/day';
import { bulkLoad } from './support/bulk-load';
import { benchRequests } from './support/knobs';
import { sideBySide } from './support/side-by-side';
import { fmt, summarize, thousands, timed } from './support/stats';

const MEMBER_DMS = 100_000;
const OTHER_MEMBERS = 5;
const OTHER_DMS = 10_000;
const CONCURRENCY = 10;
const SEARCH_TARGET_MS = 50;

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

/** `runs` requests one after another, then `runs` more from CONCURRENCY clients at once. */
async function measure(label: string, request: () => Promise<Response>, runs: number) {
  for (let i = 0; i < 20; i++) await (await request()).arrayBuffer(); // warm up
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < runs) {
      next += 1;
      const start = performance.now();
      const response = await request();
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`);
      times.push(performance.now() - start);
    }
  };
  await worker();
  const sequential = summarize(times);
  times.length = 0;
  next = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { sequential, concurrent: summarize(times) };
}

export default async function bench() {
  const runs = benchRequests(300);
  await sideBySide(
    `Prospects and logs at ${thousands(MEMBER_DMS)} DMs (${runs} requests, then ${runs} from ${CONCURRENCY} clients)`,
    async ({ server, row }) => {
      const { db, community } = server;
      // The first account is admin and approved (docs/decisions/0100-first-admin.md): the member
      // under test.
      const member = community.admin;
      const others: { userId: string }[] = [];
      for (let m = 0; m < OTHER_MEMBERS; m++) others.push(await community.pending(`Other ${m}`));
      const seeding = await timed(() =>
        bulkLoad(db, async () => {
          await seed(db, member.userId, MEMBER_DMS, 0);
          for (const [m, other] of others.entries()) {
            await seed(db, other.userId, OTHER_DMS, MEMBER_DMS + m * OTHER_DMS);
          }
        }),
      );
      row(
        `seeding ${thousands(MEMBER_DMS)} DMs + ${thousands(OTHER_MEMBERS * OTHER_DMS)} for ${OTHER_MEMBERS} others`,
        `${fmt(seeding.seconds)} s`,
      );
      // As the server's embedded vacuum (src/server/db/embedded-vacuum.ts) and PostgreSQL's
      // autovacuum leave a database whose rows came over a year: the last-touch index's walk is
      // then index-only, and no autovacuum of the fresh rows runs during the measurements.
      await db.execute(sql`vacuum analyze`);

      const get = (pathAndQuery: string) => () => server.get(pathAndQuery, member.cookie);
      const firstPage = (await (await get('/api/prospects?status=sent')()).json()) as {
        nextCursor: string;
      };
      const today = localDay(new Date(), 'UTC');
      const searchedP99s: number[] = [];
      /** One row for the requests one after another, one for CONCURRENCY clients at once. */
      const measured = async (label: string, pathAndQuery: string, searched = false) => {
        const { sequential, concurrent } = await measure(label, get(pathAndQuery), runs);
        if (searched) searchedP99s.push(sequential.p99);
        row(
          `${label}: p50 / p99`,
          `${fmt(sequential.p50)} / ${fmt(sequential.p99)} ms`,
          searched ? `p99 < ${SEARCH_TARGET_MS} ms` : '',
        );
        row(
          `${label}: ×${CONCURRENCY} p50 / p99`,
          `${fmt(concurrent.p50)} / ${fmt(concurrent.p99)} ms`,
        );
      };
      await measured(
        'prospects: q=harbor, status=sent, platform=linkedin (page 1)',
        '/api/prospects?q=harbor&status=sent&platform=linkedin',
        true,
      );
      await measured(
        'prospects: q="maria chen" (a name, ~0.05 %)',
        `/api/prospects?q=${encodeURIComponent('maria chen')}`,
        true,
      );
      await measured(
        'prospects: q=podcast, status=responded',
        '/api/prospects?q=podcast&status=responded',
        true,
      );
      await measured('prospects: q=li (2 letters)', '/api/prospects?q=li', true);
      await measured(
        'prospects: q=zzqx, status=closed (no match)',
        '/api/prospects?q=zzqx&status=closed',
        true,
      );
      await measured(
        'prospects: status=cold, platform=twitter',
        '/api/prospects?status=cold&platform=twitter',
        true,
      );
      await measured(
        'prospects: status=sent, page 2 (keyset cursor)',
        `/api/prospects?status=sent&cursor=${firstPage.nextCursor}`,
        true,
      );
      await measured('prospects: stats cards', '/api/prospects/stats');
      await measured('prospects: follow-ups (overdue)', '/api/prospects/follow-ups?group=overdue');
      await measured('logs: day summary + setter performance', `/api/logs/day?date=${today}`);
      await measured('logs: day list, q=alex', `/api/logs/dms?date=${today}&q=alex`);
      const worst = Math.max(...searchedP99s);
      row(
        'worst p99 of the filtered, searched pages above',
        `${fmt(worst)} ms: ${worst < SEARCH_TARGET_MS ? 'met' : 'NOT MET'}`,
        `< ${SEARCH_TARGET_MS} ms`,
      );

      // The whole history as one streamed CSV, watching the process's memory.
      const before = process.memoryUsage();
      let peakRss = before.rss;
      const watch = setInterval(() => {
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
      }, 20);
      const started = performance.now();
      const response = await get(
        `/api/logs/export.csv?from=${addDays(today, -3650)}&to=${today}`,
      )();
      if (!response.ok) throw new Error(`export.csv: HTTP ${response.status}`);
      const reader = response.body!.getReader();
      let bytes = 0;
      let lines = 0;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        // indexOf, not a loop over every byte: the count must not cost the figure it measures.
        for (let at = value.indexOf(10); at !== -1; at = value.indexOf(10, at + 1)) lines += 1;
      }
      clearInterval(watch);
      row(
        'export.csv, whole history',
        `${thousands(lines - 1)} rows, ${fmt(bytes / 1_048_576)} MB in ${fmt((performance.now() - started) / 1000, 2)} s`,
      );
      row(
        '  process RSS growth during the export',
        `≤ ${fmt((peakRss - before.rss) / 1_048_576)} MB`,
      );
    },
  );
}
