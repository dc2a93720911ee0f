CREATE TABLE "prospect_profiles" (
	"user_id" text NOT NULL,
	"profile_key" text NOT NULL,
	"prospect_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prospect_profiles_user_id_profile_key_pk" PRIMARY KEY("user_id","profile_key")
);
--> statement-breakpoint
CREATE TABLE "prospects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"cadence" integer[],
	"snoozed_until" date,
	"merged_into" uuid,
	"merged_at" timestamp with time zone,
	"merge_undo" jsonb,
	"first_dm_at" timestamp with time zone,
	"last_touch_at" timestamp with time zone,
	"touches" integer DEFAULT 0 NOT NULL,
	"replied_at" timestamp with time zone,
	"meeting_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dm_daily" ADD COLUMN "new_dms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dm_daily" ADD COLUMN "cum_new_dms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dm_tracking" ADD COLUMN "prospect_id" uuid;--> statement-breakpoint
ALTER TABLE "dm_tracking" ADD COLUMN "is_first" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "community_settings" ADD COLUMN "follow_ups_count" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "community_settings" ADD COLUMN "follow_up_cadence" integer[] DEFAULT '{3,7,14}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "prospect_profiles" ADD CONSTRAINT "prospect_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_profiles" ADD CONSTRAINT "prospect_profiles_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prospect_profiles_prospect_idx" ON "prospect_profiles" USING btree ("prospect_id");--> statement-breakpoint
-- dm_daily (0009, 0010) now also counts new DMs, and a day is at goal by the DMs the community
-- counts: new DMs only, or (follow_ups_count) every DM.
CREATE FUNCTION dm_goal_counted(dms bigint, new_dms bigint) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN coalesce((SELECT follow_ups_count FROM community_settings WHERE id = 1), false)
              THEN dms ELSE new_dms END
$$;
--> statement-breakpoint
DROP FUNCTION dm_daily_lines(text, timestamptz, timestamptz, timestamptz, boolean, boolean);
--> statement-breakpoint
CREATE FUNCTION dm_daily_lines(zone text, sent timestamptz, replied_at timestamptz,
                               met_at timestamptz, got_reply boolean, got_meeting boolean,
                               first boolean)
