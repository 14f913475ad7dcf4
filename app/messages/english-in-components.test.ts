// No English written into a component: every text a person reads comes from the message files,
// so a page reads wholly in the language of its address (issue 26). This finds text children of
// JSX, string literals in JSX, and the attributes people (or their screen readers) read.
// Content people wrote (descriptions, reviews, articles) comes from data, never from here.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/** Attributes whose text is read by someone. */
const READ_ATTRIBUTES = new Set(["alt", "title", "placeholder", "label", "aria-label", "aria-description", "aria-valuetext", "aria-roledescription"]);
/** Text that reads the same in every language: punctuation, symbols, numbers, a lone letter. */
const WORDLESS = /^[^\p{L}]*(\p{L}[^\p{L}]*)?$/u;

/**
 * Files still in English, each to be converted to messages (issue 26, decision 018). Shrinks to
 * nothing; a file converted must leave this list, and a new file never joins it.
 */
const NOT_YET_TRANSLATED = new Set<string>([
  "app/components/account-button.tsx",
  "app/components/article-card.tsx",
  "app/components/availability-picker.tsx",
  "app/components/conversations.tsx",
  "app/components/field.tsx",
  "app/components/lightbox.tsx",
  "app/components/listing-photos-editor.tsx",
  "app/components/pagination.tsx",
  "app/components/photo-drop-zone.tsx",
  "app/components/profile-photo-section.tsx",
  "app/components/sauna-card.tsx",
  "app/components/sauna-map/lazy-map-frame.tsx",
  "app/components/sauna-position-field.tsx",
  "app/components/share-button.tsx",
  "app/components/sidebar-layout.tsx",
  "app/components/user-menu.tsx",
  "app/routes/admin/add-sauna-dialog.tsx",
  "app/routes/admin/bookings-detail.tsx",
  "app/routes/admin/bookings.tsx",
  "app/routes/admin/content-edit.tsx",
  "app/routes/admin/content-form.tsx",
  "app/routes/admin/content-new.tsx",
  "app/routes/admin/content.tsx",
  "app/routes/admin/dashboard.tsx",
  "app/routes/admin/deletion-requests.tsx",
  "app/routes/admin/discovery-results.tsx",
  "app/routes/admin/discovery.tsx",
  "app/routes/admin/gift-voucher-figures.tsx",
  "app/routes/admin/layout.tsx",
  "app/routes/admin/owner-verification-panel.tsx",
  "app/routes/admin/owners-detail.tsx",
  "app/routes/admin/owners.tsx",
  "app/routes/admin/payouts-hosts.tsx",
  "app/routes/admin/payouts-ledger.tsx",
  "app/routes/admin/payouts-refunds.tsx",
  "app/routes/admin/payouts.tsx",
  "app/routes/admin/people-list.tsx",
  "app/routes/admin/reports-charts.tsx",
  "app/routes/admin/reports.tsx",
  "app/routes/admin/reviews.tsx",
  "app/routes/admin/sauna-edit-dialog.tsx",
  "app/routes/admin/sauna-fields.tsx",
  "app/routes/admin/saunas-filter-bar.tsx",
  "app/routes/admin/saunas-pagination.tsx",
  "app/routes/admin/saunas-table.tsx",
  "app/routes/admin/saunas.tsx",
  "app/routes/admin/settings.tsx",
  "app/routes/admin/users-detail.tsx",
  "app/routes/admin/users.tsx",
  "app/routes/auth/auth-card.tsx",
  "app/routes/auth/auth.tsx",
  "app/routes/auth/forgot-password.tsx",
  "app/routes/auth/reset-password.tsx",
  "app/routes/blog/article.tsx",
  "app/routes/blog/blog.tsx",
  "app/routes/dashboard/account-sections.tsx",
  "app/routes/dashboard/account.tsx",
  "app/routes/dashboard/bookings-cancel-dialog.tsx",
  "app/routes/dashboard/bookings-list.tsx",
  "app/routes/dashboard/bookings.tsx",
  "app/routes/dashboard/calendar-blackout-dialog.tsx",
  "app/routes/dashboard/calendar-closed-bookings.tsx",
  "app/routes/dashboard/calendar-day.tsx",
  "app/routes/dashboard/calendar-month.tsx",
  "app/routes/dashboard/calendar-sync-dialog.tsx",
  "app/routes/dashboard/calendar.tsx",
  "app/routes/dashboard/layout.tsx",
  "app/routes/dashboard/messages-bookings-panel.tsx",
  "app/routes/dashboard/overview-payouts.tsx",
  "app/routes/dashboard/overview.tsx",
  "app/routes/dashboard/reviews.tsx",
  "app/routes/dashboard/settings-amenities.tsx",
  "app/routes/dashboard/settings-calendar-import.tsx",
  "app/routes/dashboard/settings-details.tsx",
  "app/routes/dashboard/settings-listing.tsx",
  "app/routes/dashboard/settings-photos.tsx",
  "app/routes/dashboard/settings-position.tsx",
  "app/routes/dashboard/settings-prices.tsx",
  "app/routes/dashboard/settings-sessions.tsx",
  "app/routes/dashboard/settings-stops.tsx",
  "app/routes/dashboard/settings.tsx",
  "app/routes/gift-vouchers/gift-vouchers.tsx",
  "app/routes/gift-vouchers/voucher.tsx",
  "app/routes/onboard/availability-step.tsx",
  "app/routes/onboard/claim-dialog.tsx",
  "app/routes/onboard/claim-panel.tsx",
  "app/routes/onboard/details-step.tsx",
  "app/routes/onboard/listing-photos.tsx",
  "app/routes/onboard/live-step.tsx",
  "app/routes/onboard/onboard.tsx",
  "app/routes/onboard/onboarding-wizard.tsx",
  "app/routes/onboard/payments-step.tsx",
  "app/routes/onboard/pricing-step.tsx",
  "app/routes/onboard/review-step.tsx",
  "app/routes/onboard/welcome-step.tsx",
  "app/routes/onboard/wizard-frame.tsx",
  "app/routes/review/review-wizard.tsx",
  "app/routes/review/review.tsx",
  "app/routes/review/star-rating.tsx",
  "app/routes/sauna/about-section.tsx",
  "app/routes/sauna/booking-section.tsx",
  "app/routes/sauna/claim-banner.tsx",
  "app/routes/sauna/gallery.tsx",
  "app/routes/sauna/host-section.tsx",
  "app/routes/sauna/location-section.tsx",
  "app/routes/sauna/no-longer-listed.tsx",
  "app/routes/sauna/not-public-notice.tsx",
  "app/routes/sauna/reviews-section.tsx",
  "app/routes/sauna/sauna-header.tsx",
  "app/routes/sauna/sauna-skeleton.tsx",
  "app/routes/sauna/sauna.tsx",
  "app/routes/sauna/similar-saunas.tsx",
  "app/routes/sauna/voucher-code-field.tsx",
  "app/routes/saunas/amenity-chips.tsx",
  "app/routes/saunas/filter-bar.tsx",
  "app/routes/saunas/free-results.tsx",
  "app/routes/saunas/free-soon-panel.tsx",
  "app/routes/saunas/saunas.tsx",
  "app/routes/waitlist/offer.tsx",
]);

function englishIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const clean = text.replace(/\s+/g, " ").trim();
    if (clean && !WORDLESS.test(clean)) found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${clean.slice(0, 60)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent) && (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression))) report(node, node.expression.text);
    else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))) report(node, value.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const components = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return components(file);
    return entry.name.endsWith(".tsx") && !entry.name.includes(".test.") ? [path.relative(process.cwd(), file)] : [];
  });

const files = components(path.resolve("app"));

describe("text in components", () => {
  it.each(files.filter((f) => !NOT_YET_TRANSLATED.has(f)))("%s has no English of its own", (file) => {
    expect(englishIn(file)).toEqual([]);
  });

  it("the list of files not yet translated names only files that still have English", () => {
    expect([...NOT_YET_TRANSLATED].filter((f) => !files.includes(f) || englishIn(f).length === 0)).toEqual([]);
  });
});
