import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from './client';
import { queryRows } from './query-rows';
import { vacuumEmbedded } from './embedded-vacuum';

describe('vacuumEmbedded', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite();
  });
  afterAll(() => database.close());

  it('vacuums and analyzes every table, as autovacuum would', async () => {
    const vacuumed = () =>
      queryRows<{ relname: string; vacuumed: boolean; analyzed: boolean }>(
        database.db,
        sql`select relname, last_vacuum is not null as vacuumed, last_analyze is not null as analyzed
            from pg_stat_user_tables where relname = 'dm_tracking'`,
      );
    expect(await vacuumed()).toEqual([
      { relname: 'dm_tracking', vacuumed: false, analyzed: false },
    ]);
    await vacuumEmbedded(database);
    expect(await vacuumed()).toEqual([{ relname: 'dm_tracking', vacuumed: true, analyzed: true }]);
  });
});