RETURNS TABLE (day date, dms int, new_dms int, replied int, booked int, replies int, meetings int)
LANGUAGE sql STABLE AS $$
  SELECT (sent AT TIME ZONE zone)::date, 1, first::int, got_reply::int, got_meeting::int, 0, 0
  UNION ALL
  SELECT (replied_at AT TIME ZONE zone)::date, 0, 0, 0, 0, 1, 0 WHERE replied_at IS NOT NULL
  UNION ALL
  SELECT (met_at AT TIME ZONE zone)::date, 0, 0, 0, 0, 0, 1 WHERE met_at IS NOT NULL
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dm_daily_cumulate(uids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(uids), 0) = 0 THEN RETURN; END IF;
  UPDATE dm_daily r
  SET cum_dms = c.cum_dms, cum_new_dms = c.cum_new_dms, cum_replied = c.cum_replied,
      cum_booked = c.cum_booked, cum_replies = c.cum_replies, cum_meetings = c.cum_meetings,
      cum_days_at_goal = c.cum_days_at_goal, run = c.run, valid = c.valid
  FROM (
    SELECT x.user_id, x.day,
           sum(x.dms) OVER w AS cum_dms, sum(x.new_dms) OVER w AS cum_new_dms,
           sum(x.replied) OVER w AS cum_replied,
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
    AND (r.cum_dms, r.cum_new_dms, r.cum_replied, r.cum_booked, r.cum_replies, r.cum_meetings,
         r.cum_days_at_goal, r.run, r.valid)
        IS DISTINCT FROM (c.cum_dms::int, c.cum_new_dms::int, c.cum_replied::int,
                          c.cum_booked::int, c.cum_replies::int, c.cum_meetings::int,
                          c.cum_days_at_goal::int, c.run::int, c.valid);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dm_daily_rebuild(uid text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dm_daily WHERE user_id = uid;
  INSERT INTO dm_daily (user_id, day, dms, new_dms, replied, booked, replies, meetings, at_goal)
  SELECT uid, l.day, sum(l.dms), sum(l.new_dms), sum(l.replied), sum(l.booked), sum(l.replies),
         sum(l.meetings), dm_goal_counted(sum(l.dms), sum(l.new_dms)) >= dm_goal_on(uid, l.day)
  FROM dm_tracking d
  JOIN profiles p ON p.user_id = d.user_id
  CROSS JOIN LATERAL dm_daily_lines(p.time_zone, d.sent_at, d.response_at, d.meeting_at,
                                    d.response_received, d.meeting_booked, d.is_first) l
  WHERE d.user_id = uid
  GROUP BY l.day;
  PERFORM dm_daily_cumulate(ARRAY[uid]);
END $$;
--> statement-breakpoint
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
        SET dms = r.dms - x.dms, new_dms = r.new_dms - x.new_dms,
            replied = r.replied - x.replied, booked = r.booked - x.booked,
            replies = r.replies - x.replies, meetings = r.meetings - x.meetings,
            at_goal = dm_goal_counted(r.dms - x.dms, r.new_dms - x.new_dms)
                      >= dm_goal_on(r.user_id, r.day)
        FROM (%s) x
        WHERE r.user_id = x.user_id AND r.day = x.day
        RETURNING r.user_id)
      SELECT array_agg(DISTINCT user_id) FROM done$q$, format(per_day, removed)) INTO taken;
  END IF;
  IF added IS NOT NULL THEN
    EXECUTE format($q$
      WITH done AS (
        INSERT INTO dm_daily AS r (user_id, day, dms, new_dms, replied, booked, replies, meetings,
                                   at_goal)
        SELECT x.user_id, x.day, x.dms, x.new_dms, x.replied, x.booked, x.replies, x.meetings,
               dm_goal_counted(x.dms, x.new_dms) >= dm_goal_on(x.user_id, x.day)
        FROM (%s) x
        ON CONFLICT (user_id, day) DO UPDATE
        SET dms = r.dms + excluded.dms, new_dms = r.new_dms + excluded.new_dms,
            replied = r.replied + excluded.replied,
            booked = r.booked + excluded.booked, replies = r.replies + excluded.replies,
            meetings = r.meetings + excluded.meetings,
            at_goal = dm_goal_counted(r.dms + excluded.dms, r.new_dms + excluded.new_dms)
                      >= dm_goal_on(r.user_id, r.day)
        RETURNING r.user_id)
      SELECT array_agg(DISTINCT user_id) FROM done$q$, format(per_day, added)) INTO put;
  END IF;
  PERFORM dm_daily_cumulate(ARRAY(SELECT DISTINCT unnest(coalesce(taken, '{}') || coalesce(put, '{}'))));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dm_daily_regoal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  flipped text[];
BEGIN
  EXECUTE format($q$
    WITH done AS (
      UPDATE dm_daily r SET at_goal = NOT r.at_goal
      FROM (SELECT user_id, min(effective_on) AS since FROM %I GROUP BY user_id) c
      -- CASE keeps the goal lookup after the join: only the changed members' days from `since`.
      WHERE r.user_id = c.user_id
        AND CASE WHEN r.day >= c.since OR %L
                 THEN r.at_goal <> (dm_goal_counted(r.dms, r.new_dms)
                                    >= dm_goal_on(r.user_id, r.day))
                 ELSE false END
      RETURNING r.user_id)
    SELECT array_agg(DISTINCT user_id) FROM done$q$,
    CASE TG_OP WHEN 'DELETE' THEN 'old_rows' ELSE 'new_rows' END, TG_OP = 'DELETE') INTO flipped;
  PERFORM dm_daily_cumulate(flipped);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The community's rule is the goal of members without goal_history; whether follow-ups count
