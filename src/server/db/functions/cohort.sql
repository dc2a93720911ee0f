-- The rollups the coach's cohort reads besides dm_daily (docs/decisions/0129-dm-daily-rollup.md):
-- dm_last (each member's latest DM), cohort_daily (the approved members' counts per zone, local
-- day and bucket) and cohort_dm_gaps (their DM days by the days since the previous one), kept
-- in step by statement triggers on dm_tracking, dm_daily and profiles.

-- dm_last --------------------------------------------------------------------------------------

-- The members whose latest DM may have left (deleted, or moved to another time or member) are
-- recounted from their rows. It only updates and deletes: a member being deleted gets no row back.
CREATE OR REPLACE FUNCTION dm_last_recount(uids text[]) RETURNS void LANGUAGE sql AS $$
  WITH recount AS (
    SELECT l.user_id, (SELECT max(d.sent_at) FROM dm_tracking d WHERE d.user_id = l.user_id) AS sent_at
    FROM dm_last l WHERE l.user_id = ANY (uids)),
  emptied AS (DELETE FROM dm_last l USING recount r WHERE l.user_id = r.user_id AND r.sent_at IS NULL)
  UPDATE dm_last l SET sent_at = r.sent_at FROM recount r
  WHERE l.user_id = r.user_id AND r.sent_at IS NOT NULL AND r.sent_at <> l.sent_at
$$;

CREATE OR REPLACE FUNCTION dm_last_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dm_last AS l (user_id, sent_at)
  SELECT user_id, max(sent_at) FROM new_rows GROUP BY user_id ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET sent_at = excluded.sent_at WHERE excluded.sent_at > l.sent_at;
  RETURN NULL;
END $$;

-- A DM moved in time or to another member: its old member is recounted as after a delete (the
-- rows already hold the new values), its new member may have a later latest DM.
CREATE OR REPLACE FUNCTION dm_last_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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

-- Only a member whose latest DM was among the deleted ones has a new latest.
CREATE OR REPLACE FUNCTION dm_last_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dm_last_recount(ARRAY(
    SELECT g.user_id FROM (SELECT user_id, max(sent_at) AS sent_at FROM old_rows GROUP BY user_id) g
    JOIN dm_last l ON l.user_id = g.user_id AND l.sent_at <= g.sent_at));
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER dm_last_on_insert AFTER INSERT ON dm_tracking
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dm_last_on_insert();
CREATE OR REPLACE TRIGGER dm_last_on_update AFTER UPDATE ON dm_tracking
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dm_last_on_update();
CREATE OR REPLACE TRIGGER dm_last_on_delete AFTER DELETE ON dm_tracking
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dm_last_on_delete();

-- cohort_daily ---------------------------------------------------------------------------------

-- Adds a row of deltas per member and day (`members` is 1 for a new day row, -1 for a deleted
-- one), summed per zone, day and bucket and written in key order, so two statements never wait
-- on each other's rows crosswise.
CREATE OR REPLACE FUNCTION cohort_daily_add(deltas cohort_daily[]) RETURNS void LANGUAGE sql AS $$
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

-- A dm_daily row's counts as a cohort_daily delta under `zone`, times `sign` (1 counts it, -1
-- takes it off; `members` is the sign itself). The one place that lists both tables' columns.
-- The triggers pass their transition tables' rows as row(x.*)::dm_daily: such a row is a plain
-- record.
CREATE OR REPLACE FUNCTION cohort_daily_delta(r dm_daily, sign integer, zone text)
RETURNS cohort_daily LANGUAGE sql IMMUTABLE AS $$
  SELECT row(zone, r.day, hashtext(r.user_id) & 7, sign * r.dms, sign, sign * r.new_dms,
             sign * r.replied, sign * r.booked, sign * r.replies, sign * r.meetings)::cohort_daily
$$;

-- What a statement changed in dm_daily, for the approved members, under their current zone:
-- the zone their dm_daily rows were counted in (a new zone moves them first, below).
CREATE OR REPLACE FUNCTION cohort_daily_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cohort_daily_add(array(
    SELECT cohort_daily_delta(row(x.*)::dm_daily, 1, p.time_zone)
    FROM new_rows x JOIN profiles p ON p.user_id = x.user_id AND p.approval_status = 'approved'));
  RETURN NULL;
END $$;

