// The signed-in member's avatar in the navbar. Radix's menu behind it (its code, and its render
// as the page settles) waits until the member first reaches for it: a pointer over it or focus
// on it fetches the menu's code, a click or Enter opens it. Until then this plain button stands
// in its place, looking the same and named the same, so a member who only reads a sauna's page
// costs the phone no more work than a visitor (Lighthouse's blocking time).
import { lazy, Suspense, useState } from "react";
import { useT } from "#app/lib/i18n/i18n";

export type NavUser = { email: string; initials: string; isAdmin: boolean; isOwner: boolean };

const loadUserMenu = () => import("./user-menu");
const UserMenu = lazy(loadUserMenu);

export const ACCOUNT_BUTTON_CLASS = "flex items-center gap-3 rounded-full py-1 pl-1 pr-1 hover:bg-sand-100 sm:pr-3";


/** The avatar with the e-mail's first two letters, and beside it (on wide screens) the e-mail and 'Admin Access'. */
export function AccountButtonFace({ user }: { user: NavUser }) {
  const t = useT("common");
  return (
    <>
      <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-sea-700 text-sm font-semibold text-white">
        {user.initials}
      </span>
      <span className="hidden flex-col items-start text-left leading-tight md:flex">
        <span className="max-w-48 truncate text-sm font-medium text-ink">{user.email}</span>
        {user.isAdmin && <span className="text-xs font-semibold text-ember-700">{t("account.adminAccess")}</span>}
      </span>
    </>
  );
}

export default function AccountButton({ user }: { user: NavUser }) {
  const t = useT("common");
  const [opened, setOpened] = useState(false);
  const button = (onClick?: () => void) => (
    <button
      type="button"
      className={ACCOUNT_BUTTON_CLASS}
      aria-label={t("account.menuFor", { email: user.email })}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadUserMenu()}
      onFocus={() => void loadUserMenu()}
      onClick={onClick}
    >
      <AccountButtonFace user={user} />
    </button>
  );
  if (!opened) return button(() => setOpened(true));
  return (
    <Suspense fallback={button()}>
      <UserMenu user={user} />
    </Suspense>
  );
}
