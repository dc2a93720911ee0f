import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Member } from '../../profiles/profiles.service';
import { queryRows } from '../../db/query-rows';
import { notFound } from '../../http/errors';
import { readFollowUpRule } from '../../goals/follow-up-rule';
import { addDays, localDay, startOfLocalDay } from '../../../shared/domain/day';
import {
  COLD_AFTER_DAYS,
  THIS_WEEK_DAYS,
  type FollowUpGroup,
  type StatusFilter,
} from '../../../shared/domain/pipeline';
import { prospectRate } from '../../../shared/domain/rates';
import type { Platform } from '../../../shared/domain/platform';
import type {
  EditProspectInput,
  FollowUpPage,
  MergeSuggestion,
  ProspectDetails,
  ProspectPage,
  ProspectsQuery,
  ProspectStats,
  TimelineEvent,
} from '../../../shared/schemas/prospects';
import type { DmId, ProspectId } from '../../../shared/schemas/ids';
import {
  afterProspectCursor,
  nameOrHandle,
  nextFollowUpDay,
  ownProspects,
  selectProspect,
  selectProspects,
} from './prospect-rows';

const DEFAULT_PAGE = 25;

const coldBefore = (now: Date) => new Date(now.getTime() - COLD_AFTER_DAYS * 86_400_000);

/** The status filter (docs/product.md, Prospect Tracker), as SQL on prospects `p`. */
function statusCondition(status: StatusFilter | undefined, now: Date): SQL | undefined {
  switch (status) {
    case 'sent':
      return sql`p.replied_at is null and p.meeting_at is null`;
    case 'responded':
      return sql`p.replied_at is not null and p.meeting_at is null`;
    case 'closed':
      return sql`p.meeting_at is not null`;
    case 'cold':
      return sql`p.replied_at is null and p.last_touch_at < ${coldBefore(now)}`;
    default:
      return undefined;
  }
}

const all = (conditions: (SQL | undefined)[]) =>
  sql.join(
    conditions.filter((condition): condition is SQL => condition !== undefined),
    sql` and `,
  );

/**
 * Prospects, newest touch first; name, company or notes contain `q`, in any case (their
 * lowercased `search_text`, migration 0023, with its trigram index), or a profile's handle does
 * (nameOrHandle).
 */
export async function listProspects(
  db: Db,
  viewer: Member<'timeZone'>,
  query: ProspectsQuery,
  now = new Date(),
): Promise<ProspectPage> {
  const platform = query.platform && query.platform !== 'all' ? query.platform : undefined;
  return selectProspects(db, {
    where: all([
      ownProspects(viewer.userId),
      statusCondition(query.status, now),
      platform ? sql`${platform} = any (p.platforms)` : undefined,
      query.q ? nameOrHandle(viewer.userId, query.q) : undefined,
      query.cursor ? afterProspectCursor(query.cursor, 'desc') : undefined,
    ]),
    timeZone: viewer.timeZone,
    limit: query.limit ?? DEFAULT_PAGE,
    now,
  });
}

/**
 * The stat cards: people, counted once. Rates over every prospect ever messaged; 'This Week' is
 * the prospects first messaged today and the six local days before. Read from the member's
 * dm_daily rows (one per active day, docs/decisions/0132-prospects.md): a prospect is its first
 * DM (new_dms), and its reply and meeting live on that DM.
 */
export async function prospectStats(
  db: Db,
  viewer: Member<'timeZone'>,
  now = new Date(),
): Promise<ProspectStats> {
  const weekStart = addDays(localDay(now, viewer.timeZone), -(THIS_WEEK_DAYS - 1));
  const [row] = await queryRows<Omit<ProspectStats, 'replyRate' | 'meetingRate'>>(
    db,
    sql`select coalesce(sum(r.new_dms), 0)::int as prospects,
               coalesce(sum(r.replied), 0)::int as replied,
               coalesce(sum(r.booked), 0)::int as meetings,
               coalesce(sum(r.new_dms) filter (where r.day >= ${weekStart}::date), 0)::int
                 as "thisWeek"
        from dm_daily r where r.user_id = ${viewer.userId}`,
  );
  return {
    ...row,
    replyRate: prospectRate(row.replied, row.prospects),
    meetingRate: prospectRate(row.meetings, row.prospects),
  };
}

