// Admin Dashboard: the six figures and the ten latest activity entries (docs/product.md §2, §7), and the
// hosts asking us to delete a sauna.
import CalendarCheck from "lucide-react/icons/calendar-check";
import Euro from "lucide-react/icons/euro";
import ShieldCheck from "lucide-react/icons/shield-check";
import Star from "lucide-react/icons/star";
import UserPlus from "lucide-react/icons/user-plus";
import Waves from "lucide-react/icons/waves";
import type { Route } from "./+types/dashboard";
import { formatMoney } from "#domain/format";
import { adminDashboard } from "#server/features/admin/admin-dashboard.service";
import { listSaunaDeletionRequests } from "#server/features/hosts/sauna-deletion-requests.service";
import { StatCards } from "#app/components/stat-cards";
import { getApp } from "#app/lib/context.server";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { requestLocale } from "#server/i18n/messages";
import { requireAdminPage } from "./admin-guard.server";
import { adminMetaT, adminTitle } from "./admin-meta";
import { formatDateTime } from "./admin-format";
import { DeletionRequests } from "./deletion-requests";

export const meta: Route.MetaFunction = (args) => {
  const t = adminMetaT(args);
  return adminTitle(t, t("nav.dashboard"));
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  const { db } = getApp(context);
  const [dashboard, deletionRequests] = await Promise.all([adminDashboard(db, admin, requestLocale(request)), listSaunaDeletionRequests(db, admin)]);
  return { ...dashboard, deletionRequests };
}


export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { stats, activity, deletionRequests } = loaderData;
  const t = useT("admin");
  const locale = useLocale();
  const localePath = useLocalePath();
  const cards = [
    { label: t("dashboard.saunas"), value: String(stats.saunas), icon: Waves, to: localePath("/admin/saunas") },
    { label: t("dashboard.owners"), value: String(stats.owners), icon: ShieldCheck, to: localePath("/admin/owners") },
    { label: t("dashboard.recentBookings"), value: String(stats.recentBookings), icon: CalendarCheck, to: localePath("/admin/bookings") },
    { label: t("dashboard.recentRevenue"), value: formatMoney(stats.recentRevenue, locale), icon: Euro, to: localePath("/admin/reports") },
    { label: t("dashboard.pendingReviews"), value: String(stats.pendingReviews), icon: Star, to: localePath("/admin/reviews") },
    { label: t("dashboard.newUsers"), value: String(stats.newUsers), icon: UserPlus, to: localePath("/admin/users") },
  ];
  return (
    <div className="space-y-10">
      <h1 className="font-serif text-2xl text-cedar-900">{t("dashboard.heading")}</h1>
      <StatCards cards={cards} />
      <DeletionRequests requests={deletionRequests} />
      <section aria-labelledby="admin-activity-heading">
        <h2 id="admin-activity-heading" className="font-serif text-xl text-cedar-900">{t("dashboard.activity")}</h2>
        {activity.length === 0 ? (
          <p className="mt-3 text-muted">{t("dashboard.noActivity")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-sand-100 rounded-2xl border border-sand-200 bg-white">
            {activity.map((a) => (
              <li key={a.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm">
                <span>{a.action}{a.by && <span className="text-muted"> · {a.by}</span>}</span>
                <time dateTime={new Date(a.createdAt).toISOString()} className="text-muted">{formatDateTime(a.createdAt, locale, { year: false })}</time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
