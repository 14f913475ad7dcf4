// The end-user area (/my-account): collapsible sidebar titled with the product's name, header
// 'My Sauna Journey', the page, and a footer tagline. Signed-out visitors go to /auth.
import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { PRODUCT_NAME } from "#domain/constants";
import { SidebarLayout, sidebarCollapsed } from "#app/components/sidebar-layout";
import { getApp } from "#app/lib/context.server";
import { requireSignedIn } from "#app/lib/require-user.server";
import { emailVerified } from "#server/auth/email-verification";
import { ACCOUNT_NAV } from "./account-nav";
import { VerificationBanner, type VerificationState } from "./verification-banner";

const SIDEBAR_COOKIE = "se_sidebar";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireSignedIn(context, request);
  const query = new URL(request.url).searchParams;
  // The verification e-mail's link comes back here with ?verified=1 (and &error=… if it failed).
  const verification: VerificationState = {
    verified: await emailVerified(getApp(context).db, user),
    email: user.email,
    justVerified: query.get("verified") === "1" && !query.has("error"),
    linkFailed: query.get("verified") === "1" && query.has("error"),
  };
  return { collapsed: sidebarCollapsed(request, SIDEBAR_COOKIE), verification };
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
      <VerificationBanner state={loaderData.verification} />
      <Outlet />
    </SidebarLayout>
  );
}
