-- The counting engine's functions and triggers move out of the numbered migrations: today's
-- definition of each lives in src/server/db/functions/*.sql, which the migrator applies after
-- these files whenever one changes (src/server/db/sql-functions.ts). Every function the
-- migrations 0009-0026 created goes here, and their triggers with them (CASCADE).
DROP FUNCTION IF EXISTS cohort_daily_add, cohort_daily_delta, cohort_daily_member,
  cohort_daily_on_delete, cohort_daily_on_insert, cohort_daily_on_update, cohort_daily_profile,
  cohort_dm_gaps_add, cohort_dm_gaps_change, cohort_dm_gaps_on_change, dm_daily_cumulate,
  dm_daily_lines, dm_daily_profile, dm_daily_rebuild, dm_daily_regoal, dm_daily_rule,
  dm_daily_track, dm_goal_counted, dm_goal_on, dm_last_on_delete, dm_last_on_insert,
  dm_last_on_update, dm_last_recount, dm_lock_member, dm_lock_members, prospect_id_of,
  prospects_assign, prospects_on_dm_delete, prospects_on_dm_insert, prospects_on_dm_update,
  prospects_sync CASCADE;
--> statement-breakpoint
CREATE TABLE "dm_runs" (
	"user_id" text NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	CONSTRAINT "dm_runs_user_id_first_day_pk" PRIMARY KEY("user_id","first_day")
);
--> statement-breakpoint
CREATE TABLE "sql_functions" (
	"file" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dm_daily" ADD COLUMN "win_dms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dm_daily" ADD COLUMN "win_new_dms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dm_daily" ADD COLUMN "win_replied" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dm_daily" ADD COLUMN "win_booked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dm_daily" ADD COLUMN "win_replies" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dm_daily" ADD COLUMN "win_meetings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dm_daily" ADD COLUMN "win_days_at_goal" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dm_daily" ADD COLUMN "prior_dms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dm_daily" ADD COLUMN "prior_new_dms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dm_daily" ADD COLUMN "prior_replied" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dm_daily" ADD COLUMN "prior_booked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dm_daily" ADD COLUMN "prior_replies" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dm_daily" ADD COLUMN "prior_meetings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dm_daily" ADD COLUMN "prior_days_at_goal" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dm_runs" ADD CONSTRAINT "dm_runs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dm_runs_last_day_idx" ON "dm_runs" USING btree ("last_day");--> statement-breakpoint
CREATE INDEX "dm_daily_dm_days_idx" ON "dm_daily" USING btree ("user_id","day") WHERE "dm_daily"."dms" > 0;--> statement-breakpoint
ALTER TABLE "dm_daily" DROP COLUMN "cum_dms";--> statement-breakpoint
ALTER TABLE "dm_daily" DROP COLUMN "cum_new_dms";--> statement-breakpoint
ALTER TABLE "dm_daily" DROP COLUMN "cum_replied";--> statement-breakpoint
ALTER TABLE "dm_daily" DROP COLUMN "cum_booked";--> statement-breakpoint
ALTER TABLE "dm_daily" DROP COLUMN "cum_replies";--> statement-breakpoint
ALTER TABLE "dm_daily" DROP COLUMN "cum_meetings";--> statement-breakpoint
ALTER TABLE "dm_daily" DROP COLUMN "cum_days_at_goal";--> statement-breakpoint
ALTER TABLE "dm_daily" DROP COLUMN "run";--> statement-breakpoint
ALTER TABLE "dm_daily" DROP COLUMN "streak";
--> statement-breakpoint
-- dm_daily's running totals start again at each 32-day window instead of at the member's first
-- day, and runs at goal get a table of their own (docs/decisions/0129-dm-daily-rollup.md,
-- amended): a DM dated in the past now changes a bounded number of rows. The windows are
-- numbered from 2000-01-03 (a Monday), as dm_window in src/server/db/functions/dm-daily.sql
-- does. The new columns are filled from the day counts, the runs from at_goal.
UPDATE dm_daily r
SET win_dms = c.win_dms, win_new_dms = c.win_new_dms, win_replied = c.win_replied,
    win_booked = c.win_booked, win_replies = c.win_replies, win_meetings = c.win_meetings,
    win_days_at_goal = c.win_days_at_goal, prior_dms = coalesce(t.dms, 0),
    prior_new_dms = coalesce(t.new_dms, 0), prior_replied = coalesce(t.replied, 0),
    prior_booked = coalesce(t.booked, 0), prior_replies = coalesce(t.replies, 0),
    prior_meetings = coalesce(t.meetings, 0), prior_days_at_goal = coalesce(t.days_at_goal, 0)
FROM (SELECT d.user_id, d.day, floor((d.day - date '2000-01-03') / 32.0)::int AS win,
             sum(d.dms) OVER w AS win_dms, sum(d.new_dms) OVER w AS win_new_dms,
             sum(d.replied) OVER w AS win_replied, sum(d.booked) OVER w AS win_booked,
             sum(d.replies) OVER w AS win_replies, sum(d.meetings) OVER w AS win_meetings,
             count(*) FILTER (WHERE d.at_goal) OVER w AS win_days_at_goal
      FROM dm_daily d
      WINDOW w AS (PARTITION BY d.user_id, floor((d.day - date '2000-01-03') / 32.0)
                   ORDER BY d.day)) c
LEFT JOIN (SELECT d.user_id, floor((d.day - date '2000-01-03') / 32.0)::int AS win,
                  sum(d.dms) AS dms, sum(d.new_dms) AS new_dms, sum(d.replied) AS replied,
                  sum(d.booked) AS booked, sum(d.replies) AS replies,
                  sum(d.meetings) AS meetings, count(*) FILTER (WHERE d.at_goal) AS days_at_goal
           FROM dm_daily d GROUP BY 1, 2) t ON t.user_id = c.user_id AND t.win = c.win - 1
WHERE r.user_id = c.user_id AND r.day = c.day;
--> statement-breakpoint
INSERT INTO dm_runs (user_id, first_day, last_day)
SELECT user_id, min(day), max(day)
FROM (SELECT d.user_id, d.day,
             d.day - (row_number() OVER (PARTITION BY d.user_id ORDER BY d.day))::int AS island
      FROM dm_daily d WHERE d.at_goal) x
GROUP BY user_id, island;
--> statement-breakpoint
DROP INDEX IF EXISTS "dm_daily_valid_at_idx";
--> statement-breakpoint
-- The cohort's range scans stay index-only: every column they read is in the index.
CREATE INDEX "dm_daily_valid_at_idx" ON "dm_daily" USING spgist ("valid_at")
  INCLUDE ("user_id", "day", "at_goal", "at_goal_day_before", "at_goal_two_days_before",
           "win_dms", "win_new_dms", "win_replied", "win_booked", "win_replies", "win_meetings",
           "win_days_at_goal", "prior_dms", "prior_new_dms", "prior_replied", "prior_booked",
           "prior_replies", "prior_meetings", "prior_days_at_goal");
--> statement-breakpoint
DROP INDEX "dm_runs_last_day_idx";
--> statement-breakpoint
CREATE INDEX "dm_runs_last_day_idx" ON "dm_runs" USING btree ("last_day") INCLUDE ("user_id", "first_day");
