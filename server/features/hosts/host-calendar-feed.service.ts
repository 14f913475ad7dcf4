// 'Sync .ics': a private calendar feed of a sauna's booked sessions and closed
// dates that Google or Apple Calendar can subscribe to. The secret token in its address is the
// only key (a calendar app can't sign in), so it is long and random, made on first use, and
// replaced on 'Revoke' so the old address stops working at once. The feed carries what the host
// needs to run the day (session, type, each guest's first name and party size, the booking
// reference) and never a guest's e-mail address or phone number. Written in the host's language
// (profiles.locale, decision 021): a calendar app fetches it without saying who is asking.
import { randomBytes } from "node:crypto";
import { and, asc, eq, gte, inArray, isNull, lte } from "drizzle-orm";
import { createEvents, type EventAttributes } from "ics";
import { isStandingBooking, STANDING_BOOKING_STATUSES } from "#domain/booking-status";
import { PRODUCT_NAME, type BookingType } from "#domain/constants";
import { DEFAULT_LOCALE, localizePath, type Locale } from "#domain/locales";
import { serverT } from "#server/i18n/messages";
import { todayInIreland } from "#domain/session-slots";
import type { Actor } from "#server/auth/actor";
import type { Db } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { profiles } from "#server/db/schema/profiles";
import { saunaBlackoutDates } from "#server/db/schema/sauna-calendar";
import { saunaStops } from "#server/db/schema/sauna-stops";
import { saunas } from "#server/db/schema/saunas";
import { notFound } from "#server/features/errors";
import { placeOnDateColumns, stopOnDate } from "#server/features/saunas/sauna-place-on-date";
import { runnableSauna } from "./owned-saunas";

const TOKEN = /^[A-Za-z0-9_-]{32}$/;
export const FEED_NOT_FOUND = "This calendar link doesn't exist or has been replaced.";
/** Standing bookings, and cancelled ones so that the host's calendar shows a session called off. */
const FEED_STATUSES = inArray(bookings.status, [...STANDING_BOOKING_STATUSES, "cancelled"]);
/** Sessions this far back stay in the feed, so a host can look back at last month. */
const PAST_DAYS = 60;
const FUTURE_DAYS = 400;
const MAX_SESSIONS = 3000;
type FeedT = ReturnType<typeof serverT<"emails">>;

function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/** The feed's address path for a token. */
export function calendarFeedPath(token: string): string {
  return `/calendar/${token}.ics`;
}

/** The sauna's feed token, made now if it has none yet. */
export async function calendarFeedToken(db: Db, actor: Actor, saunaId: unknown): Promise<string> {
  const sauna = await runnableSauna(db, actor, saunaId);
  if (sauna.icsFeedToken) return sauna.icsFeedToken;
  // Two clicks at once must agree on one token: only a row still without one takes ours.
  await db.update(saunas).set({ icsFeedToken: newToken() }).where(and(eq(saunas.id, sauna.id), isNull(saunas.icsFeedToken)));
  const [row] = await db.select({ token: saunas.icsFeedToken }).from(saunas).where(eq(saunas.id, sauna.id));
  return row.token!;
}

/** 'Revoke': a new token, so every copy of the old address answers 404 from now on. */
export async function revokeCalendarFeed(db: Db, actor: Actor, saunaId: unknown): Promise<string> {
  const sauna = await runnableSauna(db, actor, saunaId);
  const token = newToken();
  await db.update(saunas).set({ icsFeedToken: token }).where(eq(saunas.id, sauna.id));
  return token;
}

type FeedBooking = {
  id: string; firstName: string; guests: number; type: BookingType; status: string; startsAt: Date; endsAt: Date; date: string; time: string;
  address: string | null; location: string | null; county: string;
};

