// A booking held for payment has the specification's status 'pending' (the owner's filter: all,
// confirmed, pending, cancelled): every screen names it with both words, 'Pending payment'
// (Irish 'Íocaíocht ar feitheamh', the glossary's 'ar feitheamh' for pending), the same on the
// badges, the owner's and the admin's filters, the CSV and the Checkout return page.
import { describe, expect, it } from "vitest";
import { BOOKING_STATUS_LABELS } from "#domain/booking-status";
import { HOST_BOOKING_FILTER_LABELS } from "#domain/host-bookings";
import { CATALOGUES } from "#server/i18n/messages";

const WORDS = { en: "Pending payment", ga: "Íocaíocht ar feitheamh" } as const;
const OLD_WORDS = ["Awaiting payment", "Ag fanacht le híocaíocht"];

describe("the pending status in words", () => {
  it("is 'Pending payment' in the domain's labels (the filters' options, calendar, CSV)", () => {
    expect(BOOKING_STATUS_LABELS.pending).toBe(WORDS.en);
    expect(HOST_BOOKING_FILTER_LABELS.pending).toBe(WORDS.en);
  });

  it.each(Object.entries(WORDS) as [keyof typeof WORDS, string][])("is the same words on every %s badge and filter", (locale, words) => {
    const catalogue = CATALOGUES[locale];
    expect(catalogue.members["status.pending"]).toBe(words);
    expect(catalogue.admin["bookings.status.pending"]).toBe(words);
    expect(catalogue.booking["checkout.receivedText"]).toContain(`'${words}'`);
  });

  it("is never called by its old name anywhere", () => {
    const everything = JSON.stringify(CATALOGUES);
    for (const old of OLD_WORDS) expect(everything).not.toContain(old);
  });
});
