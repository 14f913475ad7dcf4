// The owner dashboard (/dashboard): collapsible sidebar with the owner's saunas and the spec's
// screens, header 'Owner Dashboard'. Only owners reach it; an owner sees only their own saunas.
import ExternalLink from "lucide-react/icons/external-link";
import Plus from "lucide-react/icons/plus";
import { data, Form, Link, Outlet, useSubmit } from "react-router";
import type { Route } from "./+types/layout";
import { PRODUCT_NAME } from "#domain/constants";
import { SidebarLayout, sidebarCollapsed } from "#app/components/sidebar-layout";
import { buttonVariants } from "#app/components/ui/button";
import { Label } from "#app/components/ui/input";
import { dashboardSaunas, rememberSauna } from "./current-sauna.server";
import { ADD_SAUNA_PATH, DASHBOARD_NAV } from "./dashboard-nav";

const SIDEBAR_COOKIE = "se_dashboard_sidebar";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { saunas, current, picked } = await dashboardSaunas(context, request);
  return data(
    { saunas, current, collapsed: sidebarCollapsed(request, SIDEBAR_COOKIE) },
    picked ? { headers: { "Set-Cookie": rememberSauna(picked) } } : undefined,
  );
}

export const meta = () => [{ title: `Owner Dashboard · ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const { saunas, current, collapsed } = loaderData;
  const submit = useSubmit();
  const runnable = saunas.filter((s) => s.ownerVerified);
  const awaiting = saunas.filter((s) => !s.ownerVerified);
  return (
    <SidebarLayout
      cookieName={SIDEBAR_COOKIE}
      initiallyCollapsed={collapsed}
      title={PRODUCT_NAME}
      label="Owner dashboard"
      items={DASHBOARD_NAV}
      top={
        <>
          {runnable.length > 1 ? (
            <Form method="get" onChange={(e) => submit(e.currentTarget)}>
              <Label htmlFor="dashboard-sauna" className="text-xs text-muted">Sauna</Label>
              <select id="dashboard-sauna" name="sauna" defaultValue={current?.id} key={current?.id} className="mt-1 h-10 w-full rounded-lg border border-sand-300 bg-white px-2 text-sm">
                {runnable.map((s) => <option key={s.id} value={s.id}>{s.pausedAt ? `${s.name} (paused)` : s.name}</option>)}
              </select>
              <noscript><button type="submit" className="mt-2 text-sm underline">Show</button></noscript>
            </Form>
          ) : current ? (
            <p className="text-sm font-medium text-ink">{current.name}</p>
          ) : null}
          {current && (
            <Link to={ADD_SAUNA_PATH} className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-ember-700 underline-offset-2 hover:underline">
              <Plus className="size-4" aria-hidden="true" /> Add another sauna
            </Link>
          )}
        </>
      }
      header={
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-medium uppercase tracking-wide text-ember-700">{current?.name ?? "Your saunas"}</p>
            <p className="font-serif text-3xl text-cedar-900">Owner Dashboard</p>
          </div>
          {current && (
            <Link to={`/sauna/${current.id}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
              <ExternalLink aria-hidden="true" /> View public page
            </Link>
          )}
        </div>
      }
    >
      {current ? (
        <>
          {current.status === "pending" && (
            <p role="status" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
              Pending review: new listings are reviewed within 24 hours. You can finish setting it up in the meantime.
            </p>
          )}
          {current.status === "suspended" && (
            <p role="status" className="mb-6 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-950">
              This listing is suspended and hidden from guests. Existing bookings stay; please contact us to restore it.
            </p>
          )}
          {current.pausedAt && current.status !== "suspended" && (
            <p role="status" className="mb-6 rounded-xl border border-sand-300 bg-sand-50 p-4 text-sm text-cedar-900">
              {"You've paused this listing: guests can't find or book it. Bookings already made stay. "}
              <Link to="/dashboard/settings#listing" className="font-medium text-ember-700 underline underline-offset-2">List it again</Link>
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

function NoSaunaYet({ awaiting }: { awaiting: string[] }) {
  return (
    <div className="rounded-2xl border border-dashed border-sand-300 p-8 text-center">
      {awaiting.length > 0 ? (
        <>
          <h2 className="font-serif text-xl text-cedar-900">Your claim is being checked</h2>
          <p className="mt-2 text-muted">
            {`We're verifying your claim of ${awaiting.join(", ")}. You can run it here as soon as an administrator has verified it.`}
          </p>
        </>
      ) : (
        <>
          <h2 className="font-serif text-xl text-cedar-900">No sauna here yet</h2>
          <p className="mt-2 text-muted">List your sauna or claim an existing listing to run it from here.</p>
        </>
      )}
      <Link to="/onboard" className={buttonVariants({ className: "mt-6" })}>List Your Sauna</Link>
    </div>
  );
}