/** The iCalendar text of the feed with this token; not found for an unknown or revoked one. */
export async function calendarFeed(db: Db, token: string, { baseUrl, now = new Date() }: { baseUrl: string; now?: Date }): Promise<{ saunaName: string; ics: string }> {
  if (!TOKEN.test(token)) throw notFound(FEED_NOT_FOUND);
  const [sauna] = await db
    .select({ id: saunas.id, name: saunas.name, locale: profiles.locale })
    .from(saunas)
    .leftJoin(profiles, eq(profiles.id, saunas.ownerId))
    .where(eq(saunas.icsFeedToken, token));
  if (!sauna) throw notFound(FEED_NOT_FOUND);
  const locale: Locale = sauna.locale ?? DEFAULT_LOCALE;
  const t = serverT(locale, "emails");

  const from = new Date(now.getTime() - PAST_DAYS * 86_400_000);
  const to = new Date(now.getTime() + FUTURE_DAYS * 86_400_000);
  const [rows, closed] = await Promise.all([
    db
      .select({
        id: bookings.id, fullName: profiles.fullName, guests: bookings.guests, type: bookings.bookingType, status: bookings.status,
        startsAt: bookings.startsAt, endsAt: bookings.endsAt, date: bookings.bookingDate, time: bookings.startTime,
        // Where the sauna is that day: a Mobile sauna's stop, else the listing's address.
        address: placeOnDateColumns.address, location: placeOnDateColumns.location, county: placeOnDateColumns.county,
      })
      .from(bookings)
      .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
      .leftJoin(saunaStops, stopOnDate(bookings.bookingDate, bookings.saunaId))
      .leftJoin(profiles, eq(profiles.id, bookings.userId))
      .where(and(eq(bookings.saunaId, sauna.id), gte(bookings.startsAt, from), lte(bookings.startsAt, to), FEED_STATUSES))
      .orderBy(asc(bookings.startsAt), asc(bookings.createdAt))
      .limit(MAX_SESSIONS * 4),
    db
      .select({ date: saunaBlackoutDates.date, reason: saunaBlackoutDates.reason })
      .from(saunaBlackoutDates)
      .where(and(eq(saunaBlackoutDates.saunaId, sauna.id), gte(saunaBlackoutDates.date, todayInIreland(from))))
      .orderBy(asc(saunaBlackoutDates.date)),
  ]);

  // One event per session: a shared session with five bookings is one block in the host's day.
  const sessions = new Map<number, FeedBooking[]>();
  for (const r of rows) {
    const { fullName, ...rest } = r;
    const booking: FeedBooking = { ...rest, firstName: firstName(fullName) || t("ics.feed.guest"), type: r.type as BookingType, time: r.time.slice(0, 5) };
    const key = r.startsAt.getTime();
    sessions.set(key, [...(sessions.get(key) ?? []), booking]);
  }
  const host = new URL(baseUrl).hostname;
  const events: EventAttributes[] = [...sessions.values()].slice(0, MAX_SESSIONS).map((held) => sessionEvent(held, sauna.id, host, baseUrl, t, locale));
  for (const c of closed) {
    const [y, m, d] = c.date.split("-").map(Number);
    events.push({
      uid: `closed-${sauna.id}-${c.date}@${host}`,
      title: c.reason ? t("ics.feed.closedBecause", { reason: c.reason }) : t("ics.feed.closed"),
      description: t("ics.feed.closedDescription"),
      start: [y, m, d],
      end: dateParts(new Date(Date.UTC(y, m - 1, d + 1))),
      // A closed day doesn't make the host busy in their own calendar.
      transp: "TRANSPARENT",
      busyStatus: "FREE",
    });
  }
  const { error, value } = createEvents(events, { productId: `-//${PRODUCT_NAME}//Host calendar//EN`, method: "PUBLISH", calName: `${sauna.name} · ${PRODUCT_NAME}` });
  if (error || !value) throw error ?? new Error("The calendar feed could not be written");
  return { saunaName: sauna.name, ics: value };
}

function sessionEvent(held: FeedBooking[], saunaId: string, host: string, baseUrl: string, t: FeedT, locale: Locale): EventAttributes {
  const standing = held.filter((b) => isStandingBooking(b.status));
  const first = held[0];
  const guests = standing.reduce((n, b) => n + b.guests, 0);
  const types = [...new Set(standing.map((b) => b.type))];
  // Bookings of different types in one session: it is shared.
  const kind: BookingType = types.length === 1 ? types[0] : "shared";
  const title = standing.length === 0
    ? t("ics.feed.cancelledSession")
    : t(`ics.feed.title.${kind}`, { guests: standing.map((b) => `${b.firstName} (${b.guests})`).join(", ") });
  const lines = held.map((b) =>
    t(b.status === "cancelled" ? "ics.feed.lineCancelled" : "ics.feed.line", { name: b.firstName, count: b.guests, kind: t(`ics.kind.${b.type}`), reference: b.id.slice(0, 8).toUpperCase() }));
  return {
    // Stable per session, so each refresh updates the same event instead of adding another.
    uid: `session-${saunaId}-${first.startsAt.getTime()}@${host}`,
    title,
    description: [t("ics.feed.booked", { count: guests }), ...lines].join("\n"),
    // As the guest's invitation says it (booking-ics.ts): the day's address, a mobile sauna's stop.
    location: [first.address, first.location, first.county].filter(Boolean).join(", "),
    start: first.startsAt.getTime(),
    end: Math.max(...held.map((b) => b.endsAt.getTime())),
    startInputType: "utc",
    startOutputType: "utc",
    endInputType: "utc",
    endOutputType: "utc",
    status: standing.length === 0 ? "CANCELLED" : "CONFIRMED",
    busyStatus: standing.length === 0 ? "FREE" : "BUSY",
    url: `${baseUrl}${localizePath(`/dashboard/calendar?day=${first.date}`, locale)}`,
  };
}

/** The guest's first name; "" when they gave none (the feed says "Guest" in the host's language). */
function firstName(fullName: string | null): string {
  return fullName?.trim().split(/\s+/)[0] ?? "";
}

function dateParts(date: Date): [number, number, number] {
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}
