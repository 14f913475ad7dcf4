// The admin area (/admin): sidebar with the spec's eleven entries and 'Back to Site'. Only
// administrators reach it (admin-guard.server.ts).
import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { PRODUCT_NAME } from "#domain/constants";
import { SidebarLayout, sidebarCollapsed } from "#app/components/sidebar-layout";
import { buttonVariants } from "#app/components/ui/button";
import { requireAdminPage } from "./admin-guard.server";
import { adminNavFor } from "./admin-nav";

const SIDEBAR_COOKIE = "se_admin_sidebar";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  return { collapsed: sidebarCollapsed(request, SIDEBAR_COOKIE), superAdmin: admin.roles.includes("super_admin"), roles: admin.roles };
}

export const meta = () => [{ title: `Admin · ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SidebarLayout
      cookieName={SIDEBAR_COOKIE}
      initiallyCollapsed={loaderData.collapsed}
      title={`${PRODUCT_NAME} Admin`}
      label="Admin"
      items={adminNavFor(loaderData.roles)}
      top={<Link to="/" className={buttonVariants({ variant: "outline", size: "sm", className: "w-full" })}><ArrowLeft aria-hidden="true" /> Back to Site</Link>}
      header={
        <>
          <p className="text-sm font-medium uppercase tracking-wide text-ember-700">{loaderData.superAdmin ? "Super administrator" : "Administrator"}</p>
          <p className="font-serif text-3xl text-cedar-900">Admin Dashboard</p>
        </>
      }
    >
      <Outlet />
    </SidebarLayout>
  );
}
