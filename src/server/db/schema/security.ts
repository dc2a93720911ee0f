import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SecurityEventKind } from '../../../shared/schemas/security';
import type { UserId } from '../../../shared/schemas/ids';
import { user } from './auth';

/** What a member should know happened to their account: a sign-in, a password change… */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .$type<UserId>()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SecurityEventKind>().notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    meta: jsonb('meta').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('security_events_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * The last TOTP time step (Unix time / 30 s) that passed a member's second factor: a code of
 * that step or an earlier one is refused, so one code signs in once (RFC 6238 §5.2).
 */
export const totpLastStep = pgTable('totp_last_step', {
  userId: text('user_id')
    .$type<UserId>()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  step: bigint('step', { mode: 'number' }).notNull(),
});
