// Owner dashboard Overview: stat cards, quick actions and recent activity for the sauna chosen
// in the sidebar, all from the database; with card payments on, the host's payouts too.
import { requestLocale } from "#server/i18n/messages";
import { formatCalendar } from "#domain/calendar-format";
import CalendarDays from "lucide-react/icons/calendar-days";
import CalendarX from "lucide-react/icons/calendar-x";
import Euro from "lucide-react/icons/euro";
import MessageCircle from "lucide-react/icons/message-circle";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import Star from "lucide-react/icons/star";
import TicketCheck from "lucide-react/icons/ticket-check";
import { Link } from "react-router";
import type { Locale } from "#domain/locales";
import type { Route } from "./+types/overview";
import { dashboardTitle } from "./dashboard-meta";
import { formatMoney, formatRating } from "#domain/format";
import { hostPayouts } from "#server/features/hosts/host-payouts.service";
import { ownerOverview } from "#server/features/hosts/owner-overview.service";
import { StatCards } from "#app/components/stat-cards";
import { getApp } from "#app/lib/context.server";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { readCurrentSauna } from "./current-sauna.server";
import { ADD_SAUNA_PATH } from "./dashboard-nav";
import { PayoutsSection } from "./overview-payouts";

export const meta: Route.MetaFunction = (args) => dashboardTitle(args, "nav.overview");

export async function loader({ request, context }: Route.LoaderArgs) {
  // Payouts only with card payments on: without them the Overview is as it always was.
  const cardPayments = getApp(context).payments !== null;
  return readCurrentSauna(context, request, async (db, actor, saunaId) => {
    const [overview, payouts] = await Promise.all([ownerOverview(db, actor, saunaId, undefined, requestLocale(request)), cardPayments ? hostPayouts(db, actor, saunaId, undefined, requestLocale(request)) : null]);
    return { ...overview, payouts };
  });
}

/** "13 Nov, 14:32" this year; an older event says its year, or the list seems out of order. */
function activityTime(at: Date, locale: Locale): string {
  const thisYear = at.getFullYear() === new Date().getFullYear();
  return formatCalendar(at, locale, thisYear ? "dayMonthTime" : "dateTime");
}

export default function OwnerOverview({ loaderData }: Route.ComponentProps) {
  const t = useT("dashboard");
  const locale = useLocale();
  const localePath = useLocalePath();
  if (!loaderData) return null;
  const { stats, activity, payouts } = loaderData;
  const month = formatCalendar(new Date(), locale, "month");
  const cards = [
    { label: t("overview.upcoming"), value: String(stats.upcomingBookings), icon: CalendarDays, to: "/dashboard/bookings" },
    { label: t("overview.monthBookings", { month }), value: String(stats.monthBookings), icon: TicketCheck, to: "/dashboard/bookings" },
    { label: t("overview.monthEarnings", { month }), value: formatMoney(stats.monthEarnings, locale), icon: Euro, to: "/dashboard/bookings" },
    { label: t("overview.averageRating", { count: stats.totalReviews }), value: formatRating(stats.averageRating), icon: Star, to: "/dashboard/reviews" },
    { label: t("overview.unread"), value: String(stats.unreadMessages), icon: MessageCircle, to: "/dashboard/messages" },
  ];
  const actions = [
    { label: t("actions.blockDates"), to: "/dashboard/calendar", icon: CalendarX },
    { label: t("actions.editDetails"), to: "/dashboard/settings", icon: Pencil },
    { label: t("actions.replyReviews"), to: "/dashboard/reviews", icon: Star },
    { label: t("actions.answerMessages"), to: "/dashboard/messages", icon: MessageCircle },
    { label: t("actions.addSauna"), to: ADD_SAUNA_PATH, icon: Plus },
  ];
  return (
    <div className="space-y-10">
      <h1 className="font-serif text-2xl text-cedar-900">{t("nav.overview")}</h1>
      <StatCards cards={cards} />
      {payouts && <PayoutsSection payouts={payouts} />}
      <section aria-labelledby="quick-actions-heading">
        <h2 id="quick-actions-heading" className="font-serif text-xl text-cedar-900">{t("overview.quickActions")}</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {actions.map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <Link to={localePath(to)} className="inline-flex items-center gap-2 rounded-full border border-sand-300 bg-white px-4 py-2 text-sm font-medium text-cedar-800 hover:bg-sand-50">
                <Icon className="size-4" aria-hidden="true" />{label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="activity-heading">
        <h2 id="activity-heading" className="font-serif text-xl text-cedar-900">{t("overview.activity")}</h2>
        {activity.length === 0 ? (
          <p className="mt-3 text-muted">{t("overview.noActivity")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-sand-100 rounded-2xl border border-sand-200 bg-white">
            {activity.map((a, i) => (
              <li key={i} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm">
                <span><span className="font-medium text-ink">{a.who}</span> {a.detail}</span>
                <time dateTime={new Date(a.at).toISOString()} className="text-muted">{activityTime(new Date(a.at), locale)}</time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
