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
  if (process.argv[3] === 'explain') {
    await d.db.execute(
      sql.raw(`alter database ${fresh.name} set session_preload_libraries = 'auto_explain'`),
    );
    await d.db.execute(
      sql.raw(`alter database ${fresh.name} set auto_explain.log_min_duration = 3`),
    );
    await d.db.execute(
      sql.raw(`alter database ${fresh.name} set auto_explain.log_nested_statements = on`),
    );
    await d.db.execute(sql.raw(`alter database ${fresh.name} set auto_explain.log_analyze = on`));
    await d.close();
    d = await openPostgres(fresh.url, 2);
  }
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
for (const [i, part] of parts.entries()) {
  const t0 = performance.now();
  const r = await applyExport(db, immediateTurns, member, {
    platform: 'linkedin',
    conversations: part,
  });
  console.log(`part ${i}: ${(performance.now() - t0).toFixed(0)} ms`, r.dmsAdded, r.followUpsAdded);
}
console.log(await queryRows(db, sql`select count(*) from dm_tracking`));
await d.close();
await drop();
console.log((globalThis as any).PROF);
