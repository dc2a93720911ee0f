-- The daily goal in SQL, for the rollups (dm-daily.sql). goalLookups in
-- src/server/goals/goals.service.ts answers the same for the app; the property test in
-- src/server/db/dm-daily.test.ts fails if the two part.

-- A day's goal: the latest goal_history row on or before the day; before the first one 28; with
-- no row at all the member's goal today under the community's rule (28 / 100 per setter, at most
-- 5 setters, when unset), as src/shared/domain/goal.ts says.
CREATE OR REPLACE FUNCTION dm_goal_on(uid text, d date) RETURNS integer LANGUAGE sql STABLE AS $$
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

-- What counts toward a day's goal: every DM where the community counts follow-ups, else the
-- new DMs (first messages) only.
CREATE OR REPLACE FUNCTION dm_goal_counted(dms bigint, new_dms bigint) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN coalesce((SELECT follow_ups_count FROM community_settings WHERE id = 1), false)
              THEN dms ELSE new_dms END
$$;
