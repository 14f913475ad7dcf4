-- A host's calendar is imported by the background import, not inside their save (decision 011):
-- the moment they asked for an import that hasn't recorded its outcome yet, so Sauna Settings can
-- say 'Importing…' until it has.
ALTER TABLE "saunas" ADD COLUMN "ics_import_requested_at" timestamp with time zone;
