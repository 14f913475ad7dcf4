// Admin Dashboard: the six figures and the ten latest activity entries (docs/product.md §2, §7), and the
// hosts asking us to delete a sauna (issue 20).
import CalendarCheck from "lucide-react/icons/calendar-check";
import Euro from "lucide-react/icons/euro";
import ShieldCheck from "lucide-react/icons/shield-check";
import Star from "lucide-react/icons/star";
import UserPlus from "lucide-react/icons/user-plus";
import Waves from "lucide-react/icons/waves";
import type { Route } from "./+types/dashboard";
import { PRODUCT_NAME } from "#domain/constants";
import { formatMoney } from "#domain/format";
import { adminDashboard } from "#server/features/admin/admin-dashboard.service";
import { listSaunaDeletionRequests } from "#server/features/hosts/sauna-deletion-requests.service";
import { StatCards } from "#app/components/stat-cards";
import { getApp } from "#app/lib/context.server";
import { requireAdminPage } from "./admin-guard.server";
import { DeletionRequests } from "./deletion-requests";

export const meta = () => [{ title: `Dashboard · Admin · ${PRODUCT_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  const { db } = getApp(context);
  const [dashboard, deletionRequests] = await Promise.all([adminDashboard(db, admin), listSaunaDeletionRequests(db, admin)]);
  return { ...dashboard, deletionRequests };
}

const when = new Intl.DateTimeFormat("en-IE", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone: "Europe/Dublin" });

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { stats, activity, deletionRequests } = loaderData;
  const cards = [
    { label: "Saunas", value: String(stats.saunas), icon: Waves, to: "/admin/saunas" },
    { label: "Owners", value: String(stats.owners), icon: ShieldCheck, to: "/admin/owners" },
    { label: "Bookings, last 7 days", value: String(stats.recentBookings), icon: CalendarCheck, to: "/admin/bookings" },
    { label: "Booking value, last 7 days", value: formatMoney(stats.recentRevenue), icon: Euro, to: "/admin/reports" },
    { label: "Reviews awaiting moderation", value: String(stats.pendingReviews), icon: Star, to: "/admin/reviews" },
    { label: "New members, last 7 days", value: String(stats.newUsers), icon: UserPlus, to: "/admin/users" },
  ];
  return (
    <div className="space-y-10">
      <h1 className="font-serif text-2xl text-cedar-900">Dashboard</h1>
      <StatCards cards={cards} />
      <DeletionRequests requests={deletionRequests} />
      <section aria-labelledby="admin-activity-heading">
        <h2 id="admin-activity-heading" className="font-serif text-xl text-cedar-900">Recent activity</h2>
        {activity.length === 0 ? (
          <p className="mt-3 text-muted">No recent activity. Looks like everyone's chillin'.</p>
        ) : (
          <ul className="mt-3 divide-y divide-sand-100 rounded-2xl border border-sand-200 bg-white">
            {activity.map((a) => (
              <li key={a.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm">
                <span>{a.action}{a.by && <span className="text-muted"> · {a.by}</span>}</span>
                <time dateTime={new Date(a.createdAt).toISOString()} className="text-muted">{when.format(new Date(a.createdAt))}</time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
