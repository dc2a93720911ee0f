import { sql } from 'drizzle-orm';
import { openPostgres, openPglite } from '@/server/db/client';
import { createEmptyPostgresDatabase } from '@/test/test-db';
import { exportHistory } from '@/test/history';
import { exportParts } from '@/shared/domain/export-parts';
import { applyExport } from '@/server/routes/exports/exports.service';
import { immediateTurns } from '@/server/db/turns';
import { queryRows } from '@/server/db/query-rows';

const engine = process.argv[2];
let d;
let drop = async () => {};
if (engine === 'pg') {
  const fresh = await createEmptyPostgresDatabase(
    'postgres://postgres@127.0.0.1:5432/postgres',
    'dmsprint_prof',
  );
  d = await openPostgres(fresh.url, 2);
  drop = fresh.drop;
} else d = await openPglite();
const db = d.db;
await db.execute(sql`insert into "user" (id, name, email) values ('u1', 'U', 'u1@x')`);
await db.execute(
  sql`insert into profiles (user_id, full_name, approval_status, time_zone) values ('u1', 'U', 'approved', 'UTC')`,
);
const member = { userId: 'u1' as never, timeZone: 'UTC' } as never;
const parts = exportParts(
  exportHistory({ conversations: 1000, followUps: 9, days: 365, prefix: 'p' }),
);
for (const part of parts.slice(0, 2))
  await applyExport(db, immediateTurns, member, { platform: 'linkedin', conversations: part });
// one statement of 200 backdated DMs to new profiles, spread over the year
const rows = Array.from(
  { length: 200 },
  (_, i) =>
    sql`('u1', 'Lead', '', 'linkedin', 'Self', ${'https://linkedin.com/in/q' + i}, ${'linkedin:q' + i}, now() - (${i * 1.8} || ' days')::interval)`,
);
const plan = await queryRows<{ 'QUERY PLAN': string }>(
  db,
  sql`explain (analyze, timing) insert into dm_tracking (user_id, prospect_name, company_name, platform, setter_name, profile_url, profile_key, sent_at) values ${sql.join(rows, sql`, `)}`,
);
console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
// and follow-ups of those
const rows2 = Array.from(
  { length: 200 },
  (_, i) =>
    sql`('u1', 'Lead', '', 'linkedin', 'Self', ${'https://linkedin.com/in/q' + i}, ${'linkedin:q' + i}, now() - (${i * 1.8 - 1} || ' days')::interval)`,
);
const plan2 = await queryRows<{ 'QUERY PLAN': string }>(
  db,
  sql`explain (analyze, timing) insert into dm_tracking (user_id, prospect_name, company_name, platform, setter_name, profile_url, profile_key, sent_at) values ${sql.join(rows2, sql`, `)}`,
);
console.log(plan2.map((r) => r['QUERY PLAN']).join('\n'));
await d.close();
await drop();
