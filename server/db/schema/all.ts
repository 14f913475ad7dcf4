// The schema object Drizzle's relational queries and the better-auth adapter need.
import * as articles from "./articles";
import * as auth from "./auth";
import * as bookingOpenAlerts from "./booking-open-alerts";
import * as bookingSlotUsage from "./booking-slot-usage";
import * as bookings from "./bookings";
import * as favorites from "./favorites";
import * as giftVouchers from "./gift-vouchers";
import * as mailOutbox from "./mail-outbox";
import * as mailThrottle from "./mail-throttle";
import * as messages from "./messages";
import * as payments from "./payments";
import * as payouts from "./payouts";
import * as photoUploads from "./photo-uploads";
import * as platformSettings from "./platform-settings";
import * as profiles from "./profiles";
import * as publicAmenityCounts from "./public-amenity-counts";
import * as publicSaunaCounts from "./public-sauna-counts";
import * as reviews from "./reviews";
import * as saunaCalendar from "./sauna-calendar";
import * as saunaClaims from "./sauna-claims";
import * as saunaDeletionRequests from "./sauna-deletion-requests";
import * as saunaSessionHours from "./sauna-session-hours";
import * as saunaStops from "./sauna-stops";
import * as saunas from "./saunas";
import * as sessionGenerations from "./session-generations";
import * as signInThrottle from "./sign-in-throttle";
import * as waitlistEntries from "./waitlist-entries";

export const schema = { ...auth, ...profiles, ...saunas, ...bookings, ...bookingSlotUsage, ...reviews, ...favorites, ...messages, ...articles, ...signInThrottle, ...mailOutbox, ...mailThrottle,
  ...payments, ...payouts, ...photoUploads, ...platformSettings, ...saunaCalendar, ...saunaClaims, ...saunaDeletionRequests,
  ...publicSaunaCounts, ...sessionGenerations, ...publicAmenityCounts, ...saunaStops, ...saunaSessionHours, ...waitlistEntries, ...giftVouchers, ...bookingOpenAlerts };
