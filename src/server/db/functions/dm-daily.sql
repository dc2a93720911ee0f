-- dm_daily and dm_runs: each member's counts per local day, with what the cohort reads them by
-- (docs/decisions/0129-dm-daily-rollup.md). Derived from dm_tracking on every write path by the
-- triggers at the end of this file; the app never writes them. Every function here works on the
-- days a statement changed and on a bounded number of rows around them (the day's window and
-- the next, the two days after, the runs beside it), never on every later day: a DM dated a year
-- back costs what today's does.

-- Windows ---------------------------------------------------------------------------------------

-- dm_daily's running totals start again every 32 days (win_*), and each row also holds the whole
-- of the window before (prior_*), so a period of up to 32 days is two rows per member. The
-- windows are numbered from 2000-01-03, a Monday.
CREATE OR REPLACE FUNCTION dm_window(day date) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT floor((day - date '2000-01-03') / 32.0)::int
$$;

CREATE OR REPLACE FUNCTION dm_window_start(win integer) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT date '2000-01-03' + win * 32
$$;

-- The instants each new row (valid_at still NULL) holds for, from the start of its day in the
-- member's zone to the start of the member's next row's day (unbounded for the last), and the
-- row before it, whose instants now end where the new row's start. Rows are never deleted one
-- by one (a day emptied by deletes keeps a row of zeros), so only a new row moves them.
CREATE OR REPLACE FUNCTION dm_daily_instants(uids text[], days date[]) RETURNS void
LANGUAGE sql AS $$
  WITH fresh AS (SELECT r.user_id, r.day
                 FROM (SELECT DISTINCT user_id, day FROM unnest(uids, days) AS k(user_id, day)) k
                 JOIN dm_daily r ON r.user_id = k.user_id AND r.day = k.day
                 WHERE r.valid_at IS NULL),
  s AS (SELECT user_id, day FROM fresh
        UNION
        SELECT f.user_id, b.day FROM fresh f
        CROSS JOIN LATERAL (SELECT r.day FROM dm_daily r WHERE r.user_id = f.user_id
                              AND r.day < f.day ORDER BY r.day DESC LIMIT 1) b),
  c AS (SELECT s.user_id, s.day,
               tstzrange(s.day::timestamp AT TIME ZONE p.time_zone,
                         n.day::timestamp AT TIME ZONE p.time_zone) AS valid_at
        FROM s JOIN profiles p ON p.user_id = s.user_id
        LEFT JOIN LATERAL (SELECT r.day FROM dm_daily r WHERE r.user_id = s.user_id
                             AND r.day > s.day ORDER BY r.day LIMIT 1) n ON true)
  UPDATE dm_daily r SET valid_at = c.valid_at FROM c
  WHERE r.user_id = c.user_id AND r.day = c.day AND r.valid_at IS DISTINCT FROM c.valid_at
$$;

-- Runs at goal ------------------------------------------------------------------------------------

