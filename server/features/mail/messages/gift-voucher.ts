// Gift voucher mail (decision 017): the buyer's receipt, sent at once when Stripe says the voucher
// is paid, and the recipient's voucher, sent on the day the buyer chose. Both are service
// messages: no toggle turns them off (the recipient may have no account at all). Each in its
// reader's language (decision 021): the buyer's, from their profile; the recipient's from their
// profile when the address is a member's, else the buyer's (who likely shares it).
import { formatMoney } from "#domain/format";
import { formatDate } from "#domain/format-date";
import { formatVoucherCode, VOUCHER_TEXTS } from "#domain/gift-vouchers";
import { DEFAULT_LOCALE, type Locale } from "#domain/locales";
import { fromCents } from "#domain/money";
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { composeMail, greetingFor, mailT, serviceFooter } from "../mail-layout";
import { siteLink } from "../site-url";

export type IssuedVoucherFacts = {
  voucherId: string;
  buyerName: string | null;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  amountCents: number;
  deliverOn: string;
  expiresAt: Date;
  paymentIntentId: string | null;
  /** The buyer's language (profiles.locale). */
  buyerLocale: Locale;
  /** The recipient's: their profile's when they are a member, else the buyer's. */
  recipientLocale: Locale;
};

/** The voucher's legal line: English as domain/ writes it, other languages from `emails`. */
const legal = (locale: Locale) => (locale === DEFAULT_LOCALE ? VOUCHER_TEXTS.legal : mailT(locale)("voucher.legal"));

export function giftVoucherReceiptMessage(v: IssuedVoucherFacts, codeHint: string): MailMessage {
  const locale = v.buyerLocale;
  const t = mailT(locale);
  const amount = formatMoney(fromCents(v.amountCents), locale);
  const arrives = formatDate(v.deliverOn, locale);
  const content = composeMail({
    subject: t("voucher.receiptSubject", { amount, recipient: v.recipientName }),
    greeting: greetingFor(v.buyerName),
    paragraphs: [t("voucher.receiptBody", { amount, recipient: v.recipientName, email: v.recipientEmail, date: arrives }), legal(locale)],
    details: [
      [t("details.amountPaid"), amount],
      [t("details.for"), `${v.recipientName} (${v.recipientEmail})`],
      [t("details.arrivesOn"), arrives],
      [t("details.validUntil"), formatDate(v.expiresAt, locale)],
      [t("details.voucherEnding"), codeHint],
      ...(v.paymentIntentId ? [[t("details.paymentReference"), v.paymentIntentId] as [string, string]] : []),
    ],
    footer: serviceFooter("payment", locale),
  }, locale);
  return { kind: "gift-voucher-receipt", to: v.buyerEmail, ...content, dedupeKey: `gift-voucher-receipt:${v.voucherId}` };
}

export function giftVoucherMessage(v: IssuedVoucherFacts, code: string, sendAfter: Date): MailMessage {
  const locale = v.recipientLocale;
  const t = mailT(locale);
  const amount = formatMoney(fromCents(v.amountCents), locale);
  const from = v.buyerName?.trim() || t("voucher.someone");
  const content = composeMail({
    subject: t("voucher.subject", { from, amount }),
    greeting: greetingFor(v.recipientName),
    paragraphs: [
      t("voucher.body", { from, amount }),
      ...(v.message ? [t("voucher.theirMessage", { message: v.message })] : []),
      t("voucher.howToUse"),
      legal(locale),
    ],
    details: [
      [t("details.code"), formatVoucherCode(code)],
      [t("details.amount"), amount],
      [t("details.validUntil"), formatDate(v.expiresAt, locale)],
    ],
    action: { label: t("action.printableVoucher"), url: siteLink(`/gift-vouchers/voucher/${formatVoucherCode(code)}`, locale) },
    afterAction: [t("voucher.keep")],
    footer: t("voucher.footer"),
  }, locale);
  return { kind: "gift-voucher", to: v.recipientEmail, ...content, dedupeKey: `gift-voucher:${v.voucherId}`, sendAfter };
}
