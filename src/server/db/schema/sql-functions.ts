import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which version of each file of src/server/db/functions/ the database holds (its SHA-256): the
 * migrator applies a file again when it changed (src/server/db/sql-functions.ts).
 */
export const sqlFunctions = pgTable('sql_functions', {
  file: text('file').primaryKey(),
  sha256: text('sha256').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
