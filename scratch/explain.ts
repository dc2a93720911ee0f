import { sql } from 'drizzle-orm';
import { openPglite } from '../src/server/db/client';
import { existsSync } from 'node:fs';
import { seed } from '../bench/prospects.bench';
const dir = '/tmp/dm-explain-db2';
const fresh = !existsSync(dir);
const database = await openPglite(dir);
const db = database.db;
const q = async (text: string) => {
  const r = (await db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] };
  return r.rows;
};
if (fresh) {
  await q(`insert into "user" (id, name, email) values ('m','m','m@x'),('o','o','o@x')`);
  await seed(db, 'm', 100000, 0);
  await seed(db, 'o', 50000, 100000);
  await q('analyze dm_tracking');
  await q('checkpoint');
}
for (const stmt of process.argv.slice(2)) {
  const t0 = performance.now();
  const rows = await q(stmt);
  console.log(rows.map((r) => Object.values(r)[0]).join('\n'));
  console.log('---', (performance.now() - t0).toFixed(1), 'ms');
}
await database.close();
