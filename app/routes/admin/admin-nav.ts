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
export const ADMIN_NAV = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/discovery", label: "Discover Saunas", icon: Search, end: false, role: "super_admin" },
  { to: "/admin/saunas", label: "Saunas", icon: Waves, end: false },
  { to: "/admin/owners", label: "Owners", icon: ShieldCheck, end: false },
  { to: "/admin/users", label: "Users", icon: Users, end: false },
  { to: "/admin/bookings", label: "Bookings", icon: CalendarCheck, end: false },
  { to: "/admin/reviews", label: "Reviews", icon: Star, end: false },
  { to: "/admin/payouts", label: "Payouts", icon: Wallet, end: false },
  { to: "/admin/content", label: "Content", icon: BookOpenText, end: false },
  { to: "/admin/reports", label: "Reports", icon: BarChart3, end: false },
  { to: "/admin/settings", label: "Settings", icon: Settings, end: false },
] as const;

/** The sidebar entries for someone holding these admin roles. */
export function adminNavFor(roles: readonly string[]) {
  return ADMIN_NAV.filter((item) => !("role" in item) || roles.includes("super_admin") || roles.includes(item.role));
}
