import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Platform } from '../../../shared/domain/platform';
import type { ObjectionCategory } from '../../../shared/content/objections';
import type { ScriptTone, ScriptType } from '../../../shared/content/script-types';
import type { WriterKind } from '../../../shared/schemas/scripts';
import type {
  DmId,
  ObjectionId,
  ProspectId,
  ScriptId,
  SetterId,
  UserId,
} from '../../../shared/schemas/ids';
import { user } from './auth';

const owner = () =>
  text('user_id')
    .$type<UserId>()
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

/** A PostgreSQL tstzrange, read as its text; only SQL uses it. */
const instantRange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

export const setters = pgTable(
  'setters',
  {
    id: uuid('id')
      .$type<SetterId>()
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
 * A person the member messages: one or more profiles (prospect_profiles), and every DM to them
 * in dm_tracking. The touch columns are derived from those DMs by the triggers of migration
 * 0011_prospects.sql (docs/decisions/0132-prospects.md); the app writes only name, company,
 * notes, cadence, snooze and the merge columns.
 */
export const prospects = pgTable(
  'prospects',
  {
    id: uuid('id')
      .$type<ProspectId>()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: owner(),
    name: text('name').notNull(),
    companyName: text('company_name').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /**
     * What the Prospect Tracker's search reads: name, company and notes, lowercased when the row
     * is written, so a search is a plain LIKE instead of ILIKE joining and folding them per row.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || ' ' || company_name || ' ' || notes)`,
    ),
    /** Days after the first DM of each follow-up (e.g. [3, 7, 14]); null: the community's. */
    cadence: integer('cadence').array(),
    /** No follow-up is due before this local day. */
    snoozedUntil: date('snoozed_until', { mode: 'string' }),
    /** Merged into another prospect (hidden), with what the merge moved, for Undo. */
    mergedInto: uuid('merged_into').$type<ProspectId>(),
    mergedAt: timestamp('merged_at', { withTimezone: true }),
    mergeUndo: jsonb('merge_undo').$type<MergeUndo>(),
    // Derived from the prospect's DMs (triggers); never written by the app.
    firstDmAt: timestamp('first_dm_at', { withTimezone: true }),
    lastTouchAt: timestamp('last_touch_at', { withTimezone: true }),
    touches: integer('touches').notNull().default(0),
    /** The platforms of its DMs, sorted (the Prospect Tracker's platform filter). */
    platforms: text('platforms')
      .array()
      .$type<Platform[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    meetingAt: timestamp('meeting_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('prospects_user_last_touch_idx').on(t.userId, t.lastTouchAt),
    // The Prospect Tracker's page cut: the same key with the columns its filters read as
    // INCLUDE columns (migration 0025), which drizzle-kit cannot say, so the walk is index-only.
    // Apart from the index above, which stays small for the follow-ups' counts.
    index('prospects_page_cut_idx').on(t.userId, t.lastTouchAt),
    // Follow-ups: the few prospects whose next day does not follow from a recent last touch.
    index('prospects_own_follow_up_idx')
      .on(t.userId)
      .where(sql`${t.cadence} is not null or ${t.snoozedUntil} is not null`),
    index('prospects_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/** What a merge moved, so Undo puts it back: the DMs, the profiles, the reply and meeting. */
export type MergeUndo = {
  dmIds: string[];
  profileKeys: string[];
  /** The reply and meeting each first DM had before the merge moved them to the first of all. */
  steps: Array<{
    id: string;
    responseReceived: boolean;
    responseAt: string | null;
    meetingBooked: boolean;
    meetingAt: string | null;
  }>;
};

/** Which prospect each profile the member messaged belongs to: one prospect per profile. */
export const prospectProfiles = pgTable(
  'prospect_profiles',
  {
    userId: owner(),
    profileKey: text('profile_key').notNull(),
    prospectId: uuid('prospect_id')
      .$type<ProspectId>()
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.profileKey] }),
    index('prospect_profiles_prospect_idx').on(t.prospectId),
  ],
);

/**
 * One row per DM sent; every daily counter is derived from these rows
 * (docs/decisions/0002-derived-counters.md).
 */
export const dms = pgTable(
  'dm_tracking',
  {
    id: uuid('id')
      .$type<DmId>()
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
    /**
     * Set by the triggers of 0011_prospects.sql from prospect_profiles when written null. The
     * foreign key is DEFERRABLE INITIALLY DEFERRED there (Drizzle cannot say it): a DM to a new
     * profile names its prospect before the statement's trigger makes it.
     */
    prospectId: uuid('prospect_id')
      .$type<ProspectId>()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    /** The prospect's first DM (a new DM); every later one is a follow-up. Kept by triggers. */
    isFirst: boolean('is_first').notNull().default(true),
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
    index('dm_prospect_sent_idx').on(t.prospectId, t.sentAt),
    // Prospect search (name, company, notes) at any size (docs/decisions/0118-prospect-search.md): a
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

/**
 * Each member's DMs per local day (in their current zone), kept in step with dm_tracking by
 * triggers in src/server/db/functions/dm-daily.sql; the cohort view reads it
 * (docs/decisions/0129-dm-daily-rollup.md). Never written by the app.
 */
export const dmDaily = pgTable(
  'dm_daily',
  {
    userId: owner(),
    day: date('day', { mode: 'string' }).notNull(),
    /** DMs sent this day, and of those how many got a reply / a meeting. */
    dms: integer('dms').notNull().default(0),
    /** Of those, first DMs to a prospect (the rest are follow-ups). */
    newDms: integer('new_dms').notNull().default(0),
    replied: integer('replied').notNull().default(0),
    booked: integer('booked').notNull().default(0),
    /** Replies and meetings logged this day (whenever their DM was sent). */
    replies: integer('replies').notNull().default(0),
    meetings: integer('meetings').notNull().default(0),
    /** dms reached the goal this day had (goal_history, as goalLookups answers it). */
    atGoal: boolean('at_goal').notNull().default(false),
    /**
     * Running totals within the row's window (32-day blocks, `dm_window(day)`), from the
     * window's first day up to this row's, and the whole of the window before (`prior_*`): a
     * period of up to 32 days is two rows per member (the last on or before its end and the last
     * before its start, `between` in src/server/routes/admin/cohort.sql.ts), and a DM dated in
     * the past changes at most two windows' rows, never every later day
     * (docs/decisions/0129-dm-daily-rollup.md).
     */
    winDms: integer('win_dms').notNull().default(0),
    winNewDms: integer('win_new_dms').notNull().default(0),
    winReplied: integer('win_replied').notNull().default(0),
    winBooked: integer('win_booked').notNull().default(0),
    winReplies: integer('win_replies').notNull().default(0),
    winMeetings: integer('win_meetings').notNull().default(0),
    winDaysAtGoal: integer('win_days_at_goal').notNull().default(0),
    priorDms: integer('prior_dms').notNull().default(0),
    priorNewDms: integer('prior_new_dms').notNull().default(0),
    priorReplied: integer('prior_replied').notNull().default(0),
    priorBooked: integer('prior_booked').notNull().default(0),
    priorReplies: integer('prior_replies').notNull().default(0),
    priorMeetings: integer('prior_meetings').notNull().default(0),
    priorDaysAtGoal: integer('prior_days_at_goal').notNull().default(0),
    /**
     * Whether the day before this row's day, and the day before that, were at goal (no row: not),
     * so "Needs attention" reads a broken streak from the one row that holds today.
     */
    atGoalDayBefore: boolean('at_goal_day_before').notNull().default(false),
    atGoalTwoDaysBefore: boolean('at_goal_two_days_before').notNull().default(false),
    /**
     * The instants this row's totals hold for: from the start of its day in the member's zone to
     * the start of the member's next row's day (unbounded for the last). Every member's totals
     * on their own local day are one range scan of an SP-GiST index (`valid_at @> t`, migration
     * 0026) at an instant `t` inside that day in every zone, however many zones and dates the
     * members are on.
     */
    validAt: instantRange('valid_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    // With the running totals as INCLUDE columns (migration 0027), which drizzle-kit cannot say.
    index('dm_daily_valid_at_idx').using('spgist', t.validAt),
    // The member's DM days, for the days since the previous one (cohort_dm_gaps).
    index('dm_daily_dm_days_idx')
      .on(t.userId, t.day)
      .where(sql`${t.dms} > 0`),
  ],
);

/**
 * Each member's runs of consecutive days at goal (dm_daily.at_goal), one row per run, kept by
 * the functions in src/server/db/functions/dm-daily.sql: the streak on a day is the run that
 * holds it (or, before today is reached, yesterday). A day that changes its goal changes at most
 * the runs beside it. Never written by the app.
 */
export const dmRuns = pgTable(
  'dm_runs',
  {
    userId: owner(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.firstDay] }),
    // Every member's current run in one index range (INCLUDE columns added in migration 0027).
    index('dm_runs_last_day_idx').on(t.lastDay),
  ],
);

/**
 * Each member's latest DM (the greatest sent_at of their dm_tracking rows), kept in step by
 * triggers in src/server/db/functions/cohort.sql, so the cohort view reads every
 * member's last DM in one join. Never written by the app.
 */
export const dmLast = pgTable('dm_last', {
  userId: owner().primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/**
 * The approved members' DMs per time zone and local day (dm_daily's rows summed by their
 * member's zone), kept in step by triggers on dm_daily and profiles in
 * src/server/db/functions/cohort.sql: the cohort summary's DMs per day read a few
 * rows per zone and day instead of every member's days. A day's count is spread over `bucket`s
 * (a hash of the member), so members of one zone logging at once do not wait on one row; only
 * the sum over the buckets means anything. Never written by the app.
 */
export const cohortDaily = pgTable(
  'cohort_daily',
  {
    timeZone: text('time_zone').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    bucket: integer('bucket').notNull(),
    dms: integer('dms').notNull().default(0),
    /** Approved members with a dm_daily row that day (a reply or meeting day has one too). */
    members: integer('members').notNull().default(0),
    /** dm_daily's other counts summed the same way (migration 0021), for the cohort summary. */
    newDms: integer('new_dms').notNull().default(0),
    replied: integer('replied').notNull().default(0),
    booked: integer('booked').notNull().default(0),
    replies: integer('replies').notNull().default(0),
    meetings: integer('meetings').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.timeZone, t.day, t.bucket] })],
);

/**
 * The approved members' DM days (dm_daily rows with DMs) per time zone and local day, by the
 * days since the member's previous DM day (`gap`; 30, the longest period the cohort counts
 * over, for that many or more, or for a first DM day), kept in step by triggers in
 * src/server/db/functions/cohort.sql. A member DMed in the days [a, b]
 * once for the DM day in it whose previous one is before a: the members active in a period of up
 * to 30 days are the rows of its days with `gap > day - a`, a few rows per zone and day instead
 * of every member's totals. Spread over buckets as cohort_daily. Never written by the app.
 */
export const cohortDmGaps = pgTable(
  'cohort_dm_gaps',
  {
    timeZone: text('time_zone').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    gap: integer('gap').notNull(),
    bucket: integer('bucket').notNull(),
    members: integer('members').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.timeZone, t.day, t.gap, t.bucket] })],
);

/** The text the prospect search matches; the trigram index above is built on it. */
export const prospectSearchText = sql`(${dms.prospectName} || ' ' || ${dms.companyName} || ' ' || ${dms.notes})`;

export const dmScripts = pgTable(
  'dm_scripts',
  {
    id: uuid('id')
      .$type<ScriptId>()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: owner(),
    scriptType: text('script_type').$type<ScriptType>().notNull(),
    prospectName: text('prospect_name').notNull(),
    companyName: text('company_name').notNull(),
    industry: text('industry').notNull().default(''),
    painPoint: text('pain_point').notNull().default(''),
    offer: text('offer').notNull().default(''),
    tone: text('tone').$type<ScriptTone>().notNull(),
    customContext: text('custom_context').notNull().default(''),
    generatedScript: text('generated_script').notNull(),
    writer: text('writer').$type<WriterKind>().notNull().default('builtin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dm_scripts_user_created_idx').on(t.userId, t.createdAt)],
);

export const customObjections = pgTable(
  'custom_objections',
  {
    id: uuid('id')
      .$type<ObjectionId>()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: owner(),
    objection: text('objection').notNull(),
    response: text('response').notNull(),
    category: text('category').$type<ObjectionCategory>().notNull().default('Custom'),
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
