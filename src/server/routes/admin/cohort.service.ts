import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exportChecks } from '../../db/schema';
import { containsPattern } from '../../db/dm-pages';
import { queryRows } from '../../db/query-rows';
import { epochMs, isoWriter, utcText } from '../../db/utc-text';
import {
  COHORT_PAGE_SIZE,
  type CohortCounts,
  type CohortListOptions,
  type CohortPage,
  type CohortPeriod,
  type CohortRow,
  type CohortSort,
  type ExportCheck,
} from '../../../shared/schemas/cohort';
import type { CohortCsvRow } from '../../../shared/domain/cohort-csv';
import { prospectRates } from '../../../shared/domain/rates';
import {
  everyMember,
  everyMemberCounts,
  lastDm,
  memberCount,
  sortKeys,
  sortNeeds,
  withCounts,
} from './cohort.sql';
import type { UserId } from '../../../shared/schemas/ids';

type RawRow = {
  user_id: UserId;
  name: string;
  time_zone: string;
  total: number;
  dms: number;
  new_dms: number;
  replies: number;
  meetings: number;
  replied: number;
  booked: number;
  days_at_goal: number;
  last_dm: string | null;
  team_size: number;
  streak: number;
};

/**
 * A member's (or the cohort's) counts and rates: the rates are prospectRate over the prospects
 * first messaged in the period (new_dms), as the member's own analytics give them.
 */
export function counts(row: {
  dms: number;
  new_dms: number;
  replies: number;
  meetings: number;
  replied: number;
  booked: number;
}): CohortCounts {
  const parts = { prospects: row.new_dms, replied: row.replied, booked: row.booked };
  return {
    dms: row.dms,
    replies: row.replies,
    meetings: row.meetings,
    ...parts,
    ...prospectRates(parts),
  };
}

/**
 * One page of approved members with their numbers for the period, each member in their own
 * zone. The sort key is computed in the database for every member in one set-based pass, the
 * page is cut there, and only the page's rows get their other columns.
 */
export async function listCohort(
  db: Db,
  { period, sort, dir, q, page }: CohortListOptions,
  now = new Date(),
): Promise<CohortPage> {
  const search = q ? containsPattern(q) : undefined;
  const offset = (page - 1) * COHORT_PAGE_SIZE;
  const rows = await pageBy(
    db,
    period,
    sort,
    dir,
    search,
    { offset, limit: COHORT_PAGE_SIZE },
    now,
  );
  const checks = await exportChecksOf(
    db,
    rows.map((row) => row.user_id),
  );
  return {
    period,
    page,
    pageSize: COHORT_PAGE_SIZE,
    total: rows[0]?.total ?? (await countMembers(db, search)),
    rows: rows.map((row) => ({
      ...toCohortRow(row),
      exportCheck: checks.get(row.user_id) ?? null,
    })),
  };
}

/** The page's members' latest export checks: one lookup by primary key for the whole page. */
async function exportChecksOf(db: Db, userIds: UserId[]): Promise<Map<UserId, ExportCheck>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select().from(exportChecks).where(inArray(exportChecks.userId, userIds));
  return new Map(
    rows.map((row) => [
      row.userId,
      {
        checkedAt: row.checkedAt.toISOString(),
        exportedDms: row.exportedDms,
        loggedBefore: row.loggedBefore,
      },
    ]),
  );
}

function toCohortRow(row: RawRow): Omit<CohortRow, 'exportCheck'> {
  return {
    userId: row.user_id,
    name: row.name,
    timeZone: row.time_zone,
    ...counts(row),
    streak: row.streak,
    daysAtGoal: row.days_at_goal,
    lastDmAt: row.last_dm,
    teamSize: row.team_size,
  };
}

/**
 * Every approved member sorted by name, with the period's counts and their streak: the rows of
 * the CSV export. One pass over all members (their running totals and streak today, and their
 * totals before the period, each from one range scan per distinct instant).
 * What the embedded database pays for most is writing values out, so the answer is four
 * aggregates over the same rows, in the same order: the names and ids, the counts as one
 * integer array and the last DMs as epoch milliseconds, each turned into JSON once. Per value,
 * that costs PGlite a fraction of a JSON array per member. The rows are sorted here, as the
 * cohort sorts by name (lowercased, then by id): cheaper than an ordered aggregate.
 */
export async function cohortCsvRows(
  db: Db,
  period: CohortPeriod,
  now = new Date(),
): Promise<CohortCsvRow[]> {
  const [answer] = await queryRows<{
    names: string[] | null;
    ids: UserId[] | null;
    counts: [number, number, number, number, number, number, number, number, number][] | null;
    last_dms: (number | null)[] | null;
  }>(
    db,
    sql`with ${everyMember(now, period)}
        select json_agg(w.name) as names, json_agg(w.user_id) as ids,
               array_to_json(array_agg(array[w.dms, w.new_dms, w.replies, w.meetings, w.replied,
                                             w.booked, w.days_at_goal, w.streak, w.team_size]))
                 as counts,
               array_to_json(array_agg(${epochMs(sql`l.sent_at`)})) as last_dms
        from (${everyMemberCounts({ period: true, streak: true })}) w
        left join dm_last l on l.user_id = w.user_id`,
  );
  if (!answer.names || !answer.ids || !answer.counts || !answer.last_dms) return [];
  const { names, ids, counts: numbers, last_dms: lastDms } = answer;
  const order = names.map((name, index) => ({ key: name.toLowerCase(), index }));
  order.sort((a, b) => compareText(a.key, b.key) || compareText(ids[a.index], ids[b.index]));
  const iso = isoWriter();
  return order.map(({ index }) => {
    const [dms, prospects, replies, meetings, replied, booked, daysAtGoal, streak, teamSize] =
      numbers[index];
    const lastDm = lastDms[index];
    return {
      name: names[index],
      dms,
      replies,
      meetings,
      prospects,
      replied,
      booked,
      streak,
      daysAtGoal,
      lastDmAt: lastDm === null ? null : iso(lastDm),
      teamSize,
    };
  });
}

/** Code-unit order, as the database's C collation orders (not the locale's). */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

async function pageBy(
  db: Db,
  period: CohortPeriod,
  sort: CohortSort,
  dir: 'asc' | 'desc',
  search: string | undefined,
  { offset, limit }: { offset: number; limit: number },
  now: Date,
): Promise<RawRow[]> {
  const order = sql.raw(dir === 'asc' ? 'asc' : 'desc');
  // The sort key for every member (with only the counts it needs), then the page's full rows.
  return queryRows<RawRow>(
    db,
    sql`with ${everyMember(now, period, { search })},
        ranked as (
          select w.*, ${sortKeys[sort]} as sort_key, ${memberCount(search)} as total
          from (${everyMemberCounts(sortNeeds[sort])}) w
          order by sort_key ${order} nulls last, lower(w.name), w.user_id
          limit ${limit} offset ${offset}
        )
        select w.*, ${utcText(lastDm, 'ms')} as last_dm
        from (${withCounts(
          sql`select user_id, name, time_zone, team_size, today, from_day, today_at, start_at,
                     sort_key, total from ranked`,
        )}) w
        order by w.sort_key ${order} nulls last, lower(w.name), w.user_id`,
  );
}

/** How many members the search finds, for a page past the last. */
async function countMembers(db: Db, search: string | undefined): Promise<number> {
  const [row] = await queryRows<{ total: number }>(db, sql`select ${memberCount(search)} as total`);
  return row.total;
}
