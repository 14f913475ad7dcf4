// Owner dashboard Calendar (/dashboard/calendar): the month's booked and closed days, the chosen
// day's sessions, the blackout dialog, bookings still standing on closed dates, and 'Sync .ics'.
// ?month=YYYY-MM&day=YYYY-MM-DD choose what is shown.
import CalendarX from "lucide-react/icons/calendar-x";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { useState } from "react";
import { data, useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/calendar";
import { dashboardTitle } from "./dashboard-meta";
import { formatDate } from "#domain/format-date";
import { calendarFeedPath, calendarFeedToken, revokeCalendarFeed } from "#server/features/hosts/host-calendar-feed.service";
import {
  addBlackoutDates, cancelBookingOnClosedDate, hostCalendar, removeBlackoutDate, type CalendarBooking,
} from "#server/features/hosts/host-calendar.service";
import type { ToastMessage } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { getApp } from "#app/lib/context.server";
import { useLocale, useT } from "#app/lib/i18n/i18n";
import { requestLocale, serverT } from "#server/i18n/messages";
import { formFields, queryFields, textField } from "#app/lib/form.server";
import { attempt, serviceLoader } from "#app/lib/service-errors.server";
import { useSection } from "#app/lib/use-section";
import { BlackoutDialog } from "./calendar-blackout-dialog";
import { ClosedDateBookings } from "./calendar-closed-bookings";
import { CalendarDay } from "./calendar-day";
import { CalendarMonth } from "./calendar-month";
import { SyncDialog } from "./calendar-sync-dialog";
import { dashboardSaunas } from "./current-sauna.server";

export const meta: Route.MetaFunction = (args) => dashboardTitle(args, "nav.calendar");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { current } = await dashboardSaunas(context, request);
  if (!current) return null;
  const { db, actor, config } = getApp(context);
  const calendar = await serviceLoader(() => hostCalendar(db, actor, current.id, queryFields(request)));
  const feedUrl = calendar.hasFeed ? `${config.baseUrl}${calendarFeedPath(await calendarFeedToken(db, actor, current.id))}` : null;
  return { ...calendar, feedUrl };
}

type CalendarAnswer = {
  ok: boolean;
  intent: string;
  toast: ToastMessage | null;
  error: string | null;
  bookingsToCancel: CalendarBooking[];
};

export async function action({ request, context }: Route.ActionArgs) {
  await dashboardSaunas(context, request);
  const { db, actor } = getApp(context);
  const fields = formFields(context);
  const intent = textField(fields, "intent");
  const saunaId = textField(fields, "saunaId");
  const locale = requestLocale(request);
  const t = serverT(locale, "dashboard");
  const answer = (value: Partial<CalendarAnswer>): CalendarAnswer => ({ ok: true, intent, toast: null, error: null, bookingsToCancel: [], ...value });

  const result = await attempt(async (): Promise<CalendarAnswer> => {
    switch (intent) {
      case "blackout": {
        const { dates, bookingsToCancel } = await addBlackoutDates(db, actor, saunaId, fields);
        return answer({
          bookingsToCancel,
          toast: {
            title: t("toast.blocked"),
            description: dates.length === 1 ? t("toast.blockedOne", { date: formatDate(dates[0], locale) }) : t("toast.blockedMany", { count: dates.length }),
            variant: "success",
          },
        });
      }
      case "reopen": {
        const { date } = await removeBlackoutDate(db, actor, saunaId, fields);
        return answer({ toast: { title: t("toast.reopened"), description: t("toast.reopenedDetail", { date: formatDate(date, locale) }), variant: "success" } });
      }
      case "cancel-booking": {
        const { paidOnline } = await cancelBookingOnClosedDate(db, actor, saunaId, fields);
        return answer({ toast: { title: t("cancel.done"), description: t(paidOnline ? "toast.cancelledClosed" : "toast.cancelledClosedNothingPaid"), variant: "success" } });
      }
      case "feed-link":
        await calendarFeedToken(db, actor, saunaId);
        return answer({ toast: { title: t("toast.feedReady"), variant: "success" } });
      case "feed-revoke":
        await revokeCalendarFeed(db, actor, saunaId);
        return answer({ toast: { title: t("toast.revoked"), description: t("toast.revokedDetail"), variant: "success" } });
      default:
        return answer({ ok: false, error: t("toast.reload"), toast: { title: t("account.error"), description: t("toast.reload"), variant: "error" } });
    }
  });
  if (!result.ok) {
    return data(answer({ ok: false, error: result.error, toast: { title: t("account.error"), description: result.error, variant: "error" } }), { status: result.status });
  }
  return data(result.value, { status: result.value.ok ? 200 : 400 });
}

