import CalendarDays from "lucide-react/icons/calendar-days";
import Gift from "lucide-react/icons/gift";
import Heart from "lucide-react/icons/heart";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import MessageCircle from "lucide-react/icons/message-circle";
import Star from "lucide-react/icons/star";
import UserCog from "lucide-react/icons/user-cog";
import type { SidebarItem } from "#app/components/sidebar-layout";
import type { MessageKey } from "#domain/messages/translate";

/** The spec's end-user sidebar entries, in order (and Gift vouchers); the layout names them in the page's language. */
export const ACCOUNT_NAV = [
  { to: "/my-account", label: "nav.overview", icon: LayoutDashboard, end: true },
  { to: "/my-account/bookings", label: "nav.bookings", icon: CalendarDays, end: false },
  { to: "/my-account/favourites", label: "nav.favourites", icon: Heart, end: false },
  // Not in the spec's list: the vouchers a member bought or was sent (decision 017).
  { to: "/my-account/gift-vouchers", label: "nav.giftVouchers", icon: Gift, end: false },
  { to: "/my-account/reviews", label: "nav.reviews", icon: Star, end: false },
  { to: "/my-account/messages", label: "nav.messages", icon: MessageCircle, end: false },
  { to: "/my-account/settings", label: "nav.settings", icon: UserCog, end: false },
] as const satisfies readonly (SidebarItem & { label: MessageKey<"account"> })[];
