import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Member } from '../../profiles/profiles.service';
import { containsPattern, dmKeysetPage, dmSearchPage } from '../../db/dm-pages';
import { dms, prospectSearchText } from '../../db/schema';
import { notFound } from '../../http/errors';
import { toDm } from '../dms/dms.service';
import { addDays, localDay, startOfLocalDay } from '../../../shared/domain/day';
import {
  COLD_AFTER_DAYS,
  FOLLOW_UP_AFTER_DAYS,
  rate,
  THIS_WEEK_DAYS,
  type FollowUpGroup,
  type StatusFilter,
} from '../../../shared/domain/pipeline';
import type { Dm } from '../../../shared/schemas/dm';
import {
  type FollowUpPage,
  type ProspectPage,
  type ProspectsQuery,
  type ProspectStats,
} from '../../../shared/schemas/prospects';
import type { DmId } from '../../../shared/schemas/ids';

const DAY_MS = 86_400_000;
const DEFAULT_PAGE = 25;

const coldBefore = (now: Date) => new Date(now.getTime() - COLD_AFTER_DAYS * DAY_MS);

/** The status filter (docs/product.md, Prospect Tracker), as SQL. 'sent' includes cold DMs. */
function statusCondition(status: StatusFilter | undefined, now: Date): SQL | undefined {
  switch (status) {
    case 'sent':
      return and(eq(dms.responseReceived, false), eq(dms.meetingBooked, false));
    case 'responded':
      return and(eq(dms.responseReceived, true), eq(dms.meetingBooked, false));
    case 'closed':
      return and(eq(dms.responseReceived, true), eq(dms.meetingBooked, true));
    case 'cold':
      return and(eq(dms.responseReceived, false), lt(dms.sentAt, coldBefore(now)));
    default:
      return undefined;
  }
}

/**
 * Name, company or notes contain the term; answered by the trigram index
 * (docs/decisions/0118-prospect-search.md).
 */
const prospectSearch = (q: string | undefined) =>
  q ? sql`${prospectSearchText} ilike ${containsPattern(q)}` : undefined;

export async function listProspects(
  db: Db,
  viewer: Member<'timeZone'>,
  query: ProspectsQuery,
  now = new Date(),
): Promise<ProspectPage> {
  const scope = eq(dms.userId, viewer.userId);
  const filters = and(
    statusCondition(query.status, now),
    query.platform && query.platform !== 'all'
      ? sql`${dms.platform} = ${query.platform}`
      : undefined,
  );
  const options = { cursor: query.cursor, limit: query.limit ?? DEFAULT_PAGE };
  const page = query.q
    ? await dmSearchPage(db, scope, and(filters, prospectSearch(query.q))!, options)
    : await dmKeysetPage(db, and(scope, filters), options);
  return { items: page.items, nextCursor: page.nextCursor };
}

/** The stat cards, in one aggregate; 'This Week' is today and the six local days before it. */
export async function prospectStats(
  db: Db,
  viewer: Member<'timeZone'>,
  now = new Date(),
): Promise<ProspectStats> {
  const weekStart = startOfLocalDay(
    addDays(localDay(now, viewer.timeZone), -(THIS_WEEK_DAYS - 1)),
    viewer.timeZone,
  );
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      responded: sql<number>`(count(*) filter (where ${dms.responseReceived}))::int`,
      meetings: sql<number>`(count(*) filter (where ${dms.meetingBooked}))::int`,
      thisWeek: sql<number>`(count(*) filter (where ${dms.sentAt} >= ${weekStart}))::int`,
    })
    .from(dms)
    .where(eq(dms.userId, viewer.userId));
  return {
    ...row,
    responseRate: rate(row.responded, row.total),
    meetingRate: rate(row.meetings, row.total),
  };
}

/**
 * Follow-ups: DMs without a reply, due on the third local day after they were sent.
 * today: sent on today − 3. overdue: sent before that and not cold yet (within 7 × 24 h).
 * Oldest first, so the lead closest to going cold comes first.
 */
function followUpWindows(
  viewer: Member<'timeZone'>,
  now: Date,
): Record<FollowUpGroup, [Date, Date]> {
  const today = localDay(now, viewer.timeZone);
  const dueStart = startOfLocalDay(addDays(today, -FOLLOW_UP_AFTER_DAYS), viewer.timeZone);
  const dueEnd = startOfLocalDay(addDays(today, 1 - FOLLOW_UP_AFTER_DAYS), viewer.timeZone);
  return { today: [dueStart, dueEnd], overdue: [coldBefore(now), dueStart] };
}

export async function followUps(
  db: Db,
  viewer: Member<'timeZone'>,
  query: { group: FollowUpGroup; cursor?: string; limit?: number },
  now = new Date(),
): Promise<FollowUpPage> {
  const windows = followUpWindows(viewer, now);
  const noReply = and(eq(dms.userId, viewer.userId), eq(dms.responseReceived, false));
  const inWindow = ([start, end]: [Date, Date]) =>
    sql`${dms.sentAt} >= ${start} and ${dms.sentAt} < ${end}`;
  const [[counts], page] = await Promise.all([
    db
      .select({
        today: sql<number>`(count(*) filter (where ${inWindow(windows.today)}))::int`,
        overdue: sql<number>`(count(*) filter (where ${inWindow(windows.overdue)}))::int`,
      })
      .from(dms)
      .where(and(noReply, gte(dms.sentAt, windows.overdue[0]), lt(dms.sentAt, windows.today[1]))),
    dmKeysetPage(db, and(noReply, inWindow(windows[query.group])), {
      cursor: query.cursor,
      limit: query.limit ?? DEFAULT_PAGE,
      direction: 'asc',
    }),
  ]);
  return { counts, items: page.items, nextCursor: page.nextCursor };
}

export async function getProspect(db: Db, { userId }: Member, id: DmId): Promise<Dm> {
  const [row] = await db
    .select()
    .from(dms)
    .where(and(eq(dms.id, id), eq(dms.userId, userId)));
  if (!row) throw notFound('DM not found');
  return toDm(row);
}
