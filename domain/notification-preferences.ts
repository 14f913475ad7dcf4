// The e-mail notifications a person can turn on or off, in one list for the guest's settings
// (My Account), the host's (owner dashboard Account) and the mail that honours them later.
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

/** The spec's five toggles in the owner dashboard's Account, in the spec's order. */
export const HOST_NOTIFICATION_PREFERENCES = ["newBookings", "newReviews", "messages", "marketingEmails", "payoutNotifications"] as const satisfies readonly NotificationPreference[];

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
