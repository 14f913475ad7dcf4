-- Written by hand, like 0012. Every sauna page states the free-cancellation window from the
-- platform settings, so an admin's change to them drops the cached sauna pages (and lists) at once.
CREATE TRIGGER platform_settings_page_cache AFTER INSERT OR UPDATE ON platform_settings FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
