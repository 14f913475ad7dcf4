// The e-mail notifications a person can turn on or off, in one list for the guest's settings
// (My Account), the host's (owner dashboard Account) and the mail that honours them later: their
// names, their defaults and the words each settings page shows (which a notice's footer quotes).
// Both sides share `messages` and `marketingEmails`: one person, one answer to "e-mail me about
// messages" and "send me news and offers", wherever they set it.

export const NOTIFICATION_PREFERENCES = [
  "bookingReminders",
  "reviewReplies",
  "messages",
  "marketingEmails",
  "newBookings",
  "newReviews",
  "payoutNotifications",
] as const;
export type NotificationPreference = (typeof NOTIFICATION_PREFERENCES)[number];

/** The toggles in My Account settings, in their order there. */
export const GUEST_NOTIFICATION_PREFERENCES = ["bookingReminders", "reviewReplies", "messages", "marketingEmails"] as const satisfies readonly NotificationPreference[];
export type GuestNotificationPreference = (typeof GUEST_NOTIFICATION_PREFERENCES)[number];

/** The spec's five toggles in the owner dashboard's Account, in the spec's order. */
export const HOST_NOTIFICATION_PREFERENCES = ["newBookings", "newReviews", "messages", "marketingEmails", "payoutNotifications"] as const satisfies readonly NotificationPreference[];
export type HostNotificationPreference = (typeof HOST_NOTIFICATION_PREFERENCES)[number];

/** The guest's toggles as My Account settings words them. */
export const GUEST_NOTIFICATION_LABELS: Record<GuestNotificationPreference, string> = {
  bookingReminders: "Booking confirmations and reminders",
  reviewReplies: "Replies to my reviews",
  messages: "Messages from hosts",
  marketingEmails: "News and offers",
};

/** The host's five toggles in the spec's words (owner dashboard, Account): the label, and when it e-mails. */
export const HOST_NOTIFICATION_LABELS: Record<HostNotificationPreference, { label: string; hint: string }> = {
  newBookings: { label: "New bookings", hint: "When a guest books or cancels a session" },
  newReviews: { label: "New reviews", hint: "When a guest reviews one of your saunas" },
  messages: { label: "Messages", hint: "When a guest writes to you" },
  marketingEmails: { label: "Marketing emails", hint: "News, tips and offers for hosts" },
  payoutNotifications: { label: "Payout notifications", hint: "When a payout is on its way" },
};

/** Marketing is off until the person turns it on (spec: marketing emails off by default); the rest are on. */
export const NOTIFICATION_DEFAULTS: Record<NotificationPreference, boolean> = {
  bookingReminders: true,
  reviewReplies: true,
  messages: true,
  marketingEmails: false,
  newBookings: true,
  newReviews: true,
  payoutNotifications: true,
};

/** Whether a notification is on: the saved choice, else its default. */
export function notificationEnabled(saved: Record<string, boolean> | null | undefined, key: NotificationPreference): boolean {
  const value = saved?.[key];
  return typeof value === "boolean" ? value : NOTIFICATION_DEFAULTS[key];
}
