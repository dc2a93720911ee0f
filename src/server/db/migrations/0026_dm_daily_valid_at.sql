ALTER TABLE "dm_daily" ADD COLUMN "valid_at" tstzrange;--> statement-breakpoint
-- A row's totals hold from the start of its day in the member's zone to the start of their next
-- row's day: instants, not dates (docs/decisions/0129-dm-daily-rollup.md, amended). Every
-- member's totals on their own "today" are then one range scan at `now`, and on another local
-- day one scan at an instant inside that day in every zone, however many dates the members'
-- zones are on; with dates, each distinct date was a scan that read every member's row.
-- dm_daily_cumulate keeps `valid_at` in place of `valid` (restated whole, as CREATE OR REPLACE
-- must). A row's range ends where the member's next row's starts, and the start of a day is
-- worked out once per zone and day (`starts`), not per row: a rule change recomputes every
-- member's rows, and a conversion per row doubled its time on PGlite. A new zone rebuilds the
-- member's rows (dm_daily_profile), so their instants follow it.
CREATE OR REPLACE FUNCTION dm_daily_cumulate(uids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(uids), 0) = 0 THEN RETURN; END IF;
  WITH days AS (
    SELECT d.*, p.time_zone FROM dm_daily d JOIN profiles p ON p.user_id = d.user_id
    WHERE d.user_id = ANY (uids)),
  starts AS (
    SELECT k.time_zone, k.day, k.day::timestamp AT TIME ZONE k.time_zone AS starts
    FROM (SELECT DISTINCT time_zone, day FROM days) k)
  UPDATE dm_daily r
  SET cum_dms = c.cum_dms, cum_new_dms = c.cum_new_dms, cum_replied = c.cum_replied,
      cum_booked = c.cum_booked, cum_replies = c.cum_replies, cum_meetings = c.cum_meetings,
      cum_days_at_goal = c.cum_days_at_goal, run = c.run, streak = c.streak,
      at_goal_day_before = c.at_goal_day_before,
      at_goal_two_days_before = c.at_goal_two_days_before, valid_at = c.valid_at
  FROM (
    -- Not at goal: the day before's run if it was the day before, else no streak. A day without
    -- a row was not at goal.
    SELECT t.*,
           CASE WHEN t.at_goal THEN t.run
                WHEN lag(t.day) OVER d = t.day - 1 THEN lag(t.run) OVER d
                ELSE 0 END AS streak,
           coalesce(lag(t.day) OVER d = t.day - 1 AND lag(t.at_goal) OVER d, false)
             AS at_goal_day_before,
           CASE WHEN lag(t.day) OVER d = t.day - 2 THEN lag(t.at_goal) OVER d
                WHEN lag(t.day, 2) OVER d = t.day - 2 THEN lag(t.at_goal, 2) OVER d
                ELSE false END AS at_goal_two_days_before
    FROM (
      SELECT x.user_id, x.day, x.at_goal,
             sum(x.dms) OVER w AS cum_dms, sum(x.new_dms) OVER w AS cum_new_dms,
             sum(x.replied) OVER w AS cum_replied,
             sum(x.booked) OVER w AS cum_booked, sum(x.replies) OVER w AS cum_replies,
             sum(x.meetings) OVER w AS cum_meetings,
             count(*) FILTER (WHERE x.at_goal) OVER w AS cum_days_at_goal,
             -- consecutive days at goal share day - (their rank among the member's days at goal)
             CASE WHEN x.at_goal THEN row_number() OVER (PARTITION BY x.user_id, x.at_goal, x.island
                                                        ORDER BY x.day)
                  ELSE 0 END AS run,
             tstzrange(x.starts, lead(x.starts) OVER w) AS valid_at
      FROM (SELECT d.*, s.starts,
                   d.day - (row_number() OVER (PARTITION BY d.user_id, d.at_goal
                                               ORDER BY d.day))::int AS island
            FROM days d JOIN starts s ON s.time_zone = d.time_zone AND s.day = d.day) x
      WINDOW w AS (PARTITION BY x.user_id ORDER BY x.day)
    ) t
    WINDOW d AS (PARTITION BY t.user_id ORDER BY t.day)
  ) c
  WHERE r.user_id = c.user_id AND r.day = c.day
    AND (r.cum_dms, r.cum_new_dms, r.cum_replied, r.cum_booked, r.cum_replies, r.cum_meetings,
         r.cum_days_at_goal, r.run, r.streak, r.at_goal_day_before, r.at_goal_two_days_before,
         r.valid_at)
        IS DISTINCT FROM (c.cum_dms::int, c.cum_new_dms::int, c.cum_replied::int,
                          c.cum_booked::int, c.cum_replies::int, c.cum_meetings::int,
                          c.cum_days_at_goal::int, c.run::int, c.streak::int,
                          c.at_goal_day_before, c.at_goal_two_days_before, c.valid_at);
END $$;
--> statement-breakpoint
SELECT dm_daily_cumulate(ARRAY(SELECT DISTINCT user_id FROM dm_daily));
--> statement-breakpoint
DROP INDEX "dm_daily_valid_idx";--> statement-breakpoint
ALTER TABLE "dm_daily" DROP COLUMN "valid";--> statement-breakpoint
CREATE INDEX "dm_daily_valid_at_idx" ON "dm_daily" USING spgist ("valid_at")
  INCLUDE ("user_id", "day", "at_goal", "run", "streak", "at_goal_day_before",
           "at_goal_two_days_before", "cum_dms", "cum_new_dms", "cum_replied", "cum_booked",
           "cum_replies", "cum_meetings", "cum_days_at_goal");
