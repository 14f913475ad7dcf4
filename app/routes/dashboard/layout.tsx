// The owner dashboard (/dashboard): collapsible sidebar with the owner's saunas and the spec's
// screens, header 'Owner Dashboard'. Only owners reach it; an owner sees only their own saunas.
import ExternalLink from "lucide-react/icons/external-link";
import Plus from "lucide-react/icons/plus";
import { data, Form, Link, Outlet, useSubmit } from "react-router";
import type { Route } from "./+types/layout";
import { PRODUCT_NAME } from "#domain/constants";
import { MessagesProvider, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { messagesFor, requestLocale } from "#server/i18n/messages";
import { pageMember } from "#app/lib/page-member.server";
import { getApp } from "#app/lib/context.server";
import { SidebarLayout, sidebarCollapsed } from "#app/components/sidebar-layout";
import { buttonVariants } from "#app/components/ui/button";
import { Label } from "#app/components/ui/input";
import { bookingsOpenForHost } from "#server/features/saunas/booking-open-alerts.service";
import { dashboardSaunas, rememberSauna } from "./current-sauna.server";
import { dashboardTitle } from "./dashboard-meta";
import { ADD_SAUNA_PATH, DASHBOARD_NAV } from "./dashboard-nav";

const SIDEBAR_COOKIE = "se_dashboard_sidebar";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { saunas, current, picked } = await dashboardSaunas(context, request);
  const { db, actor, payments } = getApp(context);
  // Said on every dashboard page while guests can't book the sauna for want of card payments.
  const bookingsOpen = current ? await bookingsOpenForHost(db, actor, payments !== null, current.id) : null;
  return data(
    // The dashboard's messages, once for every page in it (and their titles: dashboard-meta.ts).
    { messages: messagesFor(requestLocale(request), "dashboard"), saunas, current, bookingsOpen, collapsed: sidebarCollapsed(request, SIDEBAR_COOKIE), pageMember: pageMember(context) },
    picked ? { headers: { "Set-Cookie": rememberSauna(picked) } } : undefined,
  );
}

export const meta: Route.MetaFunction = (args) => [...dashboardTitle(args), { name: "robots", content: "noindex" }];

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider namespace="dashboard" messages={loaderData.messages}>
      <Dashboard {...loaderData} />
    </MessagesProvider>
  );
}

function Dashboard({ saunas, current, bookingsOpen, collapsed }: Omit<Route.ComponentProps["loaderData"], "messages">) {
  const t = useT("dashboard");
  const localePath = useLocalePath();
  const submit = useSubmit();
  const runnable = saunas.filter((s) => s.ownerVerified);
  const awaiting = saunas.filter((s) => !s.ownerVerified);
  return (
    <SidebarLayout
      cookieName={SIDEBAR_COOKIE}
      initiallyCollapsed={collapsed}
      title={PRODUCT_NAME}
      label={t("layout.navLabel")}
      items={DASHBOARD_NAV.map((item) => ({ ...item, label: t(item.label) }))}
      top={
        <>
          {runnable.length > 1 ? (
            <Form method="get" onChange={(e) => submit(e.currentTarget)}>
              <Label htmlFor="dashboard-sauna" className="text-xs text-muted">{t("layout.sauna")}</Label>
              <select id="dashboard-sauna" name="sauna" defaultValue={current?.id} key={current?.id} className="mt-1 h-10 w-full rounded-lg border border-sand-300 bg-white px-2 text-sm">
                {runnable.map((s) => <option key={s.id} value={s.id}>{s.pausedAt ? t("layout.paused", { name: s.name }) : s.name}</option>)}
              </select>
              <noscript><button type="submit" className="mt-2 text-sm underline">{t("layout.show")}</button></noscript>
            </Form>
          ) : current ? (
            <p className="text-sm font-medium text-ink">{current.name}</p>
          ) : null}
          {current && (
            <Link to={localePath(ADD_SAUNA_PATH)} className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-ember-700 underline-offset-2 hover:underline">
              <Plus className="size-4" aria-hidden="true" /> {t("actions.addSauna")}
            </Link>
          )}
        </>
      }
      header={
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-medium uppercase tracking-wide text-ember-700">{current?.name ?? t("layout.yourSaunas")}</p>
            <p className="font-serif text-3xl text-cedar-900">{t("meta.dashboard")}</p>
          </div>
          {current && (
            <Link to={localePath(`/sauna/${current.id}`)} className={buttonVariants({ variant: "outline", size: "sm" })}>
              <ExternalLink aria-hidden="true" /> {t("layout.viewPublic")}
            </Link>
          )}
        </div>
      }
    >
      {current ? (
        <>
          {current.status === "pending" && (
            <p role="status" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
              {t("layout.pending")}
            </p>
          )}
          {current.status === "suspended" && (
            <p role="status" className="mb-6 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-950">
              {t("layout.suspended")}
            </p>
          )}
          {bookingsOpen && !bookingsOpen.takesBookings && current.status !== "suspended" && <BookingsNotOpen waiting={bookingsOpen.waiting} />}
          {current.pausedAt && current.status !== "suspended" && (
            <p role="status" className="mb-6 rounded-xl border border-sand-300 bg-sand-50 p-4 text-sm text-cedar-900">
              {`${t("layout.pausedNotice")} `}
              <Link to={localePath("/dashboard/settings#listing")} className="font-medium text-ember-700 underline underline-offset-2">{t("layout.listAgain")}</Link>
            </p>
          )}
          <Outlet />
        </>
      ) : (
        <NoSaunaYet awaiting={awaiting.map((s) => s.name)} />
      )}
    </SidebarLayout>
  );
}

/** Card payments are on and the host hasn't finished Stripe: why guests can't book, the way to fix it, and who is waiting. */
function BookingsNotOpen({ waiting }: { waiting: number }) {
  const t = useT("dashboard");
  const localePath = useLocalePath();
  return (
    <div role="status" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p>
        <strong className="font-semibold">{t("layout.cantTakeBookings")}</strong>{` ${t("layout.paymentsNotSetUp")} `}
        <Link to={localePath("/dashboard/account#payments-heading")} className="font-medium text-ember-700 underline underline-offset-2">{t("layout.setUpPayments")}</Link>
      </p>
      {waiting > 0 && <p className="mt-1">{t("layout.waitingToBook", { count: waiting })}</p>}
    </div>
  );
}

function NoSaunaYet({ awaiting }: { awaiting: string[] }) {
  const t = useT("dashboard");
  const localePath = useLocalePath();
  return (
    <div className="rounded-2xl border border-dashed border-sand-300 p-8 text-center">
      {awaiting.length > 0 ? (
        <>
          <h2 className="font-serif text-xl text-cedar-900">{t("layout.claimChecked")}</h2>
          <p className="mt-2 text-muted">
            {t("layout.claimVerifying", { names: awaiting.join(", ") })}
          </p>
        </>
      ) : (
        <>
          <h2 className="font-serif text-xl text-cedar-900">{t("layout.noSauna")}</h2>
          <p className="mt-2 text-muted">{t("layout.noSaunaHint")}</p>
        </>
      )}
      <Link to={localePath("/onboard")} className={buttonVariants({ className: "mt-6" })}>{t("layout.listSauna")}</Link>
    </div>
  );
}
