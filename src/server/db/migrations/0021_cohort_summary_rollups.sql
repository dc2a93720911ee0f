CREATE TABLE "cohort_dm_gaps" (
	"time_zone" text NOT NULL,
	"day" date NOT NULL,
	"gap" integer NOT NULL,
	"bucket" integer NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cohort_dm_gaps_time_zone_day_gap_bucket_pk" PRIMARY KEY("time_zone","day","gap","bucket")
);
--> statement-breakpoint
ALTER TABLE "cohort_daily" ADD COLUMN "new_dms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cohort_daily" ADD COLUMN "replied" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cohort_daily" ADD COLUMN "booked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cohort_daily" ADD COLUMN "replies" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cohort_daily" ADD COLUMN "meetings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The cohort summary from rollups alone (docs/decisions/0129-dm-daily-rollup.md, amended):
-- cohort_daily now sums every count of dm_daily the summary shows, and cohort_dm_gaps counts the
-- approved members' DM days by the days since their previous one, so the members active in a
-- period are a few rows per zone and day. Both are kept by the triggers of 0016 (restated below
-- with the new columns, as CREATE OR REPLACE must) and the ones added here.
UPDATE cohort_daily c
SET new_dms = a.new_dms, replied = a.replied, booked = a.booked, replies = a.replies,
    meetings = a.meetings
FROM (SELECT p.time_zone, r.day, hashtext(r.user_id) & 7 AS bucket, sum(r.new_dms) AS new_dms,
             sum(r.replied) AS replied, sum(r.booked) AS booked, sum(r.replies) AS replies,
             sum(r.meetings) AS meetings
      FROM dm_daily r JOIN profiles p ON p.user_id = r.user_id AND p.approval_status = 'approved'
      GROUP BY 1, 2, 3) a
