import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { PRODUCT_NAME } from "#domain/constants";
import { BrandMark } from "./brand-mark";
import { SiteMenu } from "./site-menu";

export type NavUser = { email: string; initials: string; isAdmin: boolean; isOwner: boolean };

// Visitors never download the menu's code; it loads only for signed-in users.
const UserMenu = lazy(() => import("./user-menu"));

/** The spec's navigation bar: brand, 'Sign In' or the avatar menu. */
export function Navbar({ user }: { user: NavUser | null }) {
  return (
    <header className="sticky top-0 z-40 border-b border-sand-200/70 bg-paper/90 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 font-serif text-xl font-semibold text-cedar-900">
          <BrandMark className="size-8" />
          {PRODUCT_NAME}
        </Link>
        <div className="flex items-center gap-2 sm:gap-4">
          <Link to="/saunas" className="hidden text-sm font-medium text-cedar-700 hover:text-ember-700 sm:inline">
            All Saunas
          </Link>
          <Link to="/blog" className="hidden text-sm font-medium text-cedar-700 hover:text-ember-700 md:inline">
            Journal
          </Link>
          {user ? (
            <Suspense fallback={<AvatarPlaceholder user={user} />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <Link to="/auth" className="rounded-full bg-ember-600 px-5 py-2 text-sm font-medium text-white hover:bg-ember-700">
              Sign In
            </Link>
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
