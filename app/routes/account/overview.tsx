import CalendarDays from "lucide-react/icons/calendar-days";
import Heart from "lucide-react/icons/heart";
import Star from "lucide-react/icons/star";
import { Link } from "react-router";
import type { Route } from "./+types/overview";
import { PRODUCT_NAME } from "#domain/constants";
import { formatDate } from "#domain/format-date";
import { accountOverview } from "#server/features/account/account-overview.service";
import { SaunaCard } from "#app/components/sauna-card";
import { buttonVariants } from "#app/components/ui/button";
import { StatCards } from "#app/components/stat-cards";
import { getApp } from "#app/lib/context.server";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { requireSignedIn } from "#app/lib/require-user.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireSignedIn(context, request);
  return accountOverview(getApp(context).db, user);
}

/** The greeting for the hour of the day in Ireland. */
function greeting(hour: number) {
  if (hour < 12) return "overview.morning";
  if (hour < 18) return "overview.afternoon";
  return "overview.evening";
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { firstName, counts, upcoming, favourites } = loaderData;
  const t = useT("account");
  const locale = useLocale();
  const localePath = useLocalePath();
  const hour = Number(new Intl.DateTimeFormat("en-IE", { hour: "numeric", hour12: false, timeZone: "Europe/Dublin" }).format(new Date()));
  const tiles = [
    { label: t("overview.upcomingSessions"), value: counts.upcoming, icon: CalendarDays, to: localePath("/my-account/bookings") },
    { label: t("overview.favouriteSaunas"), value: counts.favourites, icon: Heart, to: localePath("/my-account/favourites") },
    { label: t("overview.reviewsWritten"), value: counts.reviews, icon: Star, to: localePath("/my-account/reviews") },
  ];
  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-2xl text-cedar-900" suppressHydrationWarning>{t(greeting(hour), { name: firstName })}</h1>
          <p className="mt-1 text-muted">{t("overview.intro")}</p>
        </div>
        <Link to={localePath("/")} className={buttonVariants({ variant: "secondary" })}>{PRODUCT_NAME}</Link>
      </div>
      <StatCards cards={tiles} columns="sm:grid-cols-3" />
      <section aria-labelledby="upcoming-heading">
        <div className="flex items-center justify-between">
          <h2 id="upcoming-heading" className="font-serif text-xl text-cedar-900">{t("overview.upcomingBookings")}</h2>
          <Link to={localePath("/my-account/bookings")} className="text-sm font-medium text-ember-700 hover:underline">{t("overview.seeAll")}</Link>
        </div>
        {upcoming.length === 0 ? (
          <p className="mt-3 text-muted">{t("overview.nothingBooked")} <Link to={localePath("/saunas")} className="text-ember-700 underline">{t("findSauna")}</Link>.</p>
        ) : (
          <ul className="mt-3 divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white">
            {upcoming.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <Link to={localePath(`/sauna/${b.saunaId}`)} className="font-medium text-cedar-900 hover:text-ember-700">{b.saunaName}</Link>
                <span className="text-sm text-muted">{formatDate(b.bookingDate, locale)} · {b.startTime.slice(0, 5)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="favourites-heading">
        <div className="flex items-center justify-between">
          <h2 id="favourites-heading" className="font-serif text-xl text-cedar-900">{t("favourites.title")}</h2>
          <Link to={localePath("/my-account/favourites")} className="text-sm font-medium text-ember-700 hover:underline">{t("overview.seeAll")}</Link>
        </div>
        {favourites.length === 0 ? (
          <p className="mt-3 text-muted">{t("overview.noFavourites")}</p>
        ) : (
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {favourites.map((s) => <li key={s.id}><SaunaCard sauna={s} className="h-full" /></li>)}
          </ul>
        )}
      </section>
    </div>
  );
}