-- An update of dm_daily, for cohort_daily and cohort_dm_gaps. Most updates (window totals,
-- at_goal, flags, instants: the settling in dm-daily.sql) leave the counts alone: one look at
-- the changed rows, and nothing more is done.
CREATE OR REPLACE FUNCTION cohort_daily_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.user_id = n.user_id AND o.day = n.day
                 WHERE (n.dms, n.new_dms, n.replied, n.booked, n.replies, n.meetings)
                       <> (o.dms, o.new_dms, o.replied, o.booked, o.replies, o.meetings)) THEN
    RETURN NULL;
  END IF;
  PERFORM cohort_daily_add(array(
    SELECT cohort_daily_delta(v.r, v.sign, p.time_zone)
    FROM new_rows n JOIN old_rows o ON o.user_id = n.user_id AND o.day = n.day
    JOIN profiles p ON p.user_id = n.user_id AND p.approval_status = 'approved'
    CROSS JOIN LATERAL (VALUES (row(n.*)::dm_daily, 1), (row(o.*)::dm_daily, -1)) v(r, sign)
    WHERE (n.dms, n.new_dms, n.replied, n.booked, n.replies, n.meetings)
          <> (o.dms, o.new_dms, o.replied, o.booked, o.replies, o.meetings)));
  PERFORM cohort_dm_gaps_change(array_agg(n.user_id), array_agg(n.day), array_agg(o.dms > 0),
                                array_agg(n.dms > 0))
  FROM new_rows n JOIN old_rows o ON o.user_id = n.user_id AND o.day = n.day
  WHERE (n.dms > 0) <> (o.dms > 0) HAVING count(*) > 0;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION cohort_daily_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cohort_daily_add(array(
    SELECT cohort_daily_delta(row(x.*)::dm_daily, -1, p.time_zone)
    FROM old_rows x JOIN profiles p ON p.user_id = x.user_id AND p.approval_status = 'approved'));
  RETURN NULL;
END $$;

-- cohort_dm_gaps -------------------------------------------------------------------------------

