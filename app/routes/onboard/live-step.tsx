// Step 6: published (docs/product.md §2): the spec's heading, links to the new sauna's own page and the
// dashboard, growth tips, a support contact, and a plain word that an admin reviews it first.
import CalendarX from "lucide-react/icons/calendar-x";
import Camera from "lucide-react/icons/camera";
import MessageCircle from "lucide-react/icons/message-circle";
import PartyPopper from "lucide-react/icons/party-popper";
import Percent from "lucide-react/icons/percent";
import type { Ref } from "react";
import { Link } from "react-router";
import { HOST_SUPPORT_EMAIL, PRODUCT_NAME } from "#domain/constants";
import { buttonVariants } from "#app/components/ui/button";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";

const TIPS = [
  { icon: Camera, title: "live.tip.photos.title", text: "live.tip.photos.text" },
  { icon: CalendarX, title: "live.tip.calendar.title", text: "live.tip.calendar.text" },
  { icon: MessageCircle, title: "live.tip.answer.title", text: "live.tip.answer.text" },
  { icon: Percent, title: "live.tip.offPeak.title", text: "live.tip.offPeak.text" },
] as const;

export function LiveStep({ headingRef, saunaId, name }: { headingRef: Ref<HTMLHeadingElement>; saunaId: string; name: string }) {
  const t = useT("onboard");
  const localePath = useLocalePath();
  // The address is a link inside the sentence, wherever the language puts it.
  const [writeBefore, writeAfter] = t("live.questions").split("{email}");
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <section aria-labelledby="onboard-live-heading" className="rounded-3xl border border-sand-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-sand-100 text-ember-700"><PartyPopper className="size-7" aria-hidden="true" /></span>
        <h1 id="onboard-live-heading" ref={headingRef} tabIndex={-1} className="mt-4 font-serif text-3xl text-cedar-900 outline-none sm:text-4xl">{t("live.title")}</h1>
        <p className="mt-3 text-muted">{t("live.thanks", { name, product: PRODUCT_NAME })}</p>
        <p role="status" className="mx-auto mt-4 max-w-xl rounded-xl bg-amber-50 p-4 text-sm text-amber-950">
          {t("live.pending")}
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Link to={localePath(`/sauna/${saunaId}`)} className={buttonVariants()}>{t("live.view")}</Link>
          <Link to={localePath(`/dashboard?sauna=${saunaId}`)} className={buttonVariants({ variant: "outline" })}>{t("live.dashboard")}</Link>
        </div>
      </section>

      <section aria-labelledby="onboard-tips-heading" className="mt-8">
        <h2 id="onboard-tips-heading" className="font-serif text-xl text-cedar-900">{t("live.tipsTitle")}</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {TIPS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3 rounded-2xl border border-sand-200 bg-white p-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-sand-100 text-ember-700"><Icon className="size-5" aria-hidden="true" /></span>
              <span>
                <span className="block font-medium text-ink">{t(title)}</span>
                <span className="mt-1 block text-sm text-muted">{t(text)}</span>
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-sm text-muted">
          {writeBefore}
          <a href={`mailto:${HOST_SUPPORT_EMAIL}`} className="font-medium text-ember-700 underline underline-offset-2">{HOST_SUPPORT_EMAIL}</a>
          {writeAfter}
        </p>
      </section>
    </main>
  );
}
