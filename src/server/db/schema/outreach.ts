import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

const owner = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

export const setters = pgTable(
  'setters',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: owner(),
    setterName: text('setter_name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('setters_user_name_uq').on(t.userId, sql`lower(${t.setterName})`)],
);

/**
 * One row per DM sent; every daily counter is derived from these rows
 * (docs/decisions/0002-derived-counters.md).
 */
export const dms = pgTable(
  'dm_tracking',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: owner(),
    prospectName: text('prospect_name').notNull(),
    companyName: text('company_name').notNull().default(''),
    platform: text('platform', {
      enum: ['linkedin', 'twitter', 'instagram', 'facebook', 'other'],
    }).notNull(),
    scriptType: text('script_type').notNull().default('cold_dm'),
    setterName: text('setter_name').notNull().default('Self'),
    profileUrl: text('profile_url').notNull(),
    profileKey: text('profile_key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    responseReceived: boolean('response_received').notNull().default(false),
    responseAt: timestamp('response_at', { withTimezone: true }),
    meetingBooked: boolean('meeting_booked').notNull().default(false),
    meetingAt: timestamp('meeting_at', { withTimezone: true }),
    notes: text('notes').notNull().default(''),
    /** Which script the DM used (see src/shared/domain/script-used.ts), or null: none said. */
    scriptUsed: text('script_used'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Idempotency keys made on the device for the log, its reply and its meeting. */
    clientId: uuid('client_id'),
    replyClientId: uuid('reply_client_id'),
    meetingClientId: uuid('meeting_client_id'),
  },
  (t) => [
    // A repeated Log DM (retry, lost response, two tabs flushing one queue) finds its row here.
    uniqueIndex('dm_user_client_uq').on(t.userId, t.clientId),
    index('dm_user_sent_idx').on(t.userId, t.sentAt),
    // The vault's community rates read every member's DMs with a vault script.
    index('dm_vault_script_idx')
      .on(t.scriptUsed, t.userId)
      .where(sql`${t.scriptUsed} like 'vault:%'`),
    index('dm_user_response_idx').on(t.userId, t.responseAt),
    index('dm_user_meeting_idx').on(t.userId, t.meetingAt),
    index('dm_user_key_idx').on(t.userId, t.profileKey),
    // Prospect search (name, company, notes) at any size (docs/decisions/prospect-search.md): a
    // trigram index answers `ilike '%term%'`. The expression must stay identical to
    // prospectSearchText below.
    // fastupdate off: nothing vacuums an embedded database, and an ever-growing pending list
    // would make every search read it in full.
    index('dm_prospect_search_trgm_idx')
      .using(
        'gin',
        sql`(${t.prospectName} || ' ' || ${t.companyName} || ' ' || ${t.notes}) gin_trgm_ops`,
      )
      .with({ fastupdate: false }),
  ],
);

/** The text the prospect search matches; the trigram index above is built on it. */
export const prospectSearchText = sql`(${dms.prospectName} || ' ' || ${dms.companyName} || ' ' || ${dms.notes})`;

export const dmScripts = pgTable(
  'dm_scripts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: owner(),
    scriptType: text('script_type').notNull(),
    prospectName: text('prospect_name').notNull(),
    companyName: text('company_name').notNull(),
    industry: text('industry').notNull().default(''),
    painPoint: text('pain_point').notNull().default(''),
    offer: text('offer').notNull().default(''),
    tone: text('tone').notNull(),
    customContext: text('custom_context').notNull().default(''),
    generatedScript: text('generated_script').notNull(),
    writer: text('writer').notNull().default('builtin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dm_scripts_user_created_idx').on(t.userId, t.createdAt)],
);

export const customObjections = pgTable(
  'custom_objections',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: owner(),
    objection: text('objection').notNull(),
    response: text('response').notNull(),
    category: text('category').notNull().default('Custom'),
    tone: text('tone').notNull().default('professional'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('custom_objections_user_idx').on(t.userId, t.createdAt)],
);

export const achievements = pgTable(
  'achievements',
  {
    userId: owner(),
    code: text('code').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the member was told (the toast); set once, so each badge is announced once. */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

/** The local day on which the goal confetti fired, so it fires once per day on every device. */
export const celebrations = pgTable(
  'celebrations',
  {
    userId: owner(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