/**
 * Follow-ups (docs/decisions/0132-prospects.md): each prospect's next follow-up day comes from
 * its last touch and the cadence. 'today': due today; 'overdue': due in the week before (older
 * ones have gone cold). Oldest touch first, so the lead closest to going cold comes first.
 */
export async function followUps(
  db: Db,
  viewer: Member<'timeZone'>,
  query: { group: FollowUpGroup; cursor?: string; limit?: number },
  now = new Date(),
): Promise<FollowUpPage> {
  const today = localDay(now, viewer.timeZone);
  const due = nextFollowUpDay(viewer.timeZone);
  const { cadence } = await readFollowUpRule(db);
  // On the community's cadence, a prospect touched before `since` was due before the overdue
  // week began: only recent prospects, and those with a cadence or snooze of their own (a
  // partial index), have their day worked out (100,000 prospects would take ~0.4 s).
  const longestGap = Math.max(...cadence.map((day, i) => day - (cadence[i - 1] ?? 0)));
  const since = startOfLocalDay(addDays(today, -(COLD_AFTER_DAYS + longestGap)), viewer.timeZone);
  const candidates = sql`(p.last_touch_at >= ${since}
                          or (p.cadence is not null or p.snoozed_until is not null))`;
  const groups: Record<FollowUpGroup, SQL> = {
    today: sql`(${due}) = ${today}::date`,
    overdue: sql`(${due}) < ${today}::date and (${due}) >= ${addDays(today, -COLD_AFTER_DAYS)}::date`,
  };
  const [[counts], page] = await Promise.all([
    // The candidates in WHERE, so both counts read their index ranges, not every prospect.
    queryRows<FollowUpPage['counts']>(
      db,
      sql`select (count(*) filter (where ${groups.today}))::int as today,
                 (count(*) filter (where ${groups.overdue}))::int as overdue
          from prospects p where ${ownProspects(viewer.userId)} and ${candidates}`,
    ),
    selectProspects(db, {
      // OFFSET 0 keeps the subquery apart: without it the planner walks the member's whole
      // last-touch index in order, filtering nearly every prospect, to find the oldest due.
      from: sql`(select * from prospects p
                 where ${ownProspects(viewer.userId)} and ${candidates} offset 0)`,
      where: all([
        groups[query.group],
        query.cursor ? afterProspectCursor(query.cursor, 'asc') : undefined,
      ]),
      timeZone: viewer.timeZone,
      limit: query.limit ?? DEFAULT_PAGE,
      direction: 'asc',
      now,
    }),
  ]);
  return { counts, items: page.items, nextCursor: page.nextCursor };
}

type TimelineRow = {
  id: DmId;
  sent_at: Date | string;
  response_at: Date | string | null;
  meeting_at: Date | string | null;
  platform: Platform;
  profile_url: string;
  setter_name: string;
  script_used: string | null;
  notes: string;
};