WHERE c.time_zone = a.time_zone AND c.day = a.day AND c.bucket = a.bucket;
--> statement-breakpoint
-- Adds sign × the gap rows of whole sets of DM days (each member's, under the zone given): each
-- day with the days since the previous day of its set (member and sign), 30 (the longest
-- period the cohort counts over) for that many or more or for none.
CREATE FUNCTION cohort_dm_gaps_add(uids text[], zones text[], days date[], signs integer[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO cohort_dm_gaps AS g (time_zone, day, gap, bucket, members)
  SELECT x.zone, x.day, x.gap, hashtext(x.user_id) & 7, sum(x.sign)
  FROM (SELECT u.user_id, u.zone, u.day, u.sign,
               least(coalesce(u.day - lag(u.day) OVER (PARTITION BY u.user_id, u.sign
                                                        ORDER BY u.day), 30), 30) AS gap
        FROM unnest(uids, zones, days, signs) AS u(user_id, zone, day, sign)) x
  GROUP BY 1, 2, 3, 4 HAVING sum(x.sign) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (time_zone, day, gap, bucket) DO UPDATE SET members = g.members + excluded.members
$$;
--> statement-breakpoint
SELECT cohort_dm_gaps_add(array_agg(r.user_id), array_agg(p.time_zone), array_agg(r.day),
                          array_agg(1))
FROM dm_daily r JOIN profiles p ON p.user_id = r.user_id AND p.approval_status = 'approved'
WHERE r.dms > 0;
--> statement-breakpoint
-- A statement turned some of dm_daily's days into DM days or out of them (`changes`: member,
-- day, whether it was one, whether it is one). Each approved member among them has their DM days
-- before the statement taken off and their DM days now added: the gaps that did not move cancel
-- out, so only the changed days and the DM day after each are written.
CREATE FUNCTION cohort_dm_gaps_change(uids text[], days date[], was boolean[], now_is boolean[])
RETURNS void LANGUAGE sql AS $$
  WITH c AS (SELECT * FROM unnest(uids, days, was, now_is) AS c(user_id, day, was, is_dm)),
  m AS (SELECT p.user_id, p.time_zone FROM profiles p
        WHERE p.user_id IN (SELECT c.user_id FROM c) AND p.approval_status = 'approved'),
  now_days AS (SELECT r.user_id, r.day FROM dm_daily r JOIN m ON m.user_id = r.user_id
               WHERE r.dms > 0),
  x AS (
    SELECT n.user_id, n.day, 1 AS sign FROM now_days n
    UNION ALL
    SELECT n.user_id, n.day, -1 FROM now_days n
    WHERE NOT EXISTS (SELECT FROM c WHERE c.user_id = n.user_id AND c.day = n.day AND c.is_dm)
    UNION ALL
    SELECT c.user_id, c.day, -1 FROM c WHERE c.was)
  SELECT cohort_dm_gaps_add(array_agg(x.user_id), array_agg(m.time_zone), array_agg(x.day),
                            array_agg(x.sign))
  FROM x JOIN m ON m.user_id = x.user_id
$$;
--> statement-breakpoint
-- Most updates (a DM more on a day that had some, running totals, at_goal) change no DM day.
CREATE FUNCTION cohort_dm_gaps_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cohort_dm_gaps_change(array_agg(user_id), array_agg(day), array_agg(false),
                                  array_agg(true))
    FROM new_rows WHERE dms > 0 HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cohort_dm_gaps_change(array_agg(user_id), array_agg(day), array_agg(true),
                                  array_agg(false))
    FROM old_rows WHERE dms > 0 HAVING count(*) > 0;
  ELSE
    PERFORM cohort_dm_gaps_change(array_agg(coalesce(n.user_id, o.user_id)),
                                  array_agg(coalesce(n.day, o.day)),
                                  array_agg(coalesce(o.dms > 0, false)),
                                  array_agg(coalesce(n.dms > 0, false)))
    FROM new_rows n FULL JOIN old_rows o ON o.user_id = n.user_id AND o.day = n.day
    WHERE coalesce(n.dms > 0, false) <> coalesce(o.dms > 0, false) HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cohort_dm_gaps_on_insert AFTER INSERT ON dm_daily
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cohort_dm_gaps_on_change();
--> statement-breakpoint
CREATE TRIGGER cohort_dm_gaps_on_update AFTER UPDATE ON dm_daily
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cohort_dm_gaps_on_change();
--> statement-breakpoint
CREATE TRIGGER cohort_dm_gaps_on_delete AFTER DELETE ON dm_daily
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cohort_dm_gaps_on_change();
--> statement-breakpoint
-- cohort_daily's triggers (0016) with the new columns, each handing its changes to one
-- function that adds them: a row of deltas per member and day (`members` is 1 for a new row,
-- -1 for a deleted one), summed per zone, day and bucket and written in key order.
CREATE FUNCTION cohort_daily_add(deltas cohort_daily[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO cohort_daily AS c (time_zone, day, bucket, dms, members, new_dms, replied, booked,
                                 replies, meetings)
  SELECT d.time_zone, d.day, d.bucket, sum(d.dms), sum(d.members), sum(d.new_dms),
         sum(d.replied), sum(d.booked), sum(d.replies), sum(d.meetings)
  FROM unnest(deltas) d
  GROUP BY 1, 2, 3
  HAVING sum(d.members) <> 0 OR sum(d.dms) <> 0 OR sum(d.new_dms) <> 0 OR sum(d.replied) <> 0
      OR sum(d.booked) <> 0 OR sum(d.replies) <> 0 OR sum(d.meetings) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (time_zone, day, bucket)
  DO UPDATE SET dms = c.dms + excluded.dms, members = c.members + excluded.members,
                new_dms = c.new_dms + excluded.new_dms, replied = c.replied + excluded.replied,
                booked = c.booked + excluded.booked, replies = c.replies + excluded.replies,
                meetings = c.meetings + excluded.meetings
$$;
--> statement-breakpoint
-- A dm_daily row's counts as a cohort_daily delta under `zone`, times `sign` (1 counts it, -1
-- takes it off; `members` is the sign itself). The one place that lists both tables' columns.
-- The triggers pass their transition tables' rows as row(x.*)::dm_daily: such a row is a plain
-- record.
CREATE FUNCTION cohort_daily_delta(r dm_daily, sign integer, zone text) RETURNS cohort_daily
LANGUAGE sql IMMUTABLE AS $$
  SELECT row(zone, r.day, hashtext(r.user_id) & 7, sign * r.dms, sign, sign * r.new_dms,
             sign * r.replied, sign * r.booked, sign * r.replies, sign * r.meetings)::cohort_daily
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cohort_daily_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cohort_daily_add(array(
    SELECT cohort_daily_delta(row(x.*)::dm_daily, 1, p.time_zone)
    FROM new_rows x JOIN profiles p ON p.user_id = x.user_id AND p.approval_status = 'approved'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cohort_daily_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cohort_daily_add(array(
    SELECT cohort_daily_delta(row(x.*)::dm_daily, -1, p.time_zone)
    FROM old_rows x JOIN profiles p ON p.user_id = x.user_id AND p.approval_status = 'approved'));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A changed day is its new row counted and its old row taken off (cohort_daily_add sums them).
-- Updates of dm_daily that change none of its counts (running totals, at_goal: a rule change)
-- write nothing here.
CREATE OR REPLACE FUNCTION cohort_daily_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cohort_daily_add(array(
    SELECT cohort_daily_delta(v.r, v.sign, p.time_zone)
    FROM new_rows n FULL JOIN old_rows o ON o.user_id = n.user_id AND o.day = n.day
    JOIN profiles p ON p.user_id = coalesce(n.user_id, o.user_id)
                   AND p.approval_status = 'approved'
    CROSS JOIN LATERAL (VALUES (row(n.*)::dm_daily, 1), (row(o.*)::dm_daily, -1)) v(r, sign)
    WHERE (v.r).user_id IS NOT NULL
      AND (n.user_id IS NULL OR o.user_id IS NULL
           OR (n.dms, n.new_dms, n.replied, n.booked, n.replies, n.meetings)
              <> (o.dms, o.new_dms, o.replied, o.booked, o.replies, o.meetings))));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A member's days counted (sign 1) or uncounted (-1) under a zone: cohort_daily_profile (0016)
-- moves them on approval and zone changes, and now their DM days' gaps with them.
CREATE OR REPLACE FUNCTION cohort_daily_member(uid text, zone text, sign integer) RETURNS void
LANGUAGE sql AS $$
  SELECT cohort_daily_add(array(
    SELECT cohort_daily_delta(r, sign, zone) FROM dm_daily r WHERE r.user_id = uid));
  SELECT cohort_dm_gaps_add(array_agg(r.user_id), array_agg(zone), array_agg(r.day),
                            array_agg(sign))
  FROM dm_daily r WHERE r.user_id = uid AND r.dms > 0;
$$;
--> statement-breakpoint
-- One writer of a member's DMs at a time. The triggers after a statement on dm_tracking recount
-- the member's rollups (dm_daily's running totals and ranges, cohort_dm_gaps) from the rows they
-- read; two transactions writing different days of one member at once (an import and a Log DM)
-- would each read the other's days as they were before, and the later one would write totals
-- and gaps that miss the other's days. So each row written first holds its member's profile row
-- (FOR NO KEY UPDATE until the transaction ends: a row lock, however many members a statement
-- has), before any other lock the write takes (its prospect, the foreign keys' checks): "the
-- member first" is the one lock order, and a transaction that locks a member's other rows
-- before writing their DMs takes it first too (lockMembers, src/server/db/member-lock.ts). The
-- trigger's name starts with "0" because PostgreSQL fires a table's triggers in name order.
-- Locking a row this transaction already holds writes nothing.
CREATE FUNCTION dm_lock_members(uids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM profiles p WHERE p.user_id = ANY (uids) ORDER BY p.user_id FOR NO KEY UPDATE;
END $$;
--> statement-breakpoint
-- The transaction remembers the member it locked last (a setting local to it, undone with a
-- rolled-back savepoint as the lock is), so the rows of an import after the first lock nothing:
-- locking each of 10,000 rows' member took 35 % more time on PostgreSQL and 65 % on PGlite.
CREATE FUNCTION dm_lock_member() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member text := CASE TG_OP WHEN 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
    PERFORM dm_lock_members(ARRAY[OLD.user_id, NEW.user_id]);
  ELSIF current_setting('dm_sprint.locked_member', true) IS DISTINCT FROM member THEN
    PERFORM dm_lock_members(ARRAY[member]);
    PERFORM set_config('dm_sprint.locked_member', member, true);
  END IF;
  RETURN CASE TG_OP WHEN 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER dm_0_lock_member BEFORE INSERT OR UPDATE OR DELETE ON dm_tracking
  FOR EACH ROW EXECUTE FUNCTION dm_lock_member();
