-- The community's rule changed: members without goal_history follow its goal, and whether
-- follow-ups count is everyone's. Only a change of follow_ups_count re-reads every member's
-- days; the first rule the coach saves (an INSERT, follow-ups still not counted) re-read all of
-- them too, 11-32 s at 5,000 members (docs/benchmarks.md). No row means false, as
-- dm_goal_counted reads it.
CREATE OR REPLACE FUNCTION dm_daily_rule() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted_before boolean := CASE TG_OP WHEN 'INSERT' THEN false ELSE OLD.follow_ups_count END;
  counted_now boolean := CASE TG_OP WHEN 'DELETE' THEN false ELSE NEW.follow_ups_count END;
  everyone boolean := counted_before IS DISTINCT FROM counted_now;
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
