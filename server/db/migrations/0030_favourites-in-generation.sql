-- A member's favourites count as part of what their session generation covers (decision 013): the
-- per-process cache of a member's hearts for GET /api/me is used only while the generation is
-- unchanged, so saving or removing a favourite — in any process — shows on their very next page.
CREATE TRIGGER favorites_session_generation AFTER INSERT OR DELETE ON favorites
  FOR EACH ROW EXECUTE FUNCTION bump_session_generation('user_id');--> statement-breakpoint
CREATE TRIGGER favorites_session_generation_changed AFTER UPDATE OF user_id, sauna_id ON favorites
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.sauna_id IS DISTINCT FROM NEW.sauna_id)
  EXECUTE FUNCTION bump_session_generation('user_id');
