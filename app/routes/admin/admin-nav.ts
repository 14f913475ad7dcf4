import BarChart3 from "lucide-react/icons/bar-chart-3";
import BookOpenText from "lucide-react/icons/book-open-text";
import CalendarCheck from "lucide-react/icons/calendar-check";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import Search from "lucide-react/icons/search";
import Settings from "lucide-react/icons/settings";
import ShieldCheck from "lucide-react/icons/shield-check";
import Star from "lucide-react/icons/star";
import Users from "lucide-react/icons/users";
import Wallet from "lucide-react/icons/wallet";
import Waves from "lucide-react/icons/waves";

/**
 * The spec's admin sidebar (§2 Admin area), in order. An entry with a `role` is shown only to
 * those who hold it (or super_admin): Discover Saunas is for super administrators (docs/product.md §6), so
 * a plain admin isn't offered a page that would only turn them away.
 */
// Each label is a key of the `admin` messages, read in the page's language by the layout.
export const ADMIN_NAV = [
  { to: "/admin", label: "nav.dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/discovery", label: "nav.discovery", icon: Search, end: false, role: "super_admin" },
  { to: "/admin/saunas", label: "nav.saunas", icon: Waves, end: false },
  { to: "/admin/owners", label: "nav.owners", icon: ShieldCheck, end: false },
  { to: "/admin/users", label: "nav.users", icon: Users, end: false },
  { to: "/admin/bookings", label: "nav.bookings", icon: CalendarCheck, end: false },
  { to: "/admin/reviews", label: "nav.reviews", icon: Star, end: false },
  { to: "/admin/payouts", label: "nav.payouts", icon: Wallet, end: false },
  { to: "/admin/content", label: "nav.content", icon: BookOpenText, end: false },
  { to: "/admin/reports", label: "nav.reports", icon: BarChart3, end: false },
  { to: "/admin/settings", label: "nav.settings", icon: Settings, end: false },
] as const;

/** The sidebar entries for someone holding these admin roles. */
export function adminNavFor(roles: readonly string[]) {
  return ADMIN_NAV.filter((item) => !("role" in item) || roles.includes("super_admin") || roles.includes(item.role));
}