export default function DashboardCalendar({ loaderData }: Route.ComponentProps) {
  const t = useT("dashboard");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [blackoutOpen, setBlackoutOpen] = useState(false);
  const [syncOpen, setSyncOpen] = useState(false);
  if (!loaderData) return null;
  const c = loaderData;

  // Month and day live in the address, so a reload or a shared link shows the same view.
  function show(next: { month?: string; day?: string }) {
    const search = new URLSearchParams(params);
    if (next.month) {
      search.set("month", next.month);
      search.delete("day");
    }
    if (next.day) {
      search.set("month", next.day.slice(0, 7));
      search.set("day", next.day);
    }
    navigate(`?${search}`, { preventScrollReset: true, replace: true });
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-2xl text-cedar-900">{t("nav.calendar")}</h1>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setBlackoutOpen(true)}><CalendarX aria-hidden="true" />{t("actions.blockDates")}</Button>
          <Button variant="outline" onClick={() => setSyncOpen(true)}><RefreshCw aria-hidden="true" />{t("sync.title")}</Button>
        </div>
      </div>

      {c.bookingsOnClosedDates.length > 0 && (
        <section aria-labelledby="closed-bookings-heading" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-5">
          <h2 id="closed-bookings-heading" className="font-serif text-lg text-amber-950">
            {t("closedBookings.heading", { count: c.bookingsOnClosedDates.length })}
          </h2>
          <p className="mt-1 text-sm text-amber-950">
            {t("closedBookings.intro")}
          </p>
          <div className="mt-2 rounded-xl bg-white px-3">
            <ClosedDateBookings key={c.bookingsOnClosedDates.map((b) => b.id).join()} saunaId={c.sauna.id} bookings={c.bookingsOnClosedDates} />
          </div>
        </section>
      )}

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
        <section aria-label={t("cal.month")} className="rounded-2xl border border-sand-200 bg-white p-3 shadow-sm sm:p-6">
          <CalendarMonth
            month={c.month}
            day={c.day}
            today={c.today}
            bookedDays={c.bookedDays}
            waitingDays={c.waitingDays}
            closedDays={c.blackouts.map((b) => b.date)}
            busyDays={c.busyDays}
            onMonthChange={(month) => show({ month })}
            onDayChange={(day) => show({ day })}
          />
        </section>
        <CalendarDay key={c.day} saunaId={c.sauna.id} day={c.day} today={c.today} closed={c.dayBlackout} busy={c.dayBusy} sessions={c.sessions} place={c.dayPlace} />
      </div>

      <ClosedDatesList saunaId={c.sauna.id} blackouts={c.upcomingBlackouts} onChoose={(day) => show({ day })} />

      <BlackoutDialog
        open={blackoutOpen}
        onOpenChange={setBlackoutOpen}
        saunaId={c.sauna.id}
        today={c.today}
        month={c.month}
        alreadyClosed={c.upcomingBlackouts.map((b) => b.date)}
      />
      <SyncDialog open={syncOpen} onOpenChange={setSyncOpen} saunaId={c.sauna.id} feedUrl={c.feedUrl} />
    </div>
  );
}

function ClosedDatesList({ saunaId, blackouts, onChoose }: { saunaId: string; blackouts: { date: string; reason: string | null }[]; onChoose: (day: string) => void }) {
  const t = useT("dashboard");
  return (
    <section aria-labelledby="closed-dates-heading" className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="closed-dates-heading" className="font-serif text-xl text-cedar-900">{t("closedDates.heading")}</h2>
      {blackouts.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t("closedDates.none")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-sand-100">
          {blackouts.map((b) => <ClosedDate key={b.date} saunaId={saunaId} blackout={b} onChoose={onChoose} />)}
        </ul>
      )}
    </section>
  );
}

function ClosedDate({ saunaId, blackout, onChoose }: { saunaId: string; blackout: { date: string; reason: string | null }; onChoose: (day: string) => void }) {
  const t = useT("dashboard");
  const locale = useLocale();
  const { fetcher: reopen } = useSection<typeof action>();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
      <button type="button" onClick={() => onChoose(blackout.date)} className="text-left font-medium text-ink underline-offset-4 hover:underline">
        {formatDate(blackout.date, locale)}
        {blackout.reason && <span className="font-normal text-cedar-700">{` · ${blackout.reason}`}</span>}
      </button>
      <reopen.Form method="post">
        <input type="hidden" name="intent" value="reopen" />
        <input type="hidden" name="saunaId" value={saunaId} />
        <input type="hidden" name="date" value={blackout.date} />
        <Button type="submit" variant="outline" size="sm" disabled={reopen.state !== "idle"} aria-label={t("closedDates.reopenLabel", { date: formatDate(blackout.date, locale) })}>{t("closedDates.reopen")}</Button>
      </reopen.Form>
    </li>
  );
}