-- The runs of consecutive days at goal around these days (whose at_goal changed), from dm_daily:
-- each member's runs that touch the span of their changed days are replaced by the islands of
-- days at goal in the span they cover. A run beside the span ends before it (runs are maximal),
-- so the islands are whole runs.
CREATE OR REPLACE FUNCTION dm_daily_runs(uids text[], days date[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  span_uids text[];
  los date[];
  his date[];
BEGIN
  IF coalesce(cardinality(uids), 0) = 0 THEN RETURN; END IF;
  WITH k AS (SELECT user_id, min(day) AS lo, max(day) AS hi
             FROM unnest(uids, days) AS k(user_id, day) GROUP BY user_id),
  -- The first run that may touch the span: the one holding the day before it, if any.
  k2 AS (SELECT k.*, coalesce((SELECT r.first_day FROM dm_runs r
                               WHERE r.user_id = k.user_id AND r.first_day <= k.lo - 1
                                 AND r.last_day >= k.lo - 1), k.lo) AS from_day
         FROM k),
  s AS (SELECT k2.user_id, least(k2.lo, min(r.first_day)) AS lo,
               greatest(k2.hi, max(r.last_day)) AS hi
        FROM k2 LEFT JOIN dm_runs r ON r.user_id = k2.user_id AND r.first_day >= k2.from_day
                                   AND r.first_day <= k2.hi + 1
        GROUP BY k2.user_id, k2.lo, k2.hi)
  SELECT array_agg(user_id), array_agg(lo), array_agg(hi) INTO span_uids, los, his FROM s;

  DELETE FROM dm_runs r USING unnest(span_uids, los, his) AS s(user_id, lo, hi)
  WHERE r.user_id = s.user_id AND r.first_day >= s.lo AND r.first_day <= s.hi;

  INSERT INTO dm_runs (user_id, first_day, last_day)
  SELECT x.user_id, min(x.day), max(x.day)
  FROM (SELECT d.user_id, d.day,
               d.day - (row_number() OVER (PARTITION BY d.user_id ORDER BY d.day))::int AS island
        FROM unnest(span_uids, los, his) AS s(user_id, lo, hi)
        JOIN dm_daily d ON d.user_id = s.user_id AND d.day >= s.lo AND d.day <= s.hi
        WHERE d.at_goal) x
  GROUP BY x.user_id, x.island;
END $$;

-- Settling ------------------------------------------------------------------------------------------

-- Settles the days `days` of the members `uids` (pairwise) after their counts or their goal
-- changed, in one UPDATE: each day's at_goal is decided again; the rows of their windows get
-- their totals since the window's start (win_*) with the new at_goal, the rows of the next window
-- their prior totals (prior_*), and all of them the flags of the two days before them
-- (at_goal_day_before, _two_days_before; a day without a row was not at goal). It reads the
-- window before, at and after each day's, writes only rows that change, and answers the days
-- whose at_goal flipped.
CREATE OR REPLACE FUNCTION dm_daily_settle_rows(uids text[], days date[],
                                                OUT flipped_uids text[], OUT flipped_days date[])
LANGUAGE sql AS $$
  WITH k AS (SELECT DISTINCT user_id, day FROM unnest(uids, days) AS k(user_id, day)),
  goal AS (SELECT r.user_id, r.day, r.at_goal AS was,
                  dm_goal_counted(r.dms, r.new_dms) >= dm_goal_on(r.user_id, r.day) AS at_goal
           FROM k JOIN dm_daily r ON r.user_id = k.user_id AND r.day = k.day),
  touched AS (SELECT DISTINCT k.user_id, dm_window(k.day) + s.s AS win
              FROM k CROSS JOIN (VALUES (0), (1)) AS s(s)),
  read AS (SELECT DISTINCT t.user_id, t.win + s.s AS win
           FROM touched t CROSS JOIN (VALUES (-1), (0)) AS s(s)),
  rows AS (SELECT r.user_id, r.day, t.win, r.dms, r.new_dms, r.replied, r.booked, r.replies,
                  r.meetings, coalesce(g.at_goal, r.at_goal) AS at_goal
           FROM read t
           JOIN dm_daily r ON r.user_id = t.user_id AND r.day >= dm_window_start(t.win)
                          AND r.day < dm_window_start(t.win + 1)
           LEFT JOIN goal g ON g.user_id = r.user_id AND g.day = r.day),
  totals AS (SELECT user_id, win, sum(dms) AS dms, sum(new_dms) AS new_dms,
                    sum(replied) AS replied, sum(booked) AS booked, sum(replies) AS replies,
                    sum(meetings) AS meetings, count(*) FILTER (WHERE at_goal) AS days_at_goal
             FROM rows GROUP BY user_id, win),
  c AS (SELECT x.user_id, x.day, x.win, x.at_goal,
               sum(x.dms) OVER w AS win_dms, sum(x.new_dms) OVER w AS win_new_dms,
               sum(x.replied) OVER w AS win_replied, sum(x.booked) OVER w AS win_booked,
               sum(x.replies) OVER w AS win_replies, sum(x.meetings) OVER w AS win_meetings,
               count(*) FILTER (WHERE x.at_goal) OVER w AS win_days_at_goal,
               coalesce(lag(x.day) OVER d = x.day - 1 AND lag(x.at_goal) OVER d, false)
                 AS day_before,
               CASE WHEN lag(x.day) OVER d = x.day - 2 THEN lag(x.at_goal) OVER d
                    WHEN lag(x.day, 2) OVER d = x.day - 2 THEN lag(x.at_goal, 2) OVER d
                    ELSE false END AS two_days_before
        FROM rows x
        WINDOW w AS (PARTITION BY x.user_id, x.win ORDER BY x.day),
               d AS (PARTITION BY x.user_id ORDER BY x.day)),
  n AS (SELECT c.*, coalesce(p.dms, 0) AS prior_dms, coalesce(p.new_dms, 0) AS prior_new_dms,
               coalesce(p.replied, 0) AS prior_replied, coalesce(p.booked, 0) AS prior_booked,
               coalesce(p.replies, 0) AS prior_replies,
               coalesce(p.meetings, 0) AS prior_meetings,
               coalesce(p.days_at_goal, 0) AS prior_days_at_goal
        FROM c JOIN touched t ON t.user_id = c.user_id AND t.win = c.win
        LEFT JOIN totals p ON p.user_id = c.user_id AND p.win = c.win - 1),
  written AS (
    UPDATE dm_daily r
    SET at_goal = n.at_goal, win_dms = n.win_dms, win_new_dms = n.win_new_dms,
        win_replied = n.win_replied, win_booked = n.win_booked, win_replies = n.win_replies,
        win_meetings = n.win_meetings, win_days_at_goal = n.win_days_at_goal,
        prior_dms = n.prior_dms, prior_new_dms = n.prior_new_dms,
        prior_replied = n.prior_replied, prior_booked = n.prior_booked,
        prior_replies = n.prior_replies, prior_meetings = n.prior_meetings,
        prior_days_at_goal = n.prior_days_at_goal, at_goal_day_before = n.day_before,
        at_goal_two_days_before = n.two_days_before
    FROM n
    WHERE r.user_id = n.user_id AND r.day = n.day
      AND (r.at_goal, r.win_dms, r.win_new_dms, r.win_replied, r.win_booked, r.win_replies,
           r.win_meetings, r.win_days_at_goal, r.prior_dms, r.prior_new_dms, r.prior_replied,
           r.prior_booked, r.prior_replies, r.prior_meetings, r.prior_days_at_goal,
           r.at_goal_day_before, r.at_goal_two_days_before)
          IS DISTINCT FROM (n.at_goal, n.win_dms::int, n.win_new_dms::int, n.win_replied::int,
                            n.win_booked::int, n.win_replies::int, n.win_meetings::int,
                            n.win_days_at_goal::int, n.prior_dms::int, n.prior_new_dms::int,
                            n.prior_replied::int, n.prior_booked::int, n.prior_replies::int,
                            n.prior_meetings::int, n.prior_days_at_goal::int, n.day_before,
                            n.two_days_before)
    RETURNING 1)
  SELECT array_agg(g.user_id), array_agg(g.day) FROM goal g WHERE g.at_goal <> g.was
$$;

-- Days whose counts or goal changed: the rows around them settled, the runs around the days whose
-- at_goal flipped, and new rows' instants.
CREATE OR REPLACE FUNCTION dm_daily_settle(uids text[], days date[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  flipped record;
BEGIN
  IF coalesce(cardinality(uids), 0) = 0 THEN RETURN; END IF;
  flipped := dm_daily_settle_rows(uids, days);
  PERFORM dm_daily_runs(flipped.flipped_uids, flipped.flipped_days);
  PERFORM dm_daily_instants(uids, days);
END $$;

-- Recounts one member from scratch: a new profile, a new zone, a new goal without history.
CREATE OR REPLACE FUNCTION dm_daily_rebuild(uid text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dm_daily WHERE user_id = uid;
  DELETE FROM dm_runs WHERE user_id = uid;
  INSERT INTO dm_daily (user_id, day, dms, new_dms, replied, booked, replies, meetings)
  SELECT uid, l.day, sum(l.dms), sum(l.new_dms), sum(l.replied), sum(l.booked), sum(l.replies),
         sum(l.meetings)
  FROM dm_tracking d
  JOIN profiles p ON p.user_id = d.user_id
  CROSS JOIN LATERAL dm_daily_lines(p.time_zone, d.sent_at, d.response_at, d.meeting_at,
                                    d.response_received, d.meeting_booked, d.is_first) l
  WHERE d.user_id = uid
  GROUP BY l.day;
  PERFORM dm_daily_settle(array_agg(r.user_id), array_agg(r.day))
  FROM dm_daily r WHERE r.user_id = uid;
END $$;

-- Counting DMs -------------------------------------------------------------------------------------

-- What one DM adds to the days of a zone: its sending day (a new DM when it is the prospect's
-- first), its reply's day, its meeting's day.
CREATE OR REPLACE FUNCTION dm_daily_lines(zone text, sent timestamptz, replied_at timestamptz,
                                          met_at timestamptz, got_reply boolean,
                                          got_meeting boolean, first boolean)
RETURNS TABLE (day date, dms int, new_dms int, replied int, booked int, replies int, meetings int)
LANGUAGE sql STABLE AS $$
  SELECT (sent AT TIME ZONE zone)::date, 1, first::int, got_reply::int, got_meeting::int, 0, 0
  UNION ALL
  SELECT (replied_at AT TIME ZONE zone)::date, 0, 0, 0, 0, 1, 0 WHERE replied_at IS NOT NULL
  UNION ALL
  SELECT (met_at AT TIME ZONE zone)::date, 0, 0, 0, 0, 0, 1 WHERE met_at IS NOT NULL
$$;

-- One statement's DMs at once (an import of thousands is one aggregate): the rows it removed are
-- taken off their days (an UPDATE only: a member being deleted must not get rows back), then the
-- rows it added are put on theirs, and the days it changed are settled. An UPDATE counts only rows
-- whose counted columns changed, so editing a note touches nothing.
CREATE OR REPLACE FUNCTION dm_daily_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  per_day text := $q$
    SELECT s.user_id, l.day, sum(l.dms) AS dms, sum(l.new_dms) AS new_dms,
           sum(l.replied) AS replied, sum(l.booked) AS booked, sum(l.replies) AS replies,
           sum(l.meetings) AS meetings
    FROM (%s) s
    JOIN profiles p ON p.user_id = s.user_id
    CROSS JOIN LATERAL dm_daily_lines(p.time_zone, s.sent_at, s.response_at, s.meeting_at,
                                      s.response_received, s.meeting_booked, s.is_first) l
    GROUP BY s.user_id, l.day$q$;
  changed text := $q$
    SELECT %1$s.* FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.user_id, n.sent_at, n.response_at, n.meeting_at, n.response_received,
           n.meeting_booked, n.is_first)
          IS DISTINCT FROM (o.user_id, o.sent_at, o.response_at, o.meeting_at,
                            o.response_received, o.meeting_booked, o.is_first)$q$;
  removed text;
  added text;
  taken_uids text[];
  taken_days date[];
  put_uids text[];
  put_days date[];
BEGIN
  removed := CASE TG_OP WHEN 'DELETE' THEN 'SELECT * FROM old_rows'
                        WHEN 'UPDATE' THEN format(changed, 'o') END;
  added := CASE TG_OP WHEN 'INSERT' THEN 'SELECT * FROM new_rows'
                      WHEN 'UPDATE' THEN format(changed, 'n') END;
  IF removed IS NOT NULL THEN
    EXECUTE format($q$
      WITH done AS (
        UPDATE dm_daily r
        SET dms = r.dms - x.dms, new_dms = r.new_dms - x.new_dms,
            replied = r.replied - x.replied, booked = r.booked - x.booked,
            replies = r.replies - x.replies, meetings = r.meetings - x.meetings
        FROM (%s) x
        WHERE r.user_id = x.user_id AND r.day = x.day
        RETURNING r.user_id, r.day)
      SELECT array_agg(user_id), array_agg(day) FROM done$q$, format(per_day, removed))
      INTO taken_uids, taken_days;
  END IF;
  IF added IS NOT NULL THEN
    EXECUTE format($q$
      WITH done AS (
        INSERT INTO dm_daily AS r (user_id, day, dms, new_dms, replied, booked, replies, meetings)
        SELECT x.user_id, x.day, x.dms, x.new_dms, x.replied, x.booked, x.replies, x.meetings
        FROM (%s) x
        ORDER BY x.user_id, x.day
        ON CONFLICT (user_id, day) DO UPDATE
        SET dms = r.dms + excluded.dms, new_dms = r.new_dms + excluded.new_dms,
            replied = r.replied + excluded.replied,
            booked = r.booked + excluded.booked, replies = r.replies + excluded.replies,
            meetings = r.meetings + excluded.meetings
        RETURNING r.user_id, r.day)
      SELECT array_agg(user_id), array_agg(day) FROM done$q$, format(per_day, added))
      INTO put_uids, put_days;
  END IF;
  PERFORM dm_daily_settle(coalesce(taken_uids, '{}') || coalesce(put_uids, '{}'),
                          coalesce(taken_days, '{}') || coalesce(put_days, '{}'));
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER dm_daily_on_insert AFTER INSERT ON dm_tracking
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dm_daily_track();
CREATE OR REPLACE TRIGGER dm_daily_on_update AFTER UPDATE ON dm_tracking
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dm_daily_track();
CREATE OR REPLACE TRIGGER dm_daily_on_delete AFTER DELETE ON dm_tracking
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dm_daily_track();

-- Goals ---------------------------------------------------------------------------------------------

-- A goal_history row changes the goal of its day and the days after it (all of them when rows
-- go): the days whose at_goal flips are settled, and what follows from them.
CREATE OR REPLACE FUNCTION dm_daily_regoal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  flipped_uids text[];
  flipped_days date[];
BEGIN
  EXECUTE format($q$
    SELECT array_agg(r.user_id), array_agg(r.day)
    FROM dm_daily r
    JOIN (SELECT user_id, min(effective_on) AS since FROM %I GROUP BY user_id) c
      ON r.user_id = c.user_id
    -- CASE keeps the goal lookup after the join: only the changed members' days from `since`.
    WHERE CASE WHEN r.day >= c.since OR %L
               THEN r.at_goal <> (dm_goal_counted(r.dms, r.new_dms)
                                  >= dm_goal_on(r.user_id, r.day))
               ELSE false END$q$,
    CASE TG_OP WHEN 'DELETE' THEN 'old_rows' ELSE 'new_rows' END, TG_OP = 'DELETE')
    INTO flipped_uids, flipped_days;
  PERFORM dm_daily_settle(flipped_uids, flipped_days);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER dm_daily_goal_on_insert AFTER INSERT ON goal_history
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dm_daily_regoal();
CREATE OR REPLACE TRIGGER dm_daily_goal_on_update AFTER UPDATE ON goal_history
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dm_daily_regoal();
CREATE OR REPLACE TRIGGER dm_daily_goal_on_delete AFTER DELETE ON goal_history
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dm_daily_regoal();

-- The community's rule is the goal of members without goal_history; whether follow-ups count is
-- everyone's.
CREATE OR REPLACE FUNCTION dm_daily_rule() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted_before boolean := CASE TG_OP WHEN 'INSERT' THEN false ELSE OLD.follow_ups_count END;
  counted_now boolean := CASE TG_OP WHEN 'DELETE' THEN false ELSE NEW.follow_ups_count END;
  everyone boolean := counted_before IS DISTINCT FROM counted_now;
  ruled text[] := ARRAY(SELECT p.user_id FROM profiles p
                        WHERE everyone OR NOT EXISTS (SELECT 1 FROM goal_history g
                                                      WHERE g.user_id = p.user_id));
  flipped_uids text[];
  flipped_days date[];
BEGIN
  SELECT array_agg(r.user_id), array_agg(r.day) INTO flipped_uids, flipped_days
  FROM dm_daily r
  WHERE r.user_id = ANY (ruled)
    AND r.at_goal <> (dm_goal_counted(r.dms, r.new_dms) >= dm_goal_on(r.user_id, r.day));
  PERFORM dm_daily_settle(flipped_uids, flipped_days);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER dm_daily_on_rule AFTER INSERT OR DELETE OR UPDATE ON community_settings
  FOR EACH ROW EXECUTE FUNCTION dm_daily_rule();

-- A profile sets the zone of its member's days, and (without goal_history) their goal.
CREATE OR REPLACE FUNCTION dm_daily_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dm_daily_rebuild(NEW.user_id);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER dm_daily_on_profile_insert AFTER INSERT ON profiles
  FOR EACH ROW EXECUTE FUNCTION dm_daily_profile();
CREATE OR REPLACE TRIGGER dm_daily_on_profile_update AFTER UPDATE ON profiles FOR EACH ROW
  WHEN ((OLD.time_zone, OLD.solo_mode, OLD.setters_count, OLD.personal_goal)
        IS DISTINCT FROM (NEW.time_zone, NEW.solo_mode, NEW.setters_count, NEW.personal_goal))
  EXECUTE FUNCTION dm_daily_profile();
