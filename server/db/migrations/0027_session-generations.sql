CREATE TABLE "session_generations" (
	"user_id" text PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL
);
--> statement-breakpoint
-- Written by hand (Drizzle cannot declare triggers; decision 013, B). Each app process caches
-- "this signed session cookie is this actor" (server/auth/session-cache.ts) and uses an entry only
-- while the member's generation is still the one it read. So whatever may change what that entry
-- holds bumps the generation here, in the same transaction as the change: it commits with the
-- change or not at all (a rollback bumps nothing), and the next request in any process sees it.
--   session: deleted (sign-out, revoked, password change or reset, suspension, account deletion,
--     the user deleted: cascaded deletes fire row triggers too) or its owner, expiry or token changed;
--   profiles: created, deleted, suspended or restored, full name or owner flag changed;
--   admin_roles: any row granted, changed or removed;
--   "user": e-mail or name changed, or the user deleted.
-- TG_ARGV[0] names the column holding the member's id; to_jsonb reads it from any table's row.
CREATE FUNCTION bump_session_generation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_member text;
  new_member text;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_member := to_jsonb(OLD) ->> TG_ARGV[0]; END IF;
  IF TG_OP <> 'DELETE' THEN new_member := to_jsonb(NEW) ->> TG_ARGV[0]; END IF;
  -- DISTINCT: one statement may not update the same row twice (an update keeping the member).
  INSERT INTO session_generations AS g (user_id, generation)
    SELECT DISTINCT member, 1 FROM (VALUES (old_member), (new_member)) AS changed(member) WHERE member IS NOT NULL
    ON CONFLICT (user_id) DO UPDATE SET generation = g.generation + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER session_revoked AFTER DELETE ON session
  FOR EACH ROW EXECUTE FUNCTION bump_session_generation('user_id');
--> statement-breakpoint
CREATE TRIGGER session_changed AFTER UPDATE OF user_id, expires_at, token ON session
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.expires_at IS DISTINCT FROM NEW.expires_at OR OLD.token IS DISTINCT FROM NEW.token)
  EXECUTE FUNCTION bump_session_generation('user_id');
--> statement-breakpoint
CREATE TRIGGER profiles_session_generation AFTER INSERT OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION bump_session_generation('id');
--> statement-breakpoint
CREATE TRIGGER profiles_session_generation_changed AFTER UPDATE OF suspended_at, full_name, is_owner ON profiles
  FOR EACH ROW WHEN (OLD.suspended_at IS DISTINCT FROM NEW.suspended_at OR OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.is_owner IS DISTINCT FROM NEW.is_owner)
  EXECUTE FUNCTION bump_session_generation('id');
--> statement-breakpoint
CREATE TRIGGER admin_roles_session_generation AFTER INSERT OR UPDATE OR DELETE ON admin_roles
  FOR EACH ROW EXECUTE FUNCTION bump_session_generation('user_id');
--> statement-breakpoint
CREATE TRIGGER user_session_generation AFTER DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION bump_session_generation('id');
--> statement-breakpoint
CREATE TRIGGER user_session_generation_changed AFTER UPDATE OF email, name ON "user"
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION bump_session_generation('id');
