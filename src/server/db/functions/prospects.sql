-- Prospects (docs/decisions/0132-prospects.md). A DM written without a prospect_id joins the
-- prospect of its profile (a new profile makes a new prospect) before it is written; the first
-- DM of each prospect is its new DM (is_first) and the rest are follow-ups; the prospect's touch
-- columns and platforms follow its DMs. All of it is kept by the triggers below, on every write
-- path (Log DM, import, fixtures). A bulk insert writes each DM once: nothing is updated after
-- the fact unless a DM arrives out of order (an import older than a prospect's first DM).

-- A new profile's prospect has an id made from the member and the profile, so every DM to it
-- (in one statement, or in two racing transactions) names the same prospect before it exists.
-- The md5 is shaped as a version-4 uuid (version nibble, variant bits), like every other id.
CREATE OR REPLACE FUNCTION prospect_id_of(uid text, profile_key text) RETURNS uuid
LANGUAGE sql IMMUTABLE AS $$
  SELECT (substr(h, 1, 12) || '4' || substr(h, 14, 3)
          || substr('89ab', get_byte(decode(substr(h, 17, 2), 'hex'), 0) % 4 + 1, 1)
          || substr(h, 18, 15))::uuid
  FROM (SELECT md5(uid || ' ' || profile_key) AS h) AS hashed
$$;

CREATE OR REPLACE FUNCTION prospects_assign() RETURNS trigger LANGUAGE plpgsql AS $$
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

-- The prospects' first DM, touch columns and platforms, from their DMs.
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

-- New profiles become prospects, named as their first DM names them, with their touches. A
-- prospect this statement made from DMs written oldest first (an import's, a Log DM's) is whole
-- already; the others (older DMs, or new ones out of order) are synced.
CREATE OR REPLACE FUNCTION prospects_on_dm_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  made uuid[];
BEGIN
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
  inserted AS (
    INSERT INTO prospects (id, user_id, name, company_name, notes, first_dm_at, last_touch_at,
                           touches, replied_at, meeting_at, platforms)
    SELECT id, user_id, name, company_name, notes, first_at, last_at, touches, replied_at,
           meeting_at, platforms
    FROM fresh ON CONFLICT (id) DO NOTHING
    RETURNING id),
  profiles_made AS (
    INSERT INTO prospect_profiles (user_id, profile_key, prospect_id)
    SELECT user_id, profile_key, id FROM fresh ON CONFLICT DO NOTHING)
  SELECT array_agg(id) INTO made FROM inserted;
  -- Written oldest first, a new prospect's DMs have one first DM (each row saw the ones before
  -- it) at its own instant.
  PERFORM prospects_sync(ARRAY(
    SELECT n.prospect_id FROM new_rows n
    GROUP BY n.prospect_id
    HAVING NOT n.prospect_id = ANY (coalesce(made, '{}'))
        OR count(*) FILTER (WHERE n.is_first) <> 1
        OR count(DISTINCT n.sent_at) <> count(*)));
  RETURN NULL;
END $$;

-- A DM moved in time, to another prospect, or edited to another platform.
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

CREATE OR REPLACE FUNCTION prospects_on_dm_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM prospects_sync(ARRAY(SELECT DISTINCT prospect_id FROM old_rows
                               WHERE prospect_id IS NOT NULL));
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER prospects_assign BEFORE INSERT ON dm_tracking
  FOR EACH ROW EXECUTE FUNCTION prospects_assign();
CREATE OR REPLACE TRIGGER prospects_on_insert AFTER INSERT ON dm_tracking
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prospects_on_dm_insert();
CREATE OR REPLACE TRIGGER prospects_on_update AFTER UPDATE ON dm_tracking
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION prospects_on_dm_update();
CREATE OR REPLACE TRIGGER prospects_on_delete AFTER DELETE ON dm_tracking
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prospects_on_dm_delete();
