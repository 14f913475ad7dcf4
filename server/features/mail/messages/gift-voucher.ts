// Gift voucher mail (decision 017): the buyer's receipt, sent at once when Stripe says the voucher
// is paid, and the recipient's voucher, sent on the day the buyer chose. Both are service
// messages: no toggle turns them off (the recipient may have no account at all).
import { formatMoney } from "#domain/format";
import { formatDate } from "#domain/format-date";
import { formatVoucherCode, VOUCHER_TEXTS } from "#domain/gift-vouchers";
import { fromCents } from "#domain/money";
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { composeMail, greetingFor, serviceFooter } from "../mail-layout";
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
};

export function giftVoucherReceiptMessage(v: IssuedVoucherFacts, codeHint: string): MailMessage {
  const amount = formatMoney(fromCents(v.amountCents));
  const content = composeMail({
    subject: `Your receipt: a ${amount} gift voucher for ${v.recipientName}`,
    greeting: greetingFor(v.buyerName),
    paragraphs: [
      `Thank you: you've paid ${amount} for a gift voucher for ${v.recipientName}. We'll e-mail it to ${v.recipientEmail} on ${formatDate(v.deliverOn)}.`,
      VOUCHER_TEXTS.legal,
    ],
    details: [
      ["Amount paid", amount],
      ["For", `${v.recipientName} (${v.recipientEmail})`],
      ["Arrives on", formatDate(v.deliverOn)],
      ["Valid until", formatDate(v.expiresAt)],
      ["Voucher ending", codeHint],
      ...(v.paymentIntentId ? [["Payment reference", v.paymentIntentId] as [string, string]] : []),
    ],
    footer: serviceFooter("payment"),
  });
  return { kind: "gift-voucher-receipt", to: v.buyerEmail, ...content, dedupeKey: `gift-voucher-receipt:${v.voucherId}` };
}

export function giftVoucherMessage(v: IssuedVoucherFacts, code: string, sendAfter: Date): MailMessage {
  const amount = formatMoney(fromCents(v.amountCents));
  const from = v.buyerName?.trim() || "Someone";
  const content = composeMail({
    subject: `${from} sent you a ${amount} sauna gift voucher`,
    greeting: greetingFor(v.recipientName),
    paragraphs: [
      `${from} has given you a gift voucher for ${amount} to spend on sauna sessions at any sauna on Sauna Éire.`,
      ...(v.message ? [`Their message: “${v.message}”`] : []),
      "To use it, enter the code when you book a session: the amount comes off the total, and whatever is left stays on the voucher for next time.",
      VOUCHER_TEXTS.legal,
    ],
    details: [
      ["Code", formatVoucherCode(code)],
      ["Amount", amount],
      ["Valid until", formatDate(v.expiresAt)],
    ],
    action: { label: "See your printable voucher", url: siteLink(`/gift-vouchers/voucher/${formatVoucherCode(code)}`) },
    afterAction: ["Keep this e-mail: the code is the voucher. Anyone who has it can spend it."],
    footer: "This e-mail carries a gift voucher someone bought for you, so it is always sent.",
  });
  return { kind: "gift-voucher", to: v.recipientEmail, ...content, dedupeKey: `gift-voucher:${v.voucherId}`, sendAfter };
}
