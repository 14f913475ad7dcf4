import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import CalendarDays from "lucide-react/icons/calendar-days";
import Heart from "lucide-react/icons/heart";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import LogOut from "lucide-react/icons/log-out";
import Settings from "lucide-react/icons/settings";
import User from "lucide-react/icons/user";
import Store from "lucide-react/icons/store";
import { Link, useSubmit } from "react-router";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import { ACCOUNT_BUTTON_CLASS, AccountButtonFace, type NavUser } from "./account-button";

const itemClass =
  "flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-sand-100";

/**
 * The spec's menu behind the signed-in user's avatar. It mounts open: the navbar shows the plain
 * AccountButton until the member first reaches for it (see there).
 */
export default function UserMenu({ user }: { user: NavUser }) {
  const submit = useSubmit();
  const t = useT("common");
  // Its links stay in the page's language: /ga/my-account from an Irish page.
  const to = useLocalePath();
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={ACCOUNT_BUTTON_CLASS} aria-label={t("account.menuFor", { email: user.email })}>
        <AccountButtonFace user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-60 rounded-xl border border-sand-200 bg-white p-2 shadow-xl"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate text-sm font-medium text-ink">{user.email}</span>
            {user.isAdmin && <span className="text-xs font-semibold text-ember-700">{t("account.adminAccess")}</span>}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-sand-200" />
          {user.isAdmin && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to={to("/admin")}><LayoutDashboard className="size-4" aria-hidden="true" />{t("account.adminDashboard")}</Link>
            </DropdownMenu.Item>
          )}
          {user.isOwner && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to={to("/dashboard")}><Store className="size-4" aria-hidden="true" />{t("account.ownerDashboard")}</Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={to("/my-account")}><User className="size-4" aria-hidden="true" />{t("account.myAccount")}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={to("/my-account/bookings")}><CalendarDays className="size-4" aria-hidden="true" />{t("account.myBookings")}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={to("/my-account/favourites")}><Heart className="size-4" aria-hidden="true" />{t("account.favourites")}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={to("/my-account/settings")}><Settings className="size-4" aria-hidden="true" />{t("account.settings")}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-sand-200" />
          {/* The menu unmounts as it closes, so Sign Out submits from onSelect rather than a nested form. */}
          <DropdownMenu.Item className={itemClass} onSelect={() => submit(null, { method: "post", action: to("/auth/sign-out") })}>
            <LogOut className="size-4" aria-hidden="true" />
            {t("account.signOut")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
