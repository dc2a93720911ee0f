import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { queryRows } from '@/server/db/query-rows';

/**
 * The rollups kept from each member's day counts, as the triggers keep them (`kept`) and as a
 * recount of dm_daily's day counts gives them (`recounted`): dm_daily's window totals, prior
 * totals and ranges, dm_runs, cohort_daily's sums per zone and day and cohort_dm_gaps
 * (src/server/db/functions/). Each part is null when there is nothing to count.
 */
export async function rollupsAndRecount(db: Db) {
  const [row] = await queryRows<{
    kept: Record<'totals' | 'runs' | 'daily' | 'gaps', unknown[] | null>;
    recounted: Record<'totals' | 'runs' | 'daily' | 'gaps', unknown[] | null>;
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
          from approved where dms > 0),
        windows as (select user_id, dm_window(day) as win, sum(dms) as dms,
                           sum(new_dms) as new_dms, sum(replied) as replied,
                           sum(booked) as booked, sum(replies) as replies,
                           sum(meetings) as meetings,
                           count(*) filter (where at_goal) as days_at_goal
                    from dm_daily group by 1, 2)
        select json_build_object(
                 'totals', (select json_agg(json_build_array(
                                     user_id, day, win_dms, win_new_dms, win_replied, win_booked,
                                     win_replies, win_meetings, win_days_at_goal, prior_dms,
                                     prior_new_dms, prior_replied, prior_booked, prior_replies,
                                     prior_meetings, prior_days_at_goal, valid_at::text)
                                   order by user_id, day) from dm_daily),
                 'runs', (select json_agg(json_build_array(user_id, first_day, last_day)
                                          order by user_id, first_day) from dm_runs),
                 'daily', (select json_agg(d order by d.time_zone, d.day) from daily d),
                 'gaps', (select json_agg(g order by g.time_zone, g.day, g.gap) from gaps g))
                 as kept,
               json_build_object(
                 'totals', (select json_agg(x.t order by x.user_id, x.day)
                            from (select json_build_array(
                                           r.user_id, r.day, sum(r.dms) over k,
                                           sum(r.new_dms) over k, sum(r.replied) over k,
                                           sum(r.booked) over k, sum(r.replies) over k,
                                           sum(r.meetings) over k,
                                           count(*) filter (where r.at_goal) over k,
                                           coalesce(b.dms, 0), coalesce(b.new_dms, 0),
                                           coalesce(b.replied, 0), coalesce(b.booked, 0),
                                           coalesce(b.replies, 0), coalesce(b.meetings, 0),
                                           coalesce(b.days_at_goal, 0),
                                           tstzrange(r.day::timestamp at time zone p.time_zone,
                                                     (lead(r.day) over w)::timestamp
                                                       at time zone p.time_zone)::text) as t,
                                         r.user_id, r.day
                                  from dm_daily r join profiles p using (user_id)
                                  left join windows b on b.user_id = r.user_id
                                                     and b.win = dm_window(r.day) - 1
                                  window w as (partition by r.user_id order by r.day),
                                         k as (partition by r.user_id, dm_window(r.day)
                                               order by r.day)) x),
                 'runs', (select json_agg(json_build_array(i.user_id, i.first_day, i.last_day)
                                          order by i.user_id, i.first_day)
                          from (select user_id, min(day) as first_day, max(day) as last_day
                                from (select user_id, day,
                                             day - (row_number() over (partition by user_id
                                                                       order by day))::int as isl
                                      from dm_daily where at_goal) a
                                group by user_id, isl) i),
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