/** Every touch in time order: the first DM, each follow-up, the reply, the meeting. */
function timelineOf(rows: TimelineRow[]): TimelineEvent[] {
  const events: TimelineEvent[] = [];
  rows.forEach((row, index) => {
    const base = {
      dmId: row.id,
      platform: row.platform,
      profileUrl: row.profile_url,
      setterName: row.setter_name,
      scriptUsed: row.script_used,
    };
    events.push({
      ...base,
      kind: index === 0 ? 'first_dm' : 'follow_up',
      at: new Date(row.sent_at).toISOString(),
      number: index + 1,
      notes: row.notes,
    });
    if (row.response_at !== null) {
      events.push({
        ...base,
        kind: 'reply',
        at: new Date(row.response_at).toISOString(),
        number: null,
        notes: '',
      });
    }
    if (row.meeting_at !== null) {
      events.push({
        ...base,
        kind: 'meeting',
        at: new Date(row.meeting_at).toISOString(),
        number: null,
        notes: '',
      });
    }
  });
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

/** Other prospects that may be the same person: the same name, or the same company. */
async function mergeSuggestions(
  db: Db,
  viewer: Member<'timeZone'>,
  prospect: { id: ProspectId; name: string; companyName: string },
): Promise<MergeSuggestion[]> {
  const rows = await queryRows<{
    id: ProspectId;
    name: string;
    company_name: string;
    same_name: boolean;
  }>(
    db,
    sql`select p.id, p.name, p.company_name, lower(p.name) = lower(${prospect.name}) as same_name
        from prospects p
        where ${ownProspects(viewer.userId)} and p.id <> ${prospect.id}
          and (lower(p.name) = lower(${prospect.name})
               or (${prospect.companyName} <> ''
                   and lower(p.company_name) = lower(${prospect.companyName})))
        order by same_name desc, p.last_touch_at desc
        limit 5`,
  );
  if (rows.length === 0) return [];
  const { items } = await selectProspects(db, {
    where: sql`${ownProspects(viewer.userId)} and p.id in (${sql.join(
      rows.map((row) => sql`${row.id}`),
      sql`, `,
    )})`,
    timeZone: viewer.timeZone,
    limit: rows.length,
  });
  const profiles = new Map(items.map((item) => [item.id, item.profiles]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    companyName: row.company_name,
    profiles: profiles.get(row.id) ?? [],
    reason: row.same_name ? 'same_name' : 'same_company',
  }));
}

export async function getProspect(
  db: Db,
  viewer: Member<'timeZone'>,
  id: ProspectId,
  now = new Date(),
): Promise<ProspectDetails> {
  const prospect = await selectProspect(db, viewer, id, now);
  if (!prospect) throw notFound('Prospect not found');
  const [rows, suggestions, rule] = await Promise.all([
    queryRows<TimelineRow>(
      db,
      sql`select id, sent_at, response_at, meeting_at, platform, profile_url, setter_name,
                 script_used, notes
          from dm_tracking where prospect_id = ${id} and user_id = ${viewer.userId}
          order by sent_at, id`,
    ),
    mergeSuggestions(db, viewer, prospect),
    readFollowUpRule(db),
  ]);
  return {
    prospect,
    timeline: timelineOf(rows),
    suggestions,
    communityCadence: rule.cadence,
  };
}

/**
 * Name, company, notes, cadence, snooze. A new name or company is also written on the
 * prospect's DMs, so the Logs Manager, its search and the CSV say the same.
 */
export async function editProspect(
  db: Db,
  viewer: Member<'timeZone'>,
  id: ProspectId,
  input: EditProspectInput,
  now = new Date(),
) {
  const updated = await db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: ProspectId }>(
      tx as unknown as Db,
      sql`update prospects p
          set name = coalesce(${input.name ?? null}, p.name),
              company_name = coalesce(${input.companyName ?? null}, p.company_name),
              notes = coalesce(${input.notes ?? null}, p.notes),
              cadence = ${
                input.cadence === undefined
                  ? sql`p.cadence`
                  : input.cadence === null
                    ? sql`null`
                    : sql`${`{${input.cadence.join(',')}}`}::integer[]`
              },
              snoozed_until = ${
                input.snoozedUntil === undefined
                  ? sql`p.snoozed_until`
                  : sql`${input.snoozedUntil}::date`
              },
              updated_at = now()
          where ${ownProspects(viewer.userId)} and p.id = ${id}
          returning p.id`,
    );
    if (!row) return false;
    if (input.name !== undefined || input.companyName !== undefined) {
      await tx.execute(sql`update dm_tracking d
                           set prospect_name = p.name, company_name = p.company_name,
                               updated_at = now()
                           from prospects p
                           where p.id = ${id} and d.prospect_id = p.id
                             and d.user_id = ${viewer.userId}
                             and (d.prospect_name, d.company_name)
                                 is distinct from (p.name, p.company_name)`);
    }
    return true;
  });
  if (!updated) throw notFound('Prospect not found');
  return (await selectProspect(db, viewer, id, now))!;
}
