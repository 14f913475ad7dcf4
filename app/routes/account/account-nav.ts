import { CalendarDays, Heart, LayoutDashboard, MessageCircle, Star, UserCog } from "lucide-react";

/** The spec's end-user sidebar entries, in order. */
export const ACCOUNT_NAV = [
  { to: "/my-account", label: "Overview", icon: LayoutDashboard, end: true },
  { to: "/my-account/bookings", label: "My Bookings", icon: CalendarDays, end: false },
  { to: "/my-account/favourites", label: "Favourites", icon: Heart, end: false },
  { to: "/my-account/reviews", label: "Reviews", icon: Star, end: false },
  { to: "/my-account/messages", label: "Messages", icon: MessageCircle, end: false },
  { to: "/my-account/settings", label: "Account", icon: UserCog, end: false },
] as const;
