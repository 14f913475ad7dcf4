import CalendarDays from "lucide-react/icons/calendar-days";
import Heart from "lucide-react/icons/heart";
import Star from "lucide-react/icons/star";
import { Link } from "react-router";
import type { Route } from "./+types/overview";
import { PRODUCT_NAME } from "#domain/constants";
import { formatDate } from "#domain/format";
import { accountOverview } from "#server/features/account/account-overview.service";
import { SaunaCard } from "#app/components/sauna-card";
import { buttonVariants } from "#app/components/ui/button";
import { StatCards } from "#app/components/stat-cards";
import { getApp } from "#app/lib/context.server";
import { requireSignedIn } from "#app/lib/require-user.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireSignedIn(context, request);
  return accountOverview(getApp(context).db, user);
}

function greeting(hour: number) {
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { firstName, counts, upcoming, favourites } = loaderData;
  const hour = Number(new Intl.DateTimeFormat("en-IE", { hour: "numeric", hour12: false, timeZone: "Europe/Dublin" }).format(new Date()));
  const tiles = [
    { label: "Upcoming sessions", value: counts.upcoming, icon: CalendarDays, to: "/my-account/bookings" },
    { label: "Favourite saunas", value: counts.favourites, icon: Heart, to: "/my-account/favourites" },
    { label: "Reviews written", value: counts.reviews, icon: Star, to: "/my-account/reviews" },
  ];
  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-2xl text-cedar-900" suppressHydrationWarning>{greeting(hour)}, {firstName}!</h1>
          <p className="mt-1 text-muted">Here's what's warming up on your sauna calendar.</p>
        </div>
        <Link to="/" className={buttonVariants({ variant: "secondary" })}>{PRODUCT_NAME}</Link>
      </div>
      <StatCards cards={tiles} columns="sm:grid-cols-3" />
      <section aria-labelledby="upcoming-heading">
        <div className="flex items-center justify-between">
          <h2 id="upcoming-heading" className="font-serif text-xl text-cedar-900">Upcoming bookings</h2>
          <Link to="/my-account/bookings" className="text-sm font-medium text-ember-700 hover:underline">See all</Link>
        </div>
        {upcoming.length === 0 ? (
          <p className="mt-3 text-muted">Nothing booked yet. <Link to="/saunas" className="text-ember-700 underline">Find a sauna</Link>.</p>
        ) : (
          <ul className="mt-3 divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white">
            {upcoming.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <Link to={`/sauna/${b.saunaId}`} className="font-medium text-cedar-900 hover:text-ember-700">{b.saunaName}</Link>
                <span className="text-sm text-muted">{formatDate(b.bookingDate)} · {b.startTime.slice(0, 5)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="favourites-heading">
        <div className="flex items-center justify-between">
          <h2 id="favourites-heading" className="font-serif text-xl text-cedar-900">Favourites</h2>
          <Link to="/my-account/favourites" className="text-sm font-medium text-ember-700 hover:underline">See all</Link>
        </div>
        {favourites.length === 0 ? (
          <p className="mt-3 text-muted">Save saunas you love and they'll wait for you here.</p>
        ) : (
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {favourites.map((s) => <li key={s.id}><SaunaCard sauna={s} className="h-full" /></li>)}
          </ul>
        )}
      </section>
    </div>
  );
}
