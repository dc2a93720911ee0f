CREATE TABLE "cohort_daily" (
	"time_zone" text NOT NULL,
	"day" date NOT NULL,
	"bucket" integer NOT NULL,
	"dms" integer DEFAULT 0 NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cohort_daily_time_zone_day_bucket_pk" PRIMARY KEY("time_zone","day","bucket")
);
--> statement-breakpoint
CREATE TABLE "dm_last" (
	"user_id" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dm_last" ADD CONSTRAINT "dm_last_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The cohort's summary, "Needs attention" and CSV read every approved member at once
-- (docs/decisions/0129-dm-daily-rollup.md, amended for issue #26): dm_last holds each member's
-- latest DM and cohort_daily the approved members' DMs per zone and local day, both kept in step
-- by the triggers below on every write path, as dm_daily is.
INSERT INTO dm_last (user_id, sent_at) SELECT user_id, max(sent_at) FROM dm_tracking GROUP BY user_id;
--> statement-breakpoint
INSERT INTO cohort_daily (time_zone, day, bucket, dms, members)
SELECT p.time_zone, r.day, hashtext(r.user_id) & 7, sum(r.dms), count(*)
FROM dm_daily r JOIN profiles p ON p.user_id = r.user_id AND p.approval_status = 'approved'
GROUP BY 1, 2, 3;
--> statement-breakpoint
-- The members whose latest DM may have left (deleted, or moved to another time or member) are
-- recounted from their rows. It only updates and deletes: a member being deleted gets no row back.
CREATE FUNCTION dm_last_recount(uids text[]) RETURNS void LANGUAGE sql AS $$
  WITH recount AS (
    SELECT l.user_id, (SELECT max(d.sent_at) FROM dm_tracking d WHERE d.user_id = l.user_id) AS sent_at
    FROM dm_last l WHERE l.user_id = ANY (uids)),
  emptied AS (DELETE FROM dm_last l USING recount r WHERE l.user_id = r.user_id AND r.sent_at IS NULL)
  UPDATE dm_last l SET sent_at = r.sent_at FROM recount r
  WHERE l.user_id = r.user_id AND r.sent_at IS NOT NULL AND r.sent_at <> l.sent_at
$$;
--> statement-breakpoint
-- One statement's DMs at once, like dm_daily's triggers (an import of thousands is one aggregate).
CREATE FUNCTION dm_last_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dm_last AS l (user_id, sent_at)
  SELECT user_id, max(sent_at) FROM new_rows GROUP BY user_id ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET sent_at = excluded.sent_at WHERE excluded.sent_at > l.sent_at;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dm_last_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only a member whose latest DM was among the deleted ones has a new latest.
  PERFORM dm_last_recount(ARRAY(
    SELECT g.user_id FROM (SELECT user_id, max(sent_at) AS sent_at FROM old_rows GROUP BY user_id) g
    JOIN dm_last l ON l.user_id = g.user_id AND l.sent_at <= g.sent_at));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dm_last_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A DM moved in time or to another member: its old member is recounted as after a delete
  -- (the rows already hold the new values), its new member may have a later latest DM.
  PERFORM dm_last_recount(ARRAY(
    SELECT g.user_id
    FROM (SELECT o.user_id, max(o.sent_at) AS sent_at
          FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE (n.user_id, n.sent_at) IS DISTINCT FROM (o.user_id, o.sent_at)
          GROUP BY o.user_id) g
    JOIN dm_last l ON l.user_id = g.user_id AND l.sent_at <= g.sent_at));
  INSERT INTO dm_last AS l (user_id, sent_at)
  SELECT n.user_id, max(n.sent_at)
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE (n.user_id, n.sent_at) IS DISTINCT FROM (o.user_id, o.sent_at)
  GROUP BY n.user_id ORDER BY n.user_id
  ON CONFLICT (user_id) DO UPDATE SET sent_at = excluded.sent_at WHERE excluded.sent_at > l.sent_at;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dm_last_on_insert AFTER INSERT ON dm_tracking
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dm_last_on_insert();
--> statement-breakpoint
CREATE TRIGGER dm_last_on_update AFTER UPDATE ON dm_tracking
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dm_last_on_update();
--> statement-breakpoint
CREATE TRIGGER dm_last_on_delete AFTER DELETE ON dm_tracking
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dm_last_on_delete();
--> statement-breakpoint
-- cohort_daily: what a statement changed in dm_daily (its DMs, and its rows: a member's day),
-- added per zone, day and bucket for the approved members. The zone is the member's current
-- one, which is the zone their dm_daily rows were counted in (a new zone moves them first,
-- below). Rows are written in key order, so two statements never wait on each other's rows
-- crosswise.
CREATE FUNCTION cohort_daily_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cohort_daily AS c (time_zone, day, bucket, dms, members)
  SELECT p.time_zone, x.day, hashtext(x.user_id) & 7, sum(x.dms), count(*)
  FROM new_rows x JOIN profiles p ON p.user_id = x.user_id AND p.approval_status = 'approved'
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (time_zone, day, bucket)
  DO UPDATE SET dms = c.dms + excluded.dms, members = c.members + excluded.members;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION cohort_daily_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cohort_daily AS c (time_zone, day, bucket, dms, members)
  SELECT p.time_zone, x.day, hashtext(x.user_id) & 7, -sum(x.dms), -count(*)
  FROM old_rows x JOIN profiles p ON p.user_id = x.user_id AND p.approval_status = 'approved'
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (time_zone, day, bucket)
  DO UPDATE SET dms = c.dms + excluded.dms, members = c.members + excluded.members;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Most updates of dm_daily (its running totals, at_goal) leave dms alone and write nothing here.
CREATE FUNCTION cohort_daily_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cohort_daily AS c (time_zone, day, bucket, dms, members)
  SELECT p.time_zone, x.day, hashtext(x.user_id) & 7, sum(x.dms), sum(x.members)
  FROM (SELECT coalesce(n.user_id, o.user_id) AS user_id, coalesce(n.day, o.day) AS day,
               coalesce(n.dms, 0) - coalesce(o.dms, 0) AS dms,
               (n.user_id IS NOT NULL)::int - (o.user_id IS NOT NULL)::int AS members
        FROM new_rows n FULL JOIN old_rows o ON o.user_id = n.user_id AND o.day = n.day
        WHERE n.user_id IS NULL OR o.user_id IS NULL OR n.dms <> o.dms) x
  JOIN profiles p ON p.user_id = x.user_id AND p.approval_status = 'approved'
  GROUP BY 1, 2, 3 HAVING sum(x.dms) <> 0 OR sum(x.members) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (time_zone, day, bucket)
  DO UPDATE SET dms = c.dms + excluded.dms, members = c.members + excluded.members;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cohort_daily_on_insert AFTER INSERT ON dm_daily
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cohort_daily_on_insert();
--> statement-breakpoint
CREATE TRIGGER cohort_daily_on_update AFTER UPDATE ON dm_daily
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cohort_daily_on_update();
--> statement-breakpoint
CREATE TRIGGER cohort_daily_on_delete AFTER DELETE ON dm_daily
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cohort_daily_on_delete();
--> statement-breakpoint
-- A member's days counted (sign 1) or uncounted (-1) under a zone.
CREATE FUNCTION cohort_daily_member(uid text, zone text, sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO cohort_daily AS c (time_zone, day, bucket, dms, members)
  SELECT zone, r.day, hashtext(r.user_id) & 7, sign * r.dms, sign
  FROM dm_daily r WHERE r.user_id = uid ORDER BY r.day
  ON CONFLICT (time_zone, day, bucket)
  DO UPDATE SET dms = c.dms + excluded.dms, members = c.members + excluded.members
$$;
--> statement-breakpoint
-- A member who is approved or no longer is, or moves to another zone, takes their days along:
-- BEFORE the update, so when dm_daily_on_profile_update (AFTER) recounts them in the new zone,
-- its delete and insert move them within the new zone. A deleted profile's days leave too
-- (whether its dm_daily rows go before or after it, they are taken off once).
CREATE FUNCTION cohort_daily_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.approval_status = 'approved' THEN
    PERFORM cohort_daily_member(OLD.user_id, OLD.time_zone, -1);
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  IF NEW.approval_status = 'approved' THEN
    PERFORM cohort_daily_member(NEW.user_id, NEW.time_zone, 1);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER cohort_daily_on_profile_update BEFORE UPDATE OF time_zone, approval_status
  ON profiles FOR EACH ROW
  WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone
        OR (OLD.approval_status = 'approved') IS DISTINCT FROM (NEW.approval_status = 'approved'))
  EXECUTE FUNCTION cohort_daily_profile();
--> statement-breakpoint
CREATE TRIGGER cohort_daily_on_profile_delete AFTER DELETE ON profiles FOR EACH ROW
  WHEN (OLD.approval_status = 'approved') EXECUTE FUNCTION cohort_daily_profile();
--> statement-breakpoint
-- The cohort reads the new DMs' running total from the range scans too (0011 added the column):
-- with it in the index, the scans read no table page again.
DROP INDEX "dm_daily_valid_idx";
--> statement-breakpoint
CREATE INDEX "dm_daily_valid_idx" ON "dm_daily" USING gist ("valid")
  INCLUDE ("user_id", "day", "at_goal", "run", "cum_dms", "cum_new_dms", "cum_replied",
           "cum_booked", "cum_replies", "cum_meetings", "cum_days_at_goal");