-- Adds sign × one gap row per (member, zone, day, gap), summed per zone, day, gap and bucket.
CREATE OR REPLACE FUNCTION cohort_dm_gaps_add(uids text[], zones text[], days date[],
                                              gaps integer[], signs integer[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO cohort_dm_gaps AS g (time_zone, day, gap, bucket, members)
  SELECT u.zone, u.day, u.gap, hashtext(u.user_id) & 7, sum(u.sign)
  FROM unnest(uids, zones, days, gaps, signs) AS u(user_id, zone, day, gap, sign)
  GROUP BY 1, 2, 3, 4 HAVING sum(u.sign) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (time_zone, day, gap, bucket) DO UPDATE SET members = g.members + excluded.members
$$;

-- The days since the previous DM day, as cohort_dm_gaps counts them: 30 (the longest period the
-- cohort counts over) for that many or more, or for none.
CREATE OR REPLACE FUNCTION cohort_dm_gap(day date, previous date) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT least(coalesce(day - previous, 30), 30)
$$;

-- A statement turned some days into DM days or out of them (`changes`: member, day, whether it
-- was one, whether it is one). For each approved member among them, the gaps that move are the
-- changed days' own and, after each, the next DM day that did not change: each is taken off as
-- it was and added as it is. A DM day's previous one is the latest unchanged DM day before it or
-- the latest changed day before it that was (is) one, whichever is later. Index probes only,
-- whatever the member's history.
CREATE OR REPLACE FUNCTION cohort_dm_gaps_change(uids text[], days date[], was boolean[],
                                                 now_is boolean[])
RETURNS void LANGUAGE sql AS $$
  WITH c AS (SELECT * FROM unnest(uids, days, was, now_is) AS c(user_id, day, was, is_dm)),
  m AS (SELECT p.user_id, p.time_zone, array_agg(c.day) AS changed
        FROM c JOIN profiles p ON p.user_id = c.user_id AND p.approval_status = 'approved'
        GROUP BY p.user_id, p.time_zone),
  a AS (SELECT c.user_id, c.day, c.was, c.is_dm FROM c JOIN m ON m.user_id = c.user_id
        UNION
        SELECT c.user_id, n.day, true, true FROM c JOIN m ON m.user_id = c.user_id
        CROSS JOIN LATERAL (SELECT r.day FROM dm_daily r
                            WHERE r.user_id = c.user_id AND r.dms > 0 AND r.day > c.day
                              AND r.day <> ALL (m.changed)
                            ORDER BY r.day LIMIT 1) n),
  g AS (SELECT a.*, m.time_zone,
               (SELECT r.day FROM dm_daily r
                WHERE r.user_id = a.user_id AND r.dms > 0 AND r.day < a.day
                  AND r.day <> ALL (m.changed)
                ORDER BY r.day DESC LIMIT 1) AS kept_before,
               (SELECT max(b.day) FROM c b WHERE b.user_id = a.user_id AND b.day < a.day AND b.was)
                 AS was_before,
               (SELECT max(b.day) FROM c b
                WHERE b.user_id = a.user_id AND b.day < a.day AND b.is_dm) AS is_before
        FROM a JOIN m ON m.user_id = a.user_id),
  x AS (SELECT g.user_id, g.time_zone, g.day,
               cohort_dm_gap(g.day, greatest(g.kept_before, g.was_before)) AS gap, -1 AS sign
        FROM g WHERE g.was
        UNION ALL
        SELECT g.user_id, g.time_zone, g.day,
               cohort_dm_gap(g.day, greatest(g.kept_before, g.is_before)), 1
        FROM g WHERE g.is_dm)
  SELECT cohort_dm_gaps_add(array_agg(x.user_id), array_agg(x.time_zone), array_agg(x.day),
                            array_agg(x.gap), array_agg(x.sign))
  FROM x HAVING count(*) > 0
$$;

-- New and deleted day rows with DMs (an update's are in cohort_daily_on_update).
CREATE OR REPLACE FUNCTION cohort_dm_gaps_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cohort_dm_gaps_change(array_agg(user_id), array_agg(day), array_agg(false),
                                  array_agg(true))
    FROM new_rows WHERE dms > 0 HAVING count(*) > 0;
  ELSE
    PERFORM cohort_dm_gaps_change(array_agg(user_id), array_agg(day), array_agg(true),
                                  array_agg(false))
    FROM old_rows WHERE dms > 0 HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER cohort_daily_on_insert AFTER INSERT ON dm_daily
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cohort_daily_on_insert();
CREATE OR REPLACE TRIGGER cohort_daily_on_update AFTER UPDATE ON dm_daily
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cohort_daily_on_update();
CREATE OR REPLACE TRIGGER cohort_daily_on_delete AFTER DELETE ON dm_daily
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cohort_daily_on_delete();
CREATE OR REPLACE TRIGGER cohort_dm_gaps_on_insert AFTER INSERT ON dm_daily
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cohort_dm_gaps_on_change();
CREATE OR REPLACE TRIGGER cohort_dm_gaps_on_delete AFTER DELETE ON dm_daily
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cohort_dm_gaps_on_change();

-- A member's moves ------------------------------------------------------------------------------

-- A member's days counted (sign 1) or uncounted (-1) under a zone: every day, and every DM day
-- with the days since the one before.
CREATE OR REPLACE FUNCTION cohort_daily_member(uid text, zone text, sign integer)
RETURNS void LANGUAGE sql AS $$
  SELECT cohort_daily_add(array(
    SELECT cohort_daily_delta(r, sign, zone) FROM dm_daily r WHERE r.user_id = uid));
  SELECT cohort_dm_gaps_add(array_agg(g.user_id), array_agg(zone), array_agg(g.day),
                            array_agg(g.gap), array_agg(sign))
  FROM (SELECT r.user_id, r.day,
               cohort_dm_gap(r.day, lag(r.day) OVER (ORDER BY r.day)) AS gap
        FROM dm_daily r WHERE r.user_id = uid AND r.dms > 0) g
  HAVING count(*) > 0;
$$;

-- A member who is approved or no longer is, or moves to another zone, takes their days along:
-- BEFORE the update, so when dm_daily_on_profile_update (AFTER) recounts them in the new zone,
-- its delete and insert move them within the new zone. A deleted profile's days leave too
-- (whether its dm_daily rows go before or after it, they are taken off once).
CREATE OR REPLACE FUNCTION cohort_daily_profile() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE OR REPLACE TRIGGER cohort_daily_on_profile_update
  BEFORE UPDATE OF time_zone, approval_status ON profiles FOR EACH ROW
  WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone
        OR (OLD.approval_status = 'approved') IS DISTINCT FROM (NEW.approval_status = 'approved'))
  EXECUTE FUNCTION cohort_daily_profile();
CREATE OR REPLACE TRIGGER cohort_daily_on_profile_delete AFTER DELETE ON profiles FOR EACH ROW
  WHEN (OLD.approval_status = 'approved') EXECUTE FUNCTION cohort_daily_profile();
