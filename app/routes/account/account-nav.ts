import CalendarDays from "lucide-react/icons/calendar-days";
import Heart from "lucide-react/icons/heart";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import MessageCircle from "lucide-react/icons/message-circle";
import Star from "lucide-react/icons/star";
import UserCog from "lucide-react/icons/user-cog";

/** The spec's end-user sidebar entries, in order. */
export const ACCOUNT_NAV = [
  { to: "/my-account", label: "Overview", icon: LayoutDashboard, end: true },
  { to: "/my-account/bookings", label: "My Bookings", icon: CalendarDays, end: false },
  { to: "/my-account/favourites", label: "Favourites", icon: Heart, end: false },
  { to: "/my-account/reviews", label: "Reviews", icon: Star, end: false },
  { to: "/my-account/messages", label: "Messages", icon: MessageCircle, end: false },
  { to: "/my-account/settings", label: "Account", icon: UserCog, end: false },
] as const;