-- is everyone's.
CREATE OR REPLACE FUNCTION dm_daily_rule() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  everyone boolean := TG_OP <> 'UPDATE'
    OR OLD.follow_ups_count IS DISTINCT FROM NEW.follow_ups_count;
  ruled text[] := ARRAY(SELECT p.user_id FROM profiles p
                        WHERE everyone OR NOT EXISTS (SELECT 1 FROM goal_history g
                                                      WHERE g.user_id = p.user_id));
  flipped text[];
BEGIN
  WITH done AS (
    UPDATE dm_daily r SET at_goal = NOT r.at_goal
    WHERE r.user_id = ANY (ruled)
      AND r.at_goal <> (dm_goal_counted(r.dms, r.new_dms) >= dm_goal_on(r.user_id, r.day))
    RETURNING r.user_id)
  SELECT array_agg(DISTINCT user_id) INTO flipped FROM done;
  PERFORM dm_daily_cumulate(flipped);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER dm_daily_on_rule ON community_settings;
--> statement-breakpoint
CREATE TRIGGER dm_daily_on_rule AFTER INSERT OR UPDATE OR DELETE ON community_settings
  FOR EACH ROW EXECUTE FUNCTION dm_daily_rule();
--> statement-breakpoint
-- The existing DMs: every DM was counted toward the goal, so where grouping by profile makes
-- follow-ups, the community keeps counting them (the coach may change it), and no day, streak,
-- achievement or leaderboard place moves.
INSERT INTO community_settings (id, follow_ups_count)
SELECT 1, true WHERE EXISTS (SELECT 1 FROM dm_tracking GROUP BY user_id, profile_key
                             HAVING count(*) > 1)
ON CONFLICT (id) DO UPDATE SET follow_ups_count = true;
--> statement-breakpoint
UPDATE dm_daily SET new_dms = dms, cum_new_dms = cum_dms;
--> statement-breakpoint
-- One prospect per profile each member messaged, named as the newest DM names it, its touch
-- columns read from its DMs at once (the triggers below do not exist yet: no row is written twice).
WITH g AS MATERIALIZED (
  SELECT gen_random_uuid() AS id, d.user_id, d.profile_key,
         (array_agg(d.prospect_name ORDER BY d.sent_at DESC))[1] AS name,
         coalesce((array_agg(d.company_name ORDER BY d.sent_at DESC)
                   FILTER (WHERE d.company_name <> ''))[1], '') AS company_name,
         coalesce((array_agg(d.notes ORDER BY d.sent_at DESC)
                   FILTER (WHERE d.notes <> ''))[1], '') AS notes,
         min(d.sent_at) AS first_at, max(d.sent_at) AS last_at, count(*)::int AS touches,
         min(d.response_at) AS replied_at, min(d.meeting_at) AS meeting_at
  FROM dm_tracking d GROUP BY d.user_id, d.profile_key),
made AS (
  INSERT INTO prospects (id, user_id, name, company_name, notes, first_dm_at, last_touch_at,
                         touches, replied_at, meeting_at, created_at)
  SELECT id, user_id, name, company_name, notes, first_at, last_at, touches, replied_at,
         meeting_at, first_at
  FROM g RETURNING id)
INSERT INTO prospect_profiles (user_id, profile_key, prospect_id)
SELECT g.user_id, g.profile_key, g.id FROM g JOIN made ON made.id = g.id;
--> statement-breakpoint
-- Every DM joins its prospect in one pass: the earliest is the new DM, the rest follow-ups, and
-- a prospect replies once: their reply and meeting (the earliest of each, from whichever DM they
-- were logged on) move to their first DM. dm_daily's trigger counts the follow-ups out of
-- new_dms. The search index takes the rewritten rows in its pending list, then flushes it.
ALTER INDEX dm_prospect_search_trgm_idx SET (fastupdate = on);
--> statement-breakpoint
UPDATE dm_tracking d
SET prospect_id = s.prospect_id, is_first = s.first,
    response_received = s.first AND s.replied_at IS NOT NULL,
    response_at = CASE WHEN s.first THEN s.replied_at END,
    meeting_booked = s.first AND s.met_at IS NOT NULL,
    meeting_at = CASE WHEN s.first THEN s.met_at END
