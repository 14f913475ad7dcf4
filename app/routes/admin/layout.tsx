// The admin area (/admin): sidebar with the spec's eleven entries and 'Back to Site'. Only
// administrators reach it (admin-guard.server.ts).
import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link, Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/layout";
import { PRODUCT_NAME } from "#domain/constants";
import { localeOfPath } from "#domain/locales";
import { SidebarLayout, sidebarCollapsed } from "#app/components/sidebar-layout";
import { buttonVariants } from "#app/components/ui/button";
import { MessagesProvider, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { messagesFor, requestLocale } from "#server/i18n/messages";
import { pageMember } from "#app/lib/page-member.server";
import { requireAdminPage } from "./admin-guard.server";
import { adminMetaT, adminTitle } from "./admin-meta";
import { adminNavFor } from "./admin-nav";

const SIDEBAR_COOKIE = "se_admin_sidebar";

/** The `admin` messages travel here once for every admin page (each page's loader sends only its own data). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  return {
    collapsed: sidebarCollapsed(request, SIDEBAR_COOKIE),
    superAdmin: admin.roles.includes("super_admin"),
    roles: admin.roles,
    messages: messagesFor(requestLocale(request), "admin"),
    pageMember: pageMember(context),
  };
}

/**
 * Not reloaded after each search, page or row action below it: its data (the messages and the
 * admin's roles) does not change with them, and every page's own loader and action check the
 * admin's roles again. Only a change of language (another address) loads it afresh.
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
}

export const meta: Route.MetaFunction = (args) => [...adminTitle(adminMetaT(args)), { name: "robots", content: "noindex" }];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider namespace="admin" messages={loaderData.messages}>
      <AdminShell collapsed={loaderData.collapsed} superAdmin={loaderData.superAdmin} roles={loaderData.roles} />
    </MessagesProvider>
  );
}

function AdminShell({ collapsed, superAdmin, roles }: { collapsed: boolean; superAdmin: boolean; roles: readonly string[] }) {
  const t = useT("admin");
  const localePath = useLocalePath();
  const items = adminNavFor(roles).map((item) => ({ ...item, to: localePath(item.to), label: t(item.label) }));
  return (
    <SidebarLayout
      cookieName={SIDEBAR_COOKIE}
      initiallyCollapsed={collapsed}
      title={t("layout.title", { product: PRODUCT_NAME })}
      label={t("meta.admin")}
      items={items}
      top={<Link to={localePath("/")} className={buttonVariants({ variant: "outline", size: "sm", className: "w-full" })}><ArrowLeft aria-hidden="true" /> {t("layout.backToSite")}</Link>}
      header={
        <>
          <p className="text-sm font-medium uppercase tracking-wide text-ember-700">{superAdmin ? t("layout.superAdministrator") : t("layout.administrator")}</p>
          <p className="font-serif text-3xl text-cedar-900">{t("layout.heading")}</p>
        </>
      }
    >
      <Outlet />
    </SidebarLayout>
  );
}
