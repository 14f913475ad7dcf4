// The end-user area (/my-account): collapsible sidebar titled with the product's name, header
// 'My Sauna Journey', the page, and a footer tagline. Signed-out visitors go to /auth.
import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { PRODUCT_NAME } from "#domain/constants";
import { SidebarLayout, sidebarCollapsed } from "#app/components/sidebar-layout";
import { requireSignedIn } from "#app/lib/require-user.server";
import { ACCOUNT_NAV } from "./account-nav";

const SIDEBAR_COOKIE = "se_sidebar";

export function loader({ request, context }: Route.LoaderArgs) {
  requireSignedIn(context, request);
  return { collapsed: sidebarCollapsed(request, SIDEBAR_COOKIE) };
}

export const meta = () => [{ title: `My Sauna Journey · ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SidebarLayout
      cookieName={SIDEBAR_COOKIE}
      initiallyCollapsed={loaderData.collapsed}
      title={PRODUCT_NAME}
      label="My account"
      items={ACCOUNT_NAV}
      header={
        <>
          <p className="text-sm font-medium uppercase tracking-wide text-ember-700">My account</p>
          <p className="font-serif text-3xl text-cedar-900">My Sauna Journey</p>
        </>
      }
      footer={
        <p className="mt-16 border-t border-sand-200 pt-6 text-center text-sm text-muted">
          Warmth, community and a little sea air. Thank you for being part of {PRODUCT_NAME}.
        </p>
      }
    >
      <Outlet />
    </SidebarLayout>
  );
}