FROM (SELECT t.id, pp.prospect_id,
             row_number() OVER (PARTITION BY t.user_id, t.profile_key ORDER BY t.sent_at, t.id) = 1
               AS first,
             min(t.response_at) OVER (PARTITION BY t.user_id, t.profile_key) AS replied_at,
             min(t.meeting_at) OVER (PARTITION BY t.user_id, t.profile_key) AS met_at
      FROM dm_tracking t
      JOIN prospect_profiles pp ON pp.user_id = t.user_id AND pp.profile_key = t.profile_key) s
WHERE d.id = s.id;
--> statement-breakpoint
SELECT gin_clean_pending_list('dm_prospect_search_trgm_idx');
--> statement-breakpoint
ALTER INDEX dm_prospect_search_trgm_idx SET (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "prospects_user_last_touch_idx" ON "prospects" USING btree ("user_id","last_touch_at");--> statement-breakpoint
CREATE INDEX "prospects_search_trgm_idx" ON "prospects" USING gin (("name" || ' ' || "company_name" || ' ' || "notes") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "dm_prospect_sent_idx" ON "dm_tracking" USING btree ("prospect_id","sent_at");--> statement-breakpoint
-- Deferred: a DM to a new profile names its prospect before the statement's trigger makes it.
ALTER TABLE "dm_tracking" ADD CONSTRAINT "dm_tracking_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- Prospects (docs/decisions/0132-prospects.md). A DM written without a prospect_id joins the
-- prospect of its profile (a new profile makes a new prospect) before it is written; the first
-- DM of each prospect is its new DM (is_first) and the rest are follow-ups; the prospect's touch
-- columns follow its DMs. All of it is kept by the triggers below, on every write path (Log DM,
-- import, fixtures). A bulk insert writes each DM once: nothing is updated after the fact unless
-- a DM arrives out of order (an import older than a prospect's first DM).
CREATE FUNCTION prospects_sync(pids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(pids), 0) = 0 THEN RETURN; END IF;
  UPDATE dm_tracking d SET is_first = f.first
  FROM (SELECT t.id, row_number() OVER (PARTITION BY t.prospect_id ORDER BY t.sent_at, t.id) = 1
                 AS first
        FROM dm_tracking t WHERE t.prospect_id = ANY (pids)) f
  WHERE d.id = f.id AND d.is_first IS DISTINCT FROM f.first;
  UPDATE prospects p
  SET first_dm_at = a.first_dm_at, last_touch_at = a.last_touch_at, touches = a.touches,
      replied_at = a.replied_at, meeting_at = a.meeting_at
  FROM (SELECT q.id, min(d.sent_at) AS first_dm_at, max(d.sent_at) AS last_touch_at,
               count(d.id)::int AS touches, min(d.response_at) AS replied_at,
               min(d.meeting_at) AS meeting_at
        FROM unnest(pids) AS q(id) LEFT JOIN dm_tracking d ON d.prospect_id = q.id
        GROUP BY q.id) a
  WHERE p.id = a.id
    AND (p.first_dm_at, p.last_touch_at, p.touches, p.replied_at, p.meeting_at)
        IS DISTINCT FROM (a.first_dm_at, a.last_touch_at, a.touches, a.replied_at, a.meeting_at);
  -- A prospect whose last DM went (Undo of its first Log DM) goes too; one merged into another
  -- stays, for the merge's Undo.
  DELETE FROM prospects p WHERE p.id = ANY (pids) AND p.touches = 0 AND p.merged_into IS NULL;
END $$;
--> statement-breakpoint
-- A new profile's prospect has an id made from the member and the profile, so every DM to it
-- (in one statement, or in two racing transactions) names the same prospect before it exists.
-- The md5 is shaped as a version-4 uuid (version nibble, variant bits), like every other id.
CREATE FUNCTION prospect_id_of(uid text, profile_key text) RETURNS uuid
LANGUAGE sql IMMUTABLE AS $$
  SELECT (substr(h, 1, 12) || '4' || substr(h, 14, 3)
          || substr('89ab', get_byte(decode(substr(h, 17, 2), 'hex'), 0) % 4 + 1, 1)
          || substr(h, 18, 15))::uuid
  FROM (SELECT md5(uid || ' ' || profile_key) AS h) AS hashed
$$;
--> statement-breakpoint
CREATE FUNCTION prospects_assign() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.prospect_id IS NULL THEN
    SELECT pp.prospect_id INTO NEW.prospect_id FROM prospect_profiles pp
    WHERE pp.user_id = NEW.user_id AND pp.profile_key = NEW.profile_key;
    NEW.prospect_id := coalesce(NEW.prospect_id, prospect_id_of(NEW.user_id, NEW.profile_key));
  END IF;
  -- A follow-up unless it is older than every DM so far (prospects_sync settles the rest).
  NEW.is_first := NOT EXISTS (SELECT 1 FROM dm_tracking d
                              WHERE d.prospect_id = NEW.prospect_id AND d.sent_at <= NEW.sent_at);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION prospects_on_dm_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- New profiles become prospects, named as their first DM names them, with their touches.
  WITH fresh AS MATERIALIZED (
    SELECT n.prospect_id AS id, n.user_id, n.profile_key,
           (array_agg(n.prospect_name ORDER BY n.sent_at))[1] AS name,
           (array_agg(n.company_name ORDER BY n.sent_at))[1] AS company_name,
           (array_agg(n.notes ORDER BY n.sent_at))[1] AS notes,
           min(n.sent_at) AS first_at, max(n.sent_at) AS last_at, count(*)::int AS touches,
           min(n.response_at) AS replied_at, min(n.meeting_at) AS meeting_at
    FROM new_rows n
    WHERE n.prospect_id = prospect_id_of(n.user_id, n.profile_key)
      AND NOT EXISTS (SELECT 1 FROM prospect_profiles pp
                      WHERE pp.user_id = n.user_id AND pp.profile_key = n.profile_key)
    GROUP BY n.prospect_id, n.user_id, n.profile_key),
  made AS (
    INSERT INTO prospects (id, user_id, name, company_name, notes, first_dm_at, last_touch_at,
                           touches, replied_at, meeting_at)
    SELECT id, user_id, name, company_name, notes, first_at, last_at, touches, replied_at,
           meeting_at
    FROM fresh ON CONFLICT (id) DO NOTHING)
  INSERT INTO prospect_profiles (user_id, profile_key, prospect_id)
  SELECT user_id, profile_key, id FROM fresh ON CONFLICT DO NOTHING;
  PERFORM prospects_sync(ARRAY(SELECT DISTINCT prospect_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION prospects_on_dm_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM prospects_sync(ARRAY(
    SELECT DISTINCT x.pid FROM new_rows n JOIN old_rows o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES (n.prospect_id), (o.prospect_id)) AS x(pid)
    WHERE x.pid IS NOT NULL
      AND (n.prospect_id, n.sent_at, n.response_at, n.meeting_at)
          IS DISTINCT FROM (o.prospect_id, o.sent_at, o.response_at, o.meeting_at)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION prospects_on_dm_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM prospects_sync(ARRAY(SELECT DISTINCT prospect_id FROM old_rows
                               WHERE prospect_id IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prospects_assign BEFORE INSERT ON dm_tracking
  FOR EACH ROW EXECUTE FUNCTION prospects_assign();
--> statement-breakpoint
CREATE TRIGGER prospects_on_insert AFTER INSERT ON dm_tracking
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prospects_on_dm_insert();
--> statement-breakpoint
CREATE TRIGGER prospects_on_update AFTER UPDATE ON dm_tracking
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION prospects_on_dm_update();
--> statement-breakpoint
CREATE TRIGGER prospects_on_delete AFTER DELETE ON dm_tracking
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prospects_on_dm_delete();
