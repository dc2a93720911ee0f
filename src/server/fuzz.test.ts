import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/query-rows';
import { createCommunity, type Caller } from '@/test/http';
import { createTestApp, type TestApp } from '@/test/test-app';

/**
 * Bad input on every route the app registers: NUL bytes (PostgreSQL text refuses them), dates
 * far out of range, malformed cursors, ids and numbers. Each must get a 4xx, never a 5xx, and
 * write nothing.
 */
let t: TestApp;
let member: Caller;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  const community = await createCommunity(t);
  member = await community.approved('Fuzz Member');
  admin = community.admin;
});
afterAll(() => t.close());

const NUL = 'a\u0000b';
const BAD_IDS = [
  'not-a-uuid',
  '00000000-0000-0000-0000-00000000000g',
  '%00',
  'x'.repeat(300),
  '-1',
];
const BAD_QUERY_VALUES = [
  NUL,
  '9999-12-31',
  '0000-00-00',
  '275760-09-13',
  '2025-02-30',
  '-1',
  '1e309',
  '9999-12-31T23:59:59.999999Z~00000000-0000-4000-8000-000000000000',
  '2025-13-01T00:00:00.000000Z~00000000-0000-4000-8000-000000000000',
  '2025-01-01T25:61:61.000000Z~00000000-0000-4000-8000-000000000000',
];
const QUERY_KEYS = ['date', 'from', 'to', 'q', 'cursor', 'limit', 'period', 'status', 'search'];
const TEXT_KEYS = [
  'name',
  'email',
  'password',
  'company',
  'industry',
  'profileUrl',
  'handle',
  'notes',
  'note',
  'content',
  'title',
  'text',
  'csv',
  'timeZone',
  'setterName',
  'objection',
  'context',
  'status',
];
const BODIES: unknown[] = [
  Object.fromEntries(TEXT_KEYS.map((key) => [key, NUL])),
  ...TEXT_KEYS.map((key) => ({ [key]: NUL })),
  { date: '9999-12-31' },
  { sentAt: '9999-12-31T00:00:00Z' },
  { followUpAt: '0000-01-01' },
  { dailyGoal: 2 ** 60 },
  { settersCount: -1 },
  [NUL],
  NUL,
];

async function tableCounts(): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    t.database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name not in ('rate_counters', 'rate_limit', 'session', 'verification')`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = row.n;
  }
  return counts;
}

function routes() {
  const seen = new Set<string>();
  return t.app.routes
    .filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL')
    .filter(
      (route) =>
        !seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`),
    );
}

describe('fuzzed input on every route', () => {
  it('answers 4xx, never 5xx, and writes nothing', async () => {
    const before = await tableCounts();
    const failures: string[] = [];
    const check = async (caller: Caller, method: string, path: string, body?: unknown) => {
      const answer = await caller.request(method, path, body as Record<string, unknown>);
      const json = answer.headers.get('content-type')?.includes('application/json');
      if (answer.status >= 500 || (answer.status >= 400 && !json))
        failures.push(`${answer.status} ${method} ${path} ${JSON.stringify(body)?.slice(0, 80)}`);
    };
    const all = routes();
    expect(all.length).toBeGreaterThan(20);
    for (const route of all) {
      const caller = route.path.startsWith('/api/admin') ? admin : member;
      const paths = route.path.includes(':')
        ? BAD_IDS.map((id) => route.path.replace(/:\w+/g, encodeURIComponent(id)))
        : [route.path];
      const queries = [
        ...QUERY_KEYS.flatMap((key) =>
          BAD_QUERY_VALUES.map((value) => `${key}=${encodeURIComponent(value)}`),
        ),
        'from=2025-01-01&to=9999-12-31',
        'from=9999-12-30&to=9999-12-31',
        'from=0001-01-01&to=2025-01-01',
      ];
      const noBody = route.method === 'GET' || route.method === 'DELETE';
      // Every bad id once; on the first of them, every bad query where the route reads a query
      // (GET, DELETE), every bad body where it reads a body (no route here reads both).
      for (const path of paths) await check(caller, route.method, path, noBody ? undefined : {});
      if (noBody) {
        for (const query of queries) await check(caller, route.method, `${paths[0]}?${query}`);
      } else {
        for (const body of BODIES) await check(caller, route.method, paths[0], body);
      }
    }
    expect(failures).toEqual([]);
    expect(await tableCounts()).toEqual(before);
  }, 600_000);
});
