CREATE TABLE "dm_daily" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"dms" integer DEFAULT 0 NOT NULL,
	"replied" integer DEFAULT 0 NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"replies" integer DEFAULT 0 NOT NULL,
	"meetings" integer DEFAULT 0 NOT NULL,
	"at_goal" boolean DEFAULT false NOT NULL,
	"cum_dms" integer DEFAULT 0 NOT NULL,
	"cum_replied" integer DEFAULT 0 NOT NULL,
	"cum_booked" integer DEFAULT 0 NOT NULL,
	"cum_replies" integer DEFAULT 0 NOT NULL,
	"cum_meetings" integer DEFAULT 0 NOT NULL,
	"cum_days_at_goal" integer DEFAULT 0 NOT NULL,
	"run" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dm_daily_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "dm_daily" ADD CONSTRAINT "dm_daily_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- dm_daily follows dm_tracking, goal_history, community_settings and the member's zone through
-- the triggers below, on every write path (docs/decisions/0129-dm-daily-rollup.md).
-- A day's goal, as goalLookups answers it (src/server/goals/goals.service.ts): the latest
-- goal_history row on or before the day; before the first one 28; with no row at all the
-- member's goal today under the community's rule (28 / 100 per setter, at most 5, when unset).
CREATE FUNCTION dm_goal_on(uid text, d date) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT g.goal FROM goal_history g
     WHERE g.user_id = uid AND g.effective_on <= d ORDER BY g.effective_on DESC LIMIT 1),
    CASE WHEN EXISTS (SELECT 1 FROM goal_history g WHERE g.user_id = uid) THEN 28 ELSE
      (SELECT greatest(coalesce(p.personal_goal, 0), CASE WHEN p.solo_mode THEN r.solo
              ELSE r.solo + r.per_setter * least(5, greatest(0, p.setters_count)) END)
       FROM profiles p,
            (SELECT coalesce((SELECT solo_goal FROM community_settings WHERE id = 1), 28) AS solo,
                    coalesce((SELECT goal_per_setter FROM community_settings WHERE id = 1), 100)
                      AS per_setter) r
       WHERE p.user_id = uid) END,
    28)
$$;
--> statement-breakpoint
-- What one DM adds to the days of a zone: its sending day, its reply's day, its meeting's day.
CREATE FUNCTION dm_daily_lines(zone text, sent timestamptz, replied_at timestamptz,
                               met_at timestamptz, got_reply boolean, got_meeting boolean)
RETURNS TABLE (day date, dms int, replied int, booked int, replies int, meetings int)
LANGUAGE sql STABLE AS $$
  SELECT (sent AT TIME ZONE zone)::date, 1, got_reply::int, got_meeting::int, 0, 0
  UNION ALL
  SELECT (replied_at AT TIME ZONE zone)::date, 0, 0, 0, 1, 0 WHERE replied_at IS NOT NULL
  UNION ALL
  SELECT (met_at AT TIME ZONE zone)::date, 0, 0, 0, 0, 1 WHERE met_at IS NOT NULL
