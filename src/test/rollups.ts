import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { queryRows } from '@/server/db/query-rows';

/**
 * The rollups kept from each member's day counts, as the triggers keep them (`kept`) and as a
 * recount of dm_daily's day counts gives them (`recounted`): dm_daily's running totals and
 * ranges, cohort_daily's sums per zone and day (0016, 0021) and cohort_dm_gaps (0021). Each part
 * is null when there is nothing to count.
 */
export async function rollupsAndRecount(db: Db) {
  const [row] = await queryRows<{
    kept: Record<'totals' | 'daily' | 'gaps', unknown[] | null>;
    recounted: Record<'totals' | 'daily' | 'gaps', unknown[] | null>;
  }>(
    db,
    sql`with daily as (
          select time_zone, day, sum(dms)::int as dms, sum(new_dms)::int as new_dms,
                 sum(replied)::int as replied, sum(replies)::int as replies,
                 sum(meetings)::int as meetings, sum(booked)::int as booked
          from cohort_daily group by 1, 2
          having sum(members) <> 0 or sum(dms) <> 0 or sum(replies) <> 0 or sum(meetings) <> 0),
        gaps as (select time_zone, day, gap, sum(members)::int as members
                 from cohort_dm_gaps group by 1, 2, 3 having sum(members) <> 0),
        approved as (select r.*, p.time_zone from dm_daily r
                     join profiles p on p.user_id = r.user_id and p.approval_status = 'approved'),
        dm_days as (
          select time_zone, day,
                 least(coalesce(day - lag(day) over (partition by user_id order by day), 30), 30)
                   as gap
          from approved where dms > 0)
        select json_build_object(
                 'totals', (select json_agg(json_build_array(user_id, day, cum_dms, cum_new_dms,
                                                             cum_replies, valid_at::text)
                                            order by user_id, day) from dm_daily),
                 'daily', (select json_agg(d order by d.time_zone, d.day) from daily d),
                 'gaps', (select json_agg(g order by g.time_zone, g.day, g.gap) from gaps g))
                 as kept,
               json_build_object(
                 'totals', (select json_agg(x.t order by x.user_id, x.day)
                            from (select json_build_array(
                                           user_id, day,
                                           sum(dms) over w, sum(new_dms) over w,
                                           sum(replies) over w,
                                           tstzrange(day::timestamp at time zone time_zone,
                                                     (lead(day) over w)::timestamp
                                                       at time zone time_zone)::text) as t,
                                         user_id, day
                                  from dm_daily join profiles using (user_id)
                                  window w as (partition by user_id order by day)) x),
                 'daily', (select json_agg(d order by d.time_zone, d.day)
                           from (select time_zone, day, sum(dms)::int as dms,
                                        sum(new_dms)::int as new_dms, sum(replied)::int as replied,
                                        sum(replies)::int as replies,
                                        sum(meetings)::int as meetings, sum(booked)::int as booked
                                 from approved group by 1, 2) d),
                 'gaps', (select json_agg(g order by g.time_zone, g.day, g.gap)
                          from (select time_zone, day, gap, count(*)::int as members
                                from dm_days group by 1, 2, 3) g)) as recounted`,
  );
  return row;
}
