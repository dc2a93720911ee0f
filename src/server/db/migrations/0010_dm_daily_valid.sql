ALTER TABLE "dm_daily" ADD COLUMN "valid" daterange;--> statement-breakpoint
-- dm_daily_cumulate (0009) now also keeps `valid`: a row's totals hold from its day to the
-- member's next row, so the cohort reads every member's totals on a day in one range scan
-- (docs/decisions/0129-dm-daily-rollup.md).
CREATE OR REPLACE FUNCTION dm_daily_cumulate(uids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(uids), 0) = 0 THEN RETURN; END IF;
  UPDATE dm_daily r
  SET cum_dms = c.cum_dms, cum_replied = c.cum_replied, cum_booked = c.cum_booked,
      cum_replies = c.cum_replies, cum_meetings = c.cum_meetings,
      cum_days_at_goal = c.cum_days_at_goal, run = c.run, valid = c.valid
  FROM (
    SELECT x.user_id, x.day,
           sum(x.dms) OVER w AS cum_dms, sum(x.replied) OVER w AS cum_replied,
           sum(x.booked) OVER w AS cum_booked, sum(x.replies) OVER w AS cum_replies,
           sum(x.meetings) OVER w AS cum_meetings,
           count(*) FILTER (WHERE x.at_goal) OVER w AS cum_days_at_goal,
           -- consecutive days at goal share day - (their rank among the member's days at goal)
           CASE WHEN x.at_goal THEN row_number() OVER (PARTITION BY x.user_id, x.at_goal, x.island
                                                      ORDER BY x.day)
                ELSE 0 END AS run,
           daterange(x.day, lead(x.day) OVER w) AS valid
    FROM (SELECT d.*, d.day - (row_number() OVER (PARTITION BY d.user_id, d.at_goal
                                                  ORDER BY d.day))::int AS island
          FROM dm_daily d WHERE d.user_id = ANY (uids)) x
    WINDOW w AS (PARTITION BY x.user_id ORDER BY x.day)
  ) c
  WHERE r.user_id = c.user_id AND r.day = c.day
    AND (r.cum_dms, r.cum_replied, r.cum_booked, r.cum_replies, r.cum_meetings,
         r.cum_days_at_goal, r.run, r.valid)
        IS DISTINCT FROM (c.cum_dms::int, c.cum_replied::int, c.cum_booked::int,
                          c.cum_replies::int, c.cum_meetings::int, c.cum_days_at_goal::int,
                          c.run::int, c.valid);
END $$;
--> statement-breakpoint
UPDATE dm_daily r SET valid = daterange(r.day, n.next_day)
FROM (SELECT user_id, day, lead(day) OVER (PARTITION BY user_id ORDER BY day) AS next_day
      FROM dm_daily) n
WHERE r.user_id = n.user_id AND r.day = n.day;--> statement-breakpoint
-- The columns the cohort reads ride in the index, so the range scan reads no table page once the
-- table is vacuumed (drizzle-kit cannot say INCLUDE; the schema declares the index without it).
CREATE INDEX "dm_daily_valid_idx" ON "dm_daily" USING gist ("valid")
  INCLUDE ("user_id", "day", "at_goal", "run", "cum_dms", "cum_replied", "cum_booked",
           "cum_replies", "cum_meetings", "cum_days_at_goal");