$$;
--> statement-breakpoint
-- The running totals and runs of these members' days, from their rows (only rows that change are
-- written): a member's days are a few hundred rows at most, so one window pass is cheap.
CREATE FUNCTION dm_daily_cumulate(uids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(uids), 0) = 0 THEN RETURN; END IF;
  UPDATE dm_daily r
  SET cum_dms = c.cum_dms, cum_replied = c.cum_replied, cum_booked = c.cum_booked,
      cum_replies = c.cum_replies, cum_meetings = c.cum_meetings,
      cum_days_at_goal = c.cum_days_at_goal, run = c.run
  FROM (
    SELECT x.user_id, x.day,
           sum(x.dms) OVER w AS cum_dms, sum(x.replied) OVER w AS cum_replied,
           sum(x.booked) OVER w AS cum_booked, sum(x.replies) OVER w AS cum_replies,
           sum(x.meetings) OVER w AS cum_meetings,
           count(*) FILTER (WHERE x.at_goal) OVER w AS cum_days_at_goal,
           -- consecutive days at goal share day - (their rank among the member's days at goal)
           CASE WHEN x.at_goal THEN row_number() OVER (PARTITION BY x.user_id, x.at_goal, x.island
                                                      ORDER BY x.day)
                ELSE 0 END AS run
    FROM (SELECT d.*, d.day - (row_number() OVER (PARTITION BY d.user_id, d.at_goal
                                                  ORDER BY d.day))::int AS island
          FROM dm_daily d WHERE d.user_id = ANY (uids)) x
    WINDOW w AS (PARTITION BY x.user_id ORDER BY x.day)
  ) c
  WHERE r.user_id = c.user_id AND r.day = c.day
    AND (r.cum_dms, r.cum_replied, r.cum_booked, r.cum_replies, r.cum_meetings,
         r.cum_days_at_goal, r.run)
        IS DISTINCT FROM (c.cum_dms::int, c.cum_replied::int, c.cum_booked::int,
                          c.cum_replies::int, c.cum_meetings::int, c.cum_days_at_goal::int,
                          c.run::int);
END $$;
--> statement-breakpoint
-- Recounts one member from scratch: a new profile, a new zone, a new goal without history.
CREATE FUNCTION dm_daily_rebuild(uid text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dm_daily WHERE user_id = uid;
  INSERT INTO dm_daily (user_id, day, dms, replied, booked, replies, meetings, at_goal)
  SELECT uid, l.day, sum(l.dms), sum(l.replied), sum(l.booked), sum(l.replies), sum(l.meetings),
         sum(l.dms) >= dm_goal_on(uid, l.day)
  FROM dm_tracking d
  JOIN profiles p ON p.user_id = d.user_id
  CROSS JOIN LATERAL dm_daily_lines(p.time_zone, d.sent_at, d.response_at, d.meeting_at,
                                    d.response_received, d.meeting_booked) l
  WHERE d.user_id = uid
  GROUP BY l.day;
  PERFORM dm_daily_cumulate(ARRAY[uid]);
END $$;
--> statement-breakpoint
-- One statement's DMs at once (an import of thousands is one aggregate): the rows it removed
-- are taken off their days (an UPDATE only: a member being deleted must not get rows back),
-- then the rows it added are put on theirs. An UPDATE counts only rows whose counted columns
-- changed, so editing a note touches nothing.
CREATE FUNCTION dm_daily_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  per_day text := $q$
    SELECT s.user_id, l.day, sum(l.dms) AS dms, sum(l.replied) AS replied,
           sum(l.booked) AS booked, sum(l.replies) AS replies, sum(l.meetings) AS meetings
    FROM (%s) s
    JOIN profiles p ON p.user_id = s.user_id
    CROSS JOIN LATERAL dm_daily_lines(p.time_zone, s.sent_at, s.response_at, s.meeting_at,
                                      s.response_received, s.meeting_booked) l
    GROUP BY s.user_id, l.day$q$;
  changed text := $q$
    SELECT %1$s.* FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.user_id, n.sent_at, n.response_at, n.meeting_at, n.response_received,
           n.meeting_booked)
          IS DISTINCT FROM (o.user_id, o.sent_at, o.response_at, o.meeting_at,
                            o.response_received, o.meeting_booked)$q$;
  removed text;
  added text;
  taken text[];
  put text[];
BEGIN
  removed := CASE TG_OP WHEN 'DELETE' THEN 'SELECT * FROM old_rows'
                        WHEN 'UPDATE' THEN format(changed, 'o') END;
  added := CASE TG_OP WHEN 'INSERT' THEN 'SELECT * FROM new_rows'
                      WHEN 'UPDATE' THEN format(changed, 'n') END;
  IF removed IS NOT NULL THEN
    EXECUTE format($q$
      WITH done AS (
        UPDATE dm_daily r
        SET dms = r.dms - x.dms, replied = r.replied - x.replied, booked = r.booked - x.booked,
            replies = r.replies - x.replies, meetings = r.meetings - x.meetings,
            at_goal = r.dms - x.dms >= dm_goal_on(r.user_id, r.day)
        FROM (%s) x
        WHERE r.user_id = x.user_id AND r.day = x.day
        RETURNING r.user_id)
      SELECT array_agg(DISTINCT user_id) FROM done$q$, format(per_day, removed)) INTO taken;
  END IF;
  IF added IS NOT NULL THEN
    EXECUTE format($q$
      WITH done AS (
        INSERT INTO dm_daily AS r (user_id, day, dms, replied, booked, replies, meetings, at_goal)
        SELECT x.user_id, x.day, x.dms, x.replied, x.booked, x.replies, x.meetings,
               x.dms >= dm_goal_on(x.user_id, x.day)
        FROM (%s) x
        ON CONFLICT (user_id, day) DO UPDATE
        SET dms = r.dms + excluded.dms, replied = r.replied + excluded.replied,
            booked = r.booked + excluded.booked, replies = r.replies + excluded.replies,
            meetings = r.meetings + excluded.meetings,
            at_goal = r.dms + excluded.dms >= dm_goal_on(r.user_id, r.day)
        RETURNING r.user_id)
      SELECT array_agg(DISTINCT user_id) FROM done$q$, format(per_day, added)) INTO put;
  END IF;
  PERFORM dm_daily_cumulate(ARRAY(SELECT DISTINCT unnest(coalesce(taken, '{}') || coalesce(put, '{}'))));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dm_daily_on_insert AFTER INSERT ON dm_tracking
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dm_daily_track();
--> statement-breakpoint
CREATE TRIGGER dm_daily_on_update AFTER UPDATE ON dm_tracking
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dm_daily_track();
--> statement-breakpoint
CREATE TRIGGER dm_daily_on_delete AFTER DELETE ON dm_tracking
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dm_daily_track();
--> statement-breakpoint
-- A goal_history row changes the goal of its day and the days after it (all of them when rows
-- go). Only days whose at_goal flips are written.
CREATE FUNCTION dm_daily_regoal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  flipped text[];
BEGIN
  EXECUTE format($q$
    WITH done AS (
      UPDATE dm_daily r SET at_goal = NOT r.at_goal
      FROM (SELECT user_id, min(effective_on) AS since FROM %I GROUP BY user_id) c
      -- CASE keeps the goal lookup after the join: only the changed members' days from `since`.
      WHERE r.user_id = c.user_id
        AND CASE WHEN r.day >= c.since OR %L THEN r.at_goal <> (r.dms >= dm_goal_on(r.user_id, r.day))
                 ELSE false END
      RETURNING r.user_id)
    SELECT array_agg(DISTINCT user_id) FROM done$q$,
    CASE TG_OP WHEN 'DELETE' THEN 'old_rows' ELSE 'new_rows' END, TG_OP = 'DELETE') INTO flipped;
  PERFORM dm_daily_cumulate(flipped);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dm_daily_goal_on_insert AFTER INSERT ON goal_history
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dm_daily_regoal();
--> statement-breakpoint
CREATE TRIGGER dm_daily_goal_on_update AFTER UPDATE ON goal_history
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dm_daily_regoal();
--> statement-breakpoint
CREATE TRIGGER dm_daily_goal_on_delete AFTER DELETE ON goal_history
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dm_daily_regoal();
--> statement-breakpoint
-- The community's rule is the goal of members without goal_history.
CREATE FUNCTION dm_daily_rule() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ruled text[] := ARRAY(SELECT p.user_id FROM profiles p
                        WHERE NOT EXISTS (SELECT 1 FROM goal_history g WHERE g.user_id = p.user_id));
  flipped text[];
BEGIN
  WITH done AS (
    UPDATE dm_daily r SET at_goal = NOT r.at_goal
    WHERE r.user_id = ANY (ruled) AND r.at_goal <> (r.dms >= dm_goal_on(r.user_id, r.day))
    RETURNING r.user_id)
  SELECT array_agg(DISTINCT user_id) INTO flipped FROM done;
  PERFORM dm_daily_cumulate(flipped);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dm_daily_on_rule AFTER INSERT OR UPDATE OR DELETE ON community_settings
  FOR EACH STATEMENT EXECUTE FUNCTION dm_daily_rule();
--> statement-breakpoint
-- A profile sets the zone of its member's days, and (without goal_history) their goal.
CREATE FUNCTION dm_daily_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dm_daily_rebuild(NEW.user_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dm_daily_on_profile_insert AFTER INSERT ON profiles
  FOR EACH ROW EXECUTE FUNCTION dm_daily_profile();
--> statement-breakpoint
CREATE TRIGGER dm_daily_on_profile_update AFTER UPDATE ON profiles FOR EACH ROW
  WHEN ((OLD.time_zone, OLD.solo_mode, OLD.setters_count, OLD.personal_goal)
        IS DISTINCT FROM (NEW.time_zone, NEW.solo_mode, NEW.setters_count, NEW.personal_goal))
  EXECUTE FUNCTION dm_daily_profile();
--> statement-breakpoint
SELECT dm_daily_rebuild(user_id) FROM profiles;
