import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { CalendarDays, Heart, LayoutDashboard, LogOut, Settings, User } from "lucide-react";
import { Link, useSubmit } from "react-router";
import { PRODUCT_NAME } from "../../domain/constants";
import { BrandMark } from "./brand-mark";

export type NavUser = { email: string; initials: string; isAdmin: boolean };

const itemClass =
  "flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-sand-100";

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
          {user ? <UserMenu user={user} /> : (
            <Link to="/auth" className="rounded-full bg-ember-600 px-5 py-2 text-sm font-medium text-white hover:bg-ember-700">
              Sign In
            </Link>
          )}
        </div>
      </nav>
    </header>
  );
}

function UserMenu({ user }: { user: NavUser }) {
  const submit = useSubmit();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex items-center gap-3 rounded-full py-1 pl-1 pr-1 hover:bg-sand-100 sm:pr-3"
        aria-label={`Account menu for ${user.email}`}
      >
        <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-sea-700 text-sm font-semibold text-white">
          {user.initials}
        </span>
        <span className="hidden flex-col items-start text-left leading-tight md:flex">
          <span className="max-w-48 truncate text-sm font-medium text-ink">{user.email}</span>
          {user.isAdmin && <span className="text-xs font-semibold text-ember-700">Admin Access</span>}
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-60 rounded-xl border border-sand-200 bg-white p-2 shadow-xl"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate text-sm font-medium text-ink">{user.email}</span>
            {user.isAdmin && <span className="text-xs font-semibold text-ember-700">Admin Access</span>}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-sand-200" />
          {user.isAdmin && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/admin"><LayoutDashboard className="size-4" aria-hidden="true" />Admin Dashboard</Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/my-account"><User className="size-4" aria-hidden="true" />My Account</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/my-account/bookings"><CalendarDays className="size-4" aria-hidden="true" />My Bookings</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/my-account/favourites"><Heart className="size-4" aria-hidden="true" />Favourites</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/my-account/settings"><Settings className="size-4" aria-hidden="true" />Settings</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-sand-200" />
          {/* The menu unmounts as it closes, so Sign Out submits from onSelect rather than a nested form. */}
          <DropdownMenu.Item className={itemClass} onSelect={() => submit(null, { method: "post", action: "/auth/sign-out" })}>
            <LogOut className="size-4" aria-hidden="true" />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
