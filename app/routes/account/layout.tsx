// The end-user area (/my-account): collapsible sidebar titled with the product's name, header
// 'My Sauna Journey', the page, and a footer tagline. Signed-out visitors go to /auth.
// Its loader sends the account's messages once for every page inside: moving between the
// account's pages does not load the layout again, so they travel once per visit, not per page.
import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { PRODUCT_NAME } from "#domain/constants";
import { SidebarLayout, sidebarCollapsed } from "#app/components/sidebar-layout";
import { getApp } from "#app/lib/context.server";
import { MessagesProvider, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { messagesFor, requestLocale } from "#server/i18n/messages";
import { pageMember } from "#app/lib/page-member.server";
import { requireSignedIn } from "#app/lib/require-user.server";
import { emailVerified } from "#server/auth/email-verification";
import { accountTitle } from "./account-meta";
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
  return { collapsed: sidebarCollapsed(request, SIDEBAR_COOKIE), verification, accountMessages: messagesFor(requestLocale(request), "account"), pageMember: pageMember(context) };
}

export const meta: Route.MetaFunction = (args) => [{ title: accountTitle(args, "layout.title") }, { name: "robots", content: "noindex" }];

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider namespace="account" messages={loaderData.accountMessages}>
      <AccountFrame collapsed={loaderData.collapsed} verification={loaderData.verification} />
    </MessagesProvider>
  );
}

function AccountFrame({ collapsed, verification }: { collapsed: boolean; verification: VerificationState }) {
  const t = useT("account");
  const localePath = useLocalePath();
  const items = ACCOUNT_NAV.map((item) => ({ ...item, to: localePath(item.to), label: t(item.label) }));
  return (
    <SidebarLayout
      cookieName={SIDEBAR_COOKIE}
      initiallyCollapsed={collapsed}
      title={PRODUCT_NAME}
      label={t("layout.label")}
      items={items}
      header={
        <>
          <p className="text-sm font-medium uppercase tracking-wide text-ember-700">{t("layout.label")}</p>
          <p className="font-serif text-3xl text-cedar-900">{t("layout.title")}</p>
        </>
      }
      footer={
        <p className="mt-16 border-t border-sand-200 pt-6 text-center text-sm text-muted">
          {t("layout.footer", { product: PRODUCT_NAME })}
        </p>
      }
    >
      <VerificationBanner state={verification} />
      <Outlet />
    </SidebarLayout>
  );
}
