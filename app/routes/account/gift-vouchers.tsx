// My Account → Gift vouchers (decision 017): the vouchers the member bought, and the ones sent to
// their verified e-mail address, each with its balance, validity and state. Buying another is
// offered only while vouchers can be bought (card payments on).
import Gift from "lucide-react/icons/gift";
import { Link } from "react-router";
import type { Route } from "./+types/gift-vouchers";
import { formatDate } from "#domain/format-date";
import { myGiftVouchers, type MyGiftVoucher } from "#server/features/gift-vouchers/my-gift-vouchers.service";
import { buttonVariants } from "#app/components/ui/button";
import { getApp } from "#app/lib/context.server";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { requireSignedIn } from "#app/lib/require-user.server";
import { accountTitle } from "./account-meta";
import { VoucherFacts, VoucherStateBadge } from "./gift-voucher-facts";

export const meta: Route.MetaFunction = (args) => [{ title: accountTitle(args, "vouchers.title") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireSignedIn(context, request);
  const { db, payments } = getApp(context);
  return { ...(await myGiftVouchers(db, user)), canBuy: Boolean(payments) };
}

export default function MyGiftVouchers({ loaderData }: Route.ComponentProps) {
  const { bought, received, canBuy } = loaderData;
  const t = useT("account");
  const localePath = useLocalePath();
  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-2xl text-cedar-900">{t("vouchers.title")}</h1>
        {canBuy && <Link to={localePath("/gift-vouchers")} className={buttonVariants({ size: "sm" })}><Gift aria-hidden="true" /> {t("vouchers.buy")}</Link>}
      </div>
      <VoucherList id="bought" title={t("vouchers.bought")} empty={t("vouchers.noneBought")} vouchers={bought} />
      <VoucherList id="received" title={t("vouchers.received")} empty={t("vouchers.noneReceived")} vouchers={received} />
    </div>
  );
}

function VoucherList({ id, title, empty, vouchers }: { id: string; title: string; empty: string; vouchers: MyGiftVoucher[] }) {
  const t = useT("account");
  const locale = useLocale();
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-sm font-semibold uppercase tracking-wide text-muted">{title}</h2>
      {vouchers.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-sand-300 p-6 text-center text-muted">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {vouchers.map((v) => (
            <li key={v.id}>
              <article aria-label={t(id === "bought" ? "vouchers.forName" : "vouchers.fromName", { name: id === "bought" ? v.recipientName : v.buyerName ?? t("vouchers.someone") })} className="space-y-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="font-serif text-lg text-cedar-900">
                    {id === "bought" ? t("vouchers.forName", { name: v.recipientName }) : t("vouchers.fromName", { name: v.buyerName ?? t("vouchers.someone") })}
                  </p>
                  <VoucherStateBadge state={v.state} />
                </div>
                <VoucherFacts voucher={v} />
                {id === "bought" && v.state !== "awaiting_payment" && (
                  <p className="text-sm text-muted">{deliveryText(v, t, locale)}</p>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Whether the recipient has it yet: e-mailed, on its way, or due on the chosen day. */
export function deliveryText(v: MyGiftVoucher, t: ReturnType<typeof useT<"account">>, locale: ReturnType<typeof useLocale>): string {
  const who = { name: v.recipientName, email: v.recipientEmail };
  if (v.delivery === "sent") return t("vouchers.delivery.sent", who);
  if (v.delivery === "scheduled") return t("vouchers.delivery.scheduled", { ...who, date: formatDate(v.deliverOn, locale) });
  return t("vouchers.delivery.onItsWay", who);
}
