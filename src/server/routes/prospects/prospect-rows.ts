import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { containsPattern } from '../../db/dm-pages';
import { utcText } from '../../db/utc-text';
import { pipelineStatus } from '../../../shared/domain/pipeline';
import type { Platform } from '../../../shared/domain/platform';
import type { Prospect, ProspectProfile } from '../../../shared/schemas/prospects';
import type { DmId, ProspectId, UserId } from '../../../shared/schemas/ids';

/**
 * How the prospect routes read prospects: one SELECT with each prospect's profiles, first DM and
 * next follow-up day, filtered by `where` (which uses the alias `p`) and ordered by last touch.
 * The page is cut first, by ids alone (the walk reads only prospects_page_cut_idx, whose INCLUDE
 * columns hold what the usual filters need, migration 0025), so the profiles, first DM and other
 * columns are read for its rows only, not for every prospect a search matches.
 * The touch columns are kept by the triggers of migration 0011_prospects.sql.
 */

/** The cadence in force: the prospect's own, else the community's (day 3, 7, 14 by default). */
const cadenceInForce = sql`coalesce(p.cadence, (select cs.follow_up_cadence from community_settings cs
                                                  where cs.id = 1), '{3,7,14}'::integer[])`;

/**
 * The local day the next follow-up is due: the last touch's day plus the gap between this
 * follow-up's cadence day and the one before, never before a snooze. None once the prospect
 * replied (or booked) or every follow-up of the cadence was sent.
 */
export const nextFollowUpDay = (timeZone: string) => sql`
  case when p.replied_at is null and p.meeting_at is null
        and p.touches - 1 < cardinality(${cadenceInForce}) then
    greatest((p.last_touch_at at time zone ${timeZone})::date
               + ((${cadenceInForce})[p.touches] - coalesce((${cadenceInForce})[p.touches - 1], 0)),
             p.snoozed_until)
  end`;

/** A prospect's last touch to the microsecond, for keyset cursors. */
const cursorTs = utcText(sql`p.last_touch_at`, 'us');

export const encodeProspectCursor = (ts: string, id: string) => `${ts}~${id}`;

/** Items after the cursor in (last_touch_at, id) order. */
export function afterProspectCursor(cursor: string, direction: 'asc' | 'desc'): SQL {
  const [ts, id] = cursor.split('~');
  return direction === 'desc'
    ? sql`(p.last_touch_at, p.id) < (${ts}::timestamptz, ${id}::uuid)`
    : sql`(p.last_touch_at, p.id) > (${ts}::timestamptz, ${id}::uuid)`;
}

/**
 * A search of the member's prospects by name or handle: the name, company or notes contain `q`
 * (their lowercased `search_text`, with its trigram index), or one of its profiles' keys does —
 * the handle, or the address of a profile without one (src/shared/domain/platform.ts), so
 * `jade.fit` and `@jade.fit` find the prospect named Jade Fitzgerald. A leading @ is dropped.
 */
export function nameOrHandle(userId: UserId, q: string): SQL {
  const pattern = containsPattern(q.trim().replace(/^@/, '').toLowerCase());
  return sql`(p.search_text like ${pattern}
              or p.id in (select pp.prospect_id from prospect_profiles pp
                          where pp.user_id = ${userId} and pp.profile_key like ${pattern}))`;
}

/** Only the member's own prospects, never one merged into another. */
export const ownProspects = (userId: UserId) =>
  sql`p.user_id = ${userId} and p.merged_into is null and p.touches > 0`;

type RawProspect = {
  id: ProspectId;
  name: string;
  company_name: string;
  notes: string;
  profiles: ProspectProfile[] | string;
  first_dm_id: DmId;
  setter_name: string;
  first_dm_at: Date | string;
  last_touch_at: Date | string;
  touches: number;
  replied_at: Date | string | null;
  meeting_at: Date | string | null;
  next_follow_up: string | null;
  cadence: number[] | null;
  cadence_in_force: number[];
  snoozed_until: string | null;
  cursor_ts: string;
};

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** The pipeline status (src/shared/domain/pipeline.ts), from the prospect's last touch. */
const statusOf = (row: RawProspect, now: Date): Prospect['status'] =>
  pipelineStatus(
    {
      sentAt: iso(row.last_touch_at),
      responseReceived: row.replied_at !== null,
      meetingBooked: row.meeting_at !== null,
    },
    now,
  );

