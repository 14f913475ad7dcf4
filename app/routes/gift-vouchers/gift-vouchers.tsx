// /gift-vouchers: 'Gift a Sauna Session' (decision 017). A plain form posted to this
// route's action, so it works before the page's script loads; the buyer then pays on Stripe
// Checkout, and the voucher goes to its recipient by e-mail on the chosen day. Hidden, with a
// plain note, when card payments are off. `?sauna=<id>` offers that sauna's sessions as amounts.
import Gift from "lucide-react/icons/gift";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/gift-vouchers";
import { PRODUCT_NAME } from "#domain/constants";
import type { BookingType } from "#domain/constants";
import { formatMoney, formatPrice } from "#domain/format";
import { VOUCHER_MAX_CENTS, VOUCHER_MIN_CENTS, VOUCHER_STEP_CENTS } from "#domain/gift-vouchers";
import { fromCents } from "#domain/money";
import { todayInIreland } from "#domain/session-slots";
import { buyGiftVoucher, voucherSessionChoices } from "#server/features/gift-vouchers/buy-gift-voucher.service";
import { Field } from "#app/components/field";
import { Footer } from "#app/components/footer";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { getApp } from "#app/lib/context.server";
import { formFields, queryFields } from "#app/lib/form.server";
import { pageMeta } from "#app/lib/page-meta";
import { localeOfPath } from "#domain/locales";
import { attempt } from "#app/lib/service-errors.server";
import { MessagesProvider, useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { messagesFor, requestLocale } from "#server/i18n/messages";
import { translate } from "#domain/messages/translate";

/** A sauna's kinds of session offered as a voucher's value, named in the page's language. */
const BOOKING_TYPE_KEYS = { private: "bookingType.private", shared: "bookingType.shared", group: "bookingType.group" } as const satisfies Record<BookingType, string>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, actor, payments, config } = getApp(context);
  const sauna = await voucherSessionChoices(db, queryFields(request).sauna);
  return data(
    { messages: messagesFor(requestLocale(request), "vouchers"), cardPayments: Boolean(payments), signedIn: actor.kind === "user", today: todayInIreland(), sauna, baseUrl: config.baseUrl },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ context, request }: Route.ActionArgs) {
  const { db, actor, payments, config } = getApp(context);
  // Stripe's page speaks the page's language, and brings the buyer back to pages in it.
  const result = await attempt(() => buyGiftVoucher(db, payments, actor, formFields(context), { baseUrl: config.baseUrl, locale: requestLocale(request) }));
  if (!result.ok) return data({ error: result.error, fieldErrors: result.fieldErrors }, { status: result.status });
  // Stripe's hosted Checkout: no card details ever pass through our pages.
  throw redirect(result.value.checkoutUrl);
}

export function meta({ data, location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const t = (key: string) => translate(locale, data?.messages, key);
  return pageMeta({ baseUrl: data?.baseUrl ?? "", path: "/gift-vouchers", locale, title: t("title"), description: t("meta.description") });
}

const controlClass = "h-11 w-full rounded-xl border border-sand-300 bg-white px-3 text-base text-ink focus:border-ember-500";

export default function GiftVouchersPage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider namespace="vouchers" messages={loaderData.messages}>
      <GiftVouchers {...loaderData} />
      <Footer />
    </MessagesProvider>
  );
}

function GiftVouchers({ cardPayments, signedIn, today, sauna }: Route.ComponentProps["loaderData"]) {
  const t = useT("vouchers");
  const locale = useLocale();
  const localePath = useLocalePath();
  const euro = (cents: number) => formatPrice(cents / 100, locale);
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const errors: Record<string, string | undefined> = answer?.fieldErrors ?? {};
  return (
    <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto max-w-3xl px-4 pb-8 pt-10 sm:px-6 sm:pt-14">
      <header>
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.16em] text-ember-700">
          <Gift className="size-4" aria-hidden="true" /> {t("eyebrow")}
        </p>
        <h1 className="mt-2 font-serif text-4xl text-cedar-900 sm:text-5xl">{t("title")}</h1>
        <p className="mt-3 text-lg text-muted">{t("intro", { product: PRODUCT_NAME })}</p>
        <p className="mt-3 text-sm text-cedar-800">{t("legal", { product: PRODUCT_NAME })}</p>
      </header>

      {!cardPayments ? (
        <p className="mt-8 rounded-2xl border border-sand-300 bg-sand-50 p-5 text-base text-cedar-900">{t("cardPaymentsOff")}</p>
      ) : !signedIn ? (
        <div className="mt-8 rounded-2xl border border-sand-300 bg-white p-5">
          <p className="text-base text-cedar-900">{t("signInToBuy")}</p>
          <Link to={localePath("/auth?redirectTo=%2Fgift-vouchers")} className="mt-3 inline-block font-medium text-ember-700 underline">{t("signInLink")}</Link>
        </div>
      ) : (
        <Form method="post" noValidate className="mt-8 space-y-5 rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8" aria-label={t("form.label")}>
          {answer?.error && <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">{answer.error}</p>}
          {sauna && sauna.choices.length > 0 ? (
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-cedar-900">{t("value.legend")}</legend>
              <label className="flex items-center gap-2 text-base">
                <input type="radio" name="amountChoice" value="amount" defaultChecked /> {t("value.amount")}
              </label>
              {sauna.choices.map((choice) => (
                <label key={choice.bookingType} className="flex items-center gap-2 text-base">
                  <input type="radio" name="amountChoice" value={choice.bookingType} />
                  {t("value.session", {
                    // The service names each choice in English with its party size; other languages name the kind.
                    session: locale === "en" ? choice.label : t(BOOKING_TYPE_KEYS[choice.bookingType]),
                    sauna: sauna.saunaName,
                    price: formatMoney(fromCents(choice.priceCents), locale),
                  })}
                </label>
              ))}
              <input type="hidden" name="saunaId" value={sauna.saunaId} />
            </fieldset>
          ) : null}
          <Field label={t("amount.label")} look="form" error={errors.amount} hint={t("amount.hint", { min: euro(VOUCHER_MIN_CENTS), max: euro(VOUCHER_MAX_CENTS), step: euro(VOUCHER_STEP_CENTS) })}>
            {(control) => (
              <Input {...control} name="amount" type="number" inputMode="numeric" min={VOUCHER_MIN_CENTS / 100} max={VOUCHER_MAX_CENTS / 100} step={VOUCHER_STEP_CENTS / 100} defaultValue={50} />
            )}
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={t("recipientName")} look="form" error={errors.recipientName}>
              {(control) => <Input {...control} name="recipientName" autoComplete="off" maxLength={100} required />}
            </Field>
            <Field label={t("recipientEmail")} look="form" error={errors.recipientEmail}>
              {(control) => <Input {...control} name="recipientEmail" type="email" autoComplete="off" maxLength={254} required />}
            </Field>
          </div>
          <Field label={t("message.label")} optional look="form" error={errors.message} hint={t("message.hint")}>
            {(control) => <textarea {...control} name="message" rows={3} maxLength={500} className={`${controlClass} h-auto py-2`} />}
          </Field>
          <Field label={t("deliverOn.label")} look="form" error={errors.deliverOn} hint={t("deliverOn.hint")}>
            {(control) => <input {...control} name="deliverOn" type="date" min={today} defaultValue={today} required className={controlClass} />}
          </Field>
          <Button type="submit" size="lg" disabled={busy}>{busy ? t("submitBusy") : t("submit")}</Button>
          <p className="text-sm text-muted">{t("payNote", { product: PRODUCT_NAME })}</p>
        </Form>
      )}
    </main>
  );
}
