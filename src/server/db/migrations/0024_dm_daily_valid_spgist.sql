-- The cohort's "every member's totals on day D" scans (`valid @> D`) read each row of the index
-- once per distinct day. An SP-GiST index over the same ranges answers them faster than the GiST
-- one: on 5,000 members (the cohort bench's data), a scan for two distinct days took 8.3 ms
-- against 11.1 on PGlite, and 4.6 against 7.5 on PostgreSQL
-- (docs/decisions/0129-dm-daily-rollup.md, amended). Same name, same INCLUDE columns, so the
-- scans stay index-only.
DROP INDEX "dm_daily_valid_idx";--> statement-breakpoint
CREATE INDEX "dm_daily_valid_idx" ON "dm_daily" USING spgist ("valid")
  INCLUDE ("user_id", "day", "at_goal", "run", "streak", "at_goal_day_before",
           "at_goal_two_days_before", "cum_dms", "cum_new_dms", "cum_replied", "cum_booked",
           "cum_replies", "cum_meetings", "cum_days_at_goal");
