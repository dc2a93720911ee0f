import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { queryRows } from '@/server/db/query-rows';

export type MemberColumn = { table: string; column: string };

/**
 * Every column of the database that names a member, read from the database itself: each column
 * referencing user(id), every column named like one (user_id, userId, owner…, *_by), and the
 * user table's own id. A table added later is found without anyone listing it.
 */
export async function memberColumns(db: Db): Promise<MemberColumn[]> {
  const rows = await queryRows<MemberColumn>(
    db,
    sql`select kcu.table_name as "table", kcu.column_name as "column"
        from information_schema.table_constraints tc
        join information_schema.key_column_usage kcu
          on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
        join information_schema.constraint_column_usage ccu
          on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
        where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'
          and ccu.table_name = 'user' and ccu.column_name = 'id'
        union
        select table_name, column_name from information_schema.columns
        where table_schema = 'public'
          and (column_name ~* '^(user_?id|owner(_?id)?|member_?id)$' or column_name ~* '_by$')
        union
        select 'user', 'id'`,
  );
  return rows.sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));
}

/** Every text-like column of every table (text, varchar, jsonb, json): where a value can hide. */
export async function textColumns(db: Db): Promise<MemberColumn[]> {
  return queryRows<MemberColumn>(
    db,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public'
          and data_type in ('text', 'character varying', 'jsonb', 'json')
          and table_name not like '\\_\\_drizzle%'`,
  );
}

/** How many rows of `table` have `value` in `column` (exactly, or inside it with `within`). */
export async function rowsHolding(
  db: Db,
  { table, column }: MemberColumn,
  value: string,
  within = false,
): Promise<number> {
  const target = sql.raw(`"${table}"."${column}"`);
  const [row] = await queryRows<{ n: number }>(
    db,
    within
      ? sql`select count(*)::int as n from ${sql.raw(`"${table}"`)}
            where strpos(${target}::text, ${value}) > 0`
      : sql`select count(*)::int as n from ${sql.raw(`"${table}"`)}
            where ${target}::text = ${value}`,
  );
  return row.n;
}
