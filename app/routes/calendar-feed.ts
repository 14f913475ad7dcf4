// GET /calendar/{token}.ics: a sauna's private calendar feed ('Sync .ics' in the owner
// dashboard) for Google or Apple Calendar, which fetch it without signing in; the token is the key.
import type { Route } from "./+types/calendar-feed";
import { calendarFeed } from "#server/features/hosts/host-calendar-feed.service";
import { ServiceError } from "#server/features/errors";
import { getApp } from "#app/lib/context.server";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = getApp(context);
  const token = params.file.endsWith(".ics") ? params.file.slice(0, -".ics".length) : "";
  try {
    const { ics } = await calendarFeed(db, token, { baseUrl: config.baseUrl });
    return new Response(ics, {
      headers: { ...PRIVATE, "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": 'inline; filename="sauna-calendar.ics"' },
    });
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return new Response(error.message, { status: error.status, headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" } });
  }
}
