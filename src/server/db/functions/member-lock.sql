-- One writer of a member's DMs at a time (docs/decisions/0129-dm-daily-rollup.md): every row
-- written to dm_tracking first holds its member's profile row until the transaction ends, so the
-- statement triggers that follow read what another transaction committed. The member comes
-- before any other lock the write takes; a transaction that locks other rows first calls
-- dm_lock_members itself (lockMembers in src/server/db/member-lock.ts).

CREATE OR REPLACE FUNCTION dm_lock_members(uids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM profiles p WHERE p.user_id = ANY (uids) ORDER BY p.user_id FOR NO KEY UPDATE;
END $$;

-- The transaction remembers the member it locked last, so an import's rows after the first
-- lock nothing.
CREATE OR REPLACE FUNCTION dm_lock_member() RETURNS trigger LANGUAGE plpgsql AS $$
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

-- Named to come first: PostgreSQL runs a table's triggers of one event in name order.
CREATE OR REPLACE TRIGGER dm_0_lock_member BEFORE INSERT OR DELETE OR UPDATE ON dm_tracking
  FOR EACH ROW EXECUTE FUNCTION dm_lock_member();
