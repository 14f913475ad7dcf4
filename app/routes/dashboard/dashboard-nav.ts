import Bell from "lucide-react/icons/bell";
import CalendarDays from "lucide-react/icons/calendar-days";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import ListChecks from "lucide-react/icons/list-checks";
import MessageCircle from "lucide-react/icons/message-circle";
import Settings from "lucide-react/icons/settings";
import Star from "lucide-react/icons/star";
import type { MessageKey } from "#domain/messages/translate";

/** The spec's owner dashboard screens, in order (docs/product.md §2 Owner dashboard); labels are message keys (dashboard). */
export const DASHBOARD_NAV = [
  { to: "/dashboard", label: "nav.overview", icon: LayoutDashboard, end: true },
  { to: "/dashboard/bookings", label: "nav.bookings", icon: ListChecks, end: false },
  { to: "/dashboard/calendar", label: "nav.calendar", icon: CalendarDays, end: false },
  { to: "/dashboard/reviews", label: "nav.reviews", icon: Star, end: false },
  { to: "/dashboard/messages", label: "nav.messages", icon: MessageCircle, end: false },
  { to: "/dashboard/settings", label: "nav.settings", icon: Settings, end: false },
  { to: "/dashboard/account", label: "nav.account", icon: Bell, end: false },
] as const satisfies readonly { to: string; label: MessageKey<"dashboard">; icon: unknown; end: boolean }[];

/**
 * 'Add another sauna': /onboard's 'List Your Sauna' flow, started at its first step (the wizard
 * reads ?list=new). Once published, the new sauna is in the sidebar's sauna picker.
 */
export const ADD_SAUNA_PATH = "/onboard?list=new";
