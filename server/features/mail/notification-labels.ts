// The words of the toggles as the reader sees them in their settings, for the footer of each
// notice ("You get this e-mail because … is on"). Kept beside the mail, in the settings' words.
export const GUEST_TOGGLE = {
  bookingReminders: "Booking confirmations and reminders",
  reviewReplies: "Replies to my reviews",
  messages: "Messages from hosts",
} as const;

export const HOST_TOGGLE = {
  newBookings: "New bookings",
  newReviews: "New reviews",
  messages: "Messages",
  payoutNotifications: "Payout notifications",
} as const;

export const GUEST_SETTINGS = "/my-account/settings";
export const HOST_SETTINGS = "/dashboard/account";
