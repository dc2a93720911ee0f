ALTER TABLE "prospects" ADD COLUMN "platforms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- A prospect's platforms, kept by the triggers of 0011_prospects.sql as its touch columns are:
-- the Prospect Tracker's platform filter reads the row instead of looking up its DMs for every
-- prospect a search walks (docs/benchmarks.md, searched pages with ten clients).
UPDATE prospects p SET platforms = a.platforms
FROM (SELECT prospect_id, array_agg(DISTINCT platform ORDER BY platform) AS platforms
      FROM dm_tracking WHERE prospect_id IS NOT NULL GROUP BY prospect_id) a
WHERE p.id = a.prospect_id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prospects_sync(pids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(pids), 0) = 0 THEN RETURN; END IF;
  UPDATE dm_tracking d SET is_first = f.first
  FROM (SELECT t.id, row_number() OVER (PARTITION BY t.prospect_id ORDER BY t.sent_at, t.id) = 1
                 AS first
        FROM dm_tracking t WHERE t.prospect_id = ANY (pids)) f
  WHERE d.id = f.id AND d.is_first IS DISTINCT FROM f.first;
  UPDATE prospects p
  SET first_dm_at = a.first_dm_at, last_touch_at = a.last_touch_at, touches = a.touches,
      replied_at = a.replied_at, meeting_at = a.meeting_at, platforms = a.platforms
  FROM (SELECT q.id, min(d.sent_at) AS first_dm_at, max(d.sent_at) AS last_touch_at,
               count(d.id)::int AS touches, min(d.response_at) AS replied_at,
               min(d.meeting_at) AS meeting_at,
               coalesce(array_agg(DISTINCT d.platform ORDER BY d.platform)
                          FILTER (WHERE d.id IS NOT NULL), '{}') AS platforms
        FROM unnest(pids) AS q(id) LEFT JOIN dm_tracking d ON d.prospect_id = q.id
        GROUP BY q.id) a
  WHERE p.id = a.id
    AND (p.first_dm_at, p.last_touch_at, p.touches, p.replied_at, p.meeting_at, p.platforms)
        IS DISTINCT FROM (a.first_dm_at, a.last_touch_at, a.touches, a.replied_at, a.meeting_at,
                          a.platforms);
  -- A prospect whose last DM went (Undo of its first Log DM) goes too; one merged into another
  -- stays, for the merge's Undo.
  DELETE FROM prospects p WHERE p.id = ANY (pids) AND p.touches = 0 AND p.merged_into IS NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prospects_on_dm_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- New profiles become prospects, named as their first DM names them, with their touches.
  WITH fresh AS MATERIALIZED (
    SELECT n.prospect_id AS id, n.user_id, n.profile_key,
           (array_agg(n.prospect_name ORDER BY n.sent_at))[1] AS name,
           (array_agg(n.company_name ORDER BY n.sent_at))[1] AS company_name,
           (array_agg(n.notes ORDER BY n.sent_at))[1] AS notes,
           min(n.sent_at) AS first_at, max(n.sent_at) AS last_at, count(*)::int AS touches,
           min(n.response_at) AS replied_at, min(n.meeting_at) AS meeting_at,
           array_agg(DISTINCT n.platform ORDER BY n.platform) AS platforms
    FROM new_rows n
    WHERE n.prospect_id = prospect_id_of(n.user_id, n.profile_key)
      AND NOT EXISTS (SELECT 1 FROM prospect_profiles pp
                      WHERE pp.user_id = n.user_id AND pp.profile_key = n.profile_key)
    GROUP BY n.prospect_id, n.user_id, n.profile_key),
  made AS (
    INSERT INTO prospects (id, user_id, name, company_name, notes, first_dm_at, last_touch_at,
                           touches, replied_at, meeting_at, platforms)
    SELECT id, user_id, name, company_name, notes, first_at, last_at, touches, replied_at,
           meeting_at, platforms
    FROM fresh ON CONFLICT (id) DO NOTHING)
  INSERT INTO prospect_profiles (user_id, profile_key, prospect_id)
  SELECT user_id, profile_key, id FROM fresh ON CONFLICT DO NOTHING;
  PERFORM prospects_sync(ARRAY(SELECT DISTINCT prospect_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A DM edited to another platform changes its prospect's platforms.
CREATE OR REPLACE FUNCTION prospects_on_dm_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM prospects_sync(ARRAY(
    SELECT DISTINCT x.pid FROM new_rows n JOIN old_rows o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES (n.prospect_id), (o.prospect_id)) AS x(pid)
    WHERE x.pid IS NOT NULL
      AND (n.prospect_id, n.sent_at, n.response_at, n.meeting_at, n.platform)
          IS DISTINCT FROM (o.prospect_id, o.sent_at, o.response_at, o.meeting_at, o.platform)));
  RETURN NULL;
END $$;