function toProspect(row: RawProspect, now: Date): Prospect {
  return {
    id: row.id,
    name: row.name,
    companyName: row.company_name,
    notes: row.notes,
    profiles: (typeof row.profiles === 'string' ? JSON.parse(row.profiles) : row.profiles).map(
      (profile: { platform: Platform; profileUrl: string }) => ({
        platform: profile.platform,
        profileUrl: profile.profileUrl,
      }),
    ),
    firstDmId: row.first_dm_id,
    setterName: row.setter_name,
    firstDmAt: iso(row.first_dm_at),
    lastTouchAt: iso(row.last_touch_at),
    touches: row.touches,
    repliedAt: isoOrNull(row.replied_at),
    meetingAt: isoOrNull(row.meeting_at),
    status: statusOf(row, now),
    nextFollowUp: row.next_follow_up,
    cadence: row.cadence,
    cadenceInForce: row.cadence_in_force,
    snoozedUntil: row.snoozed_until,
  };
}

export type ProspectRowsPage = { items: Prospect[]; nextCursor: string | null };

/** Prospects matching `where`, ordered by last touch, `limit` per page (one more tells if more). */
export async function selectProspects(
  db: Db,
  {
    from = sql`prospects`,
    where,
    timeZone,
    limit,
    direction = 'desc',
    now = new Date(),
  }: {
    /** The relation read as `p`: the prospects table, or a narrower subquery of it. */
    from?: SQL;
    where: SQL;
    timeZone: string;
    limit: number;
    direction?: 'asc' | 'desc';
    now?: Date;
  },
): Promise<ProspectRowsPage> {
  const order = sql.raw(direction);
  const rows = await queryRows<RawProspect>(
    db,
    sql`select p.id, p.name, p.company_name, p.notes, p.first_dm_at, p.last_touch_at, p.touches,
               p.replied_at, p.meeting_at, p.cadence, p.snoozed_until::text as snoozed_until,
               ${cadenceInForce} as cadence_in_force,
               (${nextFollowUpDay(timeZone)})::text as next_follow_up,
               ${cursorTs} as cursor_ts,
               f.id as first_dm_id, f.setter_name,
               (select coalesce(json_agg(json_build_object('platform', x.platform,
                                                           'profileUrl', x.profile_url)
                                         order by x.first_at), '[]'::json)
                from (select distinct on (d.profile_key) d.platform, d.profile_url,
                             min(d.sent_at) over (partition by d.profile_key) as first_at
                      from dm_tracking d where d.prospect_id = p.id
                      order by d.profile_key, d.sent_at desc) x) as profiles
        from (select p.id from ${from} p
              where ${where}
              order by p.last_touch_at ${order}, p.id ${order}
              limit ${limit + 1}) cut
        join prospects p on p.id = cut.id
        cross join lateral (select d.id, d.setter_name from dm_tracking d
                            where d.prospect_id = p.id and d.is_first limit 1) f
        order by p.last_touch_at ${order}, p.id ${order}`,
  );
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page.at(-1);
  return {
    items: page.map((row) => toProspect(row, now)),
    nextCursor: more && last ? encodeProspectCursor(last.cursor_ts, last.id) : null,
  };
}

/** One of the member's prospects, or null. */
export async function selectProspect(
  db: Db,
  member: { userId: UserId; timeZone: string },
  id: ProspectId,
  now = new Date(),
): Promise<Prospect | null> {
  const page = await selectProspects(db, {
    where: sql`${ownProspects(member.userId)} and p.id = ${id}`,
    timeZone: member.timeZone,
    limit: 1,
    now,
  });
  return page.items[0] ?? null;
}
