import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/dm-pages';
import { queryRows } from '../../db/query-rows';
import {
  COHORT_PAGE_SIZE,
  type CohortCounts,
  type CohortListOptions,
  type CohortPage,
  type CohortPeriod,
  type CohortRow,
  type CohortSort,
} from '../../../shared/schemas/cohort';
import { currentStreaks } from '../progress/leaderboard.service';
import { rowColumns, sortKeys, windows } from './cohort.sql';

type RawRow = {
  user_id: string;
  name: string;
  time_zone: string;
  solo_mode: boolean;
  setters_count: number;
  personal_goal: number | null;
  total: number;
  dms: number;
  replies: number;
  meetings: number;
  replied: number;
  booked: number;
  days_at_goal: number;
  last_dm: string | Date | null;
  team_size: number;
};

/** A percentage, or null when there is nothing to divide by (as the member's analytics). */
export const rate = (part: number, whole: number) => (whole === 0 ? null : (part * 100) / whole);

export function counts(row: {
  dms: number;
  replies: number;
  meetings: number;
  replied: number;
  booked: number;
}): CohortCounts {
  return {
    dms: row.dms,
    replies: row.replies,
    meetings: row.meetings,
    replied: row.replied,
    booked: row.booked,
    replyRate: rate(row.replied, row.dms),
    meetingRate: rate(row.booked, row.dms),
  };
}

const toIso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * One page of approved members with their numbers for the period, each member in their own
 * zone. The sort key is computed in the database for every member, the page is cut there, and
 * only the page's rows get their other columns. The current streak walks back day by day, so
 * sorting by it ranks every member's streak first (see docs/benchmarks.md).
 */
export async function listCohort(
  db: Db,
  { period, sort, dir, q, page }: CohortListOptions,
  now = new Date(),
): Promise<CohortPage> {
  const search = q ? containsPattern(q) : undefined;
  const offset = (page - 1) * COHORT_PAGE_SIZE;
  const rows =
    sort === 'streak'
      ? await pageByStreak(db, period, dir, search, offset, now)
      : await pageBy(db, period, sort, dir, search, { offset, limit: COHORT_PAGE_SIZE }, now);
  const streaks = await streaksOf(db, rows, now);
  return {
    period,
    page,
    pageSize: COHORT_PAGE_SIZE,
    total: rows[0]?.total ?? (await countMembers(db, period, search, now)),
    rows: rows.map((row) => toCohortRow(row, streaks.get(row.user_id) ?? 0)),
  };
}

/**
 * Current streaks of many members, a hundred at a time: each probe carries four parameters and
 * a database statement takes at most 65,535.
 */
async function streaksOf(db: Db, rows: RawRow[], now: Date): Promise<Map<string, number>> {
  const streaks = new Map<string, number>();
  for (let index = 0; index < rows.length; index += STREAK_BATCH) {
    const batch = rows.slice(index, index + STREAK_BATCH).map(profileOf);
    for (const [userId, streak] of await currentStreaks(db, batch, now)) {
      streaks.set(userId, streak);
    }
  }
  return streaks;
}

const STREAK_BATCH = 100;

const profileOf = (row: RawRow) => ({
  userId: row.user_id,
  timeZone: row.time_zone,
  soloMode: row.solo_mode,
  settersCount: row.setters_count,
  personalGoal: row.personal_goal,
});

function toCohortRow(row: RawRow, streak: number): CohortRow {
  return {
    userId: row.user_id,
    name: row.name,
    timeZone: row.time_zone,
    ...counts(row),
    streak,
    daysAtGoal: row.days_at_goal,
    lastDmAt: toIso(row.last_dm),
    teamSize: row.team_size,
  };
}

/** Every member matching, sorted by name, with their streak: the CSV export. */
export async function allCohortRows(db: Db, period: CohortPeriod, now = new Date()) {
  const rows = await pageBy(db, period, 'name', 'asc', undefined, { offset: 0, limit: null }, now);
  const streaks = await streaksOf(db, rows, now);
  return rows.map((row) => toCohortRow(row, streaks.get(row.user_id) ?? 0));
}

async function pageBy(
  db: Db,
  period: CohortPeriod,
  sort: Exclude<CohortSort, 'streak'>,
  dir: 'asc' | 'desc',
  search: string | undefined,
  { offset, limit }: { offset: number; limit: number | null },
  now: Date,
): Promise<RawRow[]> {
  const order = sql.raw(dir === 'asc' ? 'asc' : 'desc');
  return queryRows<RawRow>(
    db,
    sql`with ranked as (
          select w.*, ${sortKeys[sort]} as sort_key, count(*) over ()::int as total
          from (${windows(now, period, 0, search)}) w
          order by sort_key ${order} nulls last, lower(w.name), w.user_id
          ${limit === null ? sql`` : sql`limit ${limit} offset ${offset}`}
        )
        select w.*, ${rowColumns}
        from ranked w
        order by w.sort_key ${order} nulls last, lower(w.name), w.user_id`,
  );
}

/** Sorting by the current streak: every member's streak, then the page in that order. */
async function pageByStreak(
  db: Db,
  period: CohortPeriod,
  dir: 'asc' | 'desc',
  search: string | undefined,
  offset: number,
  now: Date,
): Promise<RawRow[]> {
  const members = await queryRows<RawRow>(
    db,
    sql`select w.* from (${windows(now, period, 0, search)}) w`,
  );
  const streaks = await streaksOf(db, members, now);
  const sign = dir === 'asc' ? 1 : -1;
  const ids = members
    .sort(
      (a, b) =>
        sign * ((streaks.get(a.user_id) ?? 0) - (streaks.get(b.user_id) ?? 0)) ||
        a.name.toLowerCase().localeCompare(b.name.toLowerCase()) ||
        a.user_id.localeCompare(b.user_id),
    )
    .slice(offset, offset + COHORT_PAGE_SIZE)
    .map((member) => member.user_id);
  if (ids.length === 0) return [];
  const rows = await queryRows<RawRow>(
    db,
    sql`select w.*, ${members.length}::int as total, ${rowColumns}
        from (${windows(now, period, 0, search)}) w
        where w.user_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return ids.map((id) => rows.find((row) => row.user_id === id)!);
}

async function countMembers(
  db: Db,
  period: CohortPeriod,
  search: string | undefined,
  now: Date,
): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (${windows(now, period, 0, search)}) w`,
  );
  return row.total;
}
