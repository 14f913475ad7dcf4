-- Written by hand (Drizzle cannot declare triggers). Whatever changes what anonymous public pages
-- show tells every app process, with NOTIFY 'page_cache' after the change commits, which pages to
-- drop from its page cache (server/http/page-cache.ts):
--   saunas: any change to a sauna (cards appear on lists, on other saunas' pages, the sitemap);
--   sauna:{id}: a review of that sauna; stories: a featured review (the home page's stories);
--   articles: the blog; a host's or reviewer's name, photo or privacy choice: saunas.
-- PostgreSQL sends one notification per transaction for repeated identical payloads.
CREATE FUNCTION notify_page_cache() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'reviews' THEN
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('page_cache', 'sauna:' || NEW.sauna_id::text);
      IF NEW.featured THEN PERFORM pg_notify('page_cache', 'stories'); END IF;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('page_cache', 'sauna:' || OLD.sauna_id::text);
      IF OLD.featured THEN PERFORM pg_notify('page_cache', 'stories'); END IF;
    END IF;
    RETURN NULL;
  END IF;
  PERFORM pg_notify('page_cache', CASE WHEN TG_TABLE_NAME = 'articles' THEN 'articles' ELSE 'saunas' END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER saunas_page_cache AFTER INSERT OR UPDATE OR DELETE ON saunas FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
--> statement-breakpoint
CREATE TRIGGER reviews_page_cache AFTER INSERT OR UPDATE OR DELETE ON reviews FOR EACH ROW EXECUTE FUNCTION notify_page_cache();
--> statement-breakpoint
CREATE TRIGGER articles_page_cache AFTER INSERT OR UPDATE OR DELETE ON articles FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
--> statement-breakpoint
CREATE TRIGGER profiles_page_cache AFTER UPDATE OF full_name, avatar_url, privacy_preferences, is_verified ON profiles FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
