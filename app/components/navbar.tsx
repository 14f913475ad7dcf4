import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { PRODUCT_NAME } from "#domain/constants";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import { useMember } from "#app/lib/member-store";
import { usePageMember } from "#app/lib/page-member";
import type { NavUser } from "./account-button";
import { BrandMark } from "./brand-mark";
import { LanguageLinks } from "./language-switch";
import { SiteMenu } from "./site-menu";

// Visitors never download the account button's code (nor its menu's); it loads only for members.
const AccountButton = lazy(() => import("./account-button"));

/**
 * The spec's navigation bar: brand, 'Sign In' or the avatar menu. Who is signed in comes from
 * the member store (GET /api/me), never from the shared page: until it knows, the page carries
 * both 'Sign In' and a neutral avatar, and CSS shows the one that fits <html data-member>. A page
 * only the member sees names them in its own data (page-member.ts), and their avatar is there at once.
 */
export function Navbar() {
  const { status, me } = useMember();
  // A member's answer always names them (server/features/members/member-state.service.ts).
  const pageMember = usePageMember();
  const user = status === "member" ? (me as NavUser) : pageMember;
  const t = useT();
  const to = useLocalePath();
  return (
    <header className="sticky top-0 z-40 border-b border-sand-200/70 bg-paper/90 backdrop-blur">
      <nav aria-label={t("nav.main")} className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={to("/")} className="flex items-center gap-2 font-serif text-xl font-semibold text-cedar-900">
          <BrandMark className="size-8" />
          {PRODUCT_NAME}
        </Link>
        <div className="flex items-center gap-2 sm:gap-4">
          <Link to={to("/saunas")} className="hidden text-sm font-medium text-cedar-700 hover:text-ember-700 sm:inline">
            {t("nav.allSaunas")}
          </Link>
          <Link to={to("/blog")} className="hidden text-sm font-medium text-cedar-700 hover:text-ember-700 md:inline">
            {t("nav.journal")}
          </Link>
          <LanguageLinks className="hidden sm:inline" linkClassName="text-sm font-medium text-cedar-700 underline-offset-4 hover:text-ember-700 hover:underline" />
          {user ? (
            <Suspense fallback={<AvatarPlaceholder user={user} />}>
              <AccountButton user={user} />
            </Suspense>
          ) : (
            <>
              <Link to={to("/auth")} className="visitor-only rounded-full bg-ember-600 px-5 py-2 text-sm font-medium text-white hover:bg-ember-700">
                {t("nav.signIn")}
              </Link>
              {/* A member's avatar while /api/me answers: nobody's initials (app.css shows it for [data-member]). */}
              <span className="member-only">
                <span aria-hidden="true" className="block size-9 rounded-full bg-sand-200" />
                <span className="sr-only">{t("nav.loadingAccount")}</span>
              </span>
            </>
          )}
          <SiteMenu signedIn={Boolean(user)} />
        </div>
      </nav>
    </header>
  );
}

function AvatarPlaceholder({ user }: { user: NavUser }) {
  return (
    <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-sea-700 text-sm font-semibold text-white">
      {user.initials}
    </span>
  );
}
