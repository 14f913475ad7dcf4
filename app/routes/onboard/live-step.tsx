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
import { MORE_PHOTOS_MORE_BOOKINGS } from "#domain/listing-photos";
import { buttonVariants } from "#app/components/ui/button";

const TIPS = [
  { icon: Camera, title: "Add more photos", text: `${MORE_PHOTOS_MORE_BOOKINGS}: show the heat, the view and the plunge.` },
  { icon: CalendarX, title: "Keep your calendar true", text: "Block out the days you're closed, so no guest books a session you can't run." },
  { icon: MessageCircle, title: "Answer quickly", text: "Guests book hosts who reply within the hour; your dashboard shows every message." },
  { icon: Percent, title: "Fill the quiet hours", text: "An off-peak rate brings guests in on weekday mornings and afternoons." },
];

export function LiveStep({ headingRef, saunaId, name }: { headingRef: Ref<HTMLHeadingElement>; saunaId: string; name: string }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <section aria-labelledby="onboard-live-heading" className="rounded-3xl border border-sand-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-sand-100 text-ember-700"><PartyPopper className="size-7" aria-hidden="true" /></span>
        <h1 id="onboard-live-heading" ref={headingRef} tabIndex={-1} className="mt-4 font-serif text-3xl text-cedar-900 outline-none sm:text-4xl">Your sauna is live!</h1>
        <p className="mt-3 text-muted">Thank you for bringing {name} to {PRODUCT_NAME}. It's saved and waiting for our team.</p>
        <p role="status" className="mx-auto mt-4 max-w-xl rounded-xl bg-amber-50 p-4 text-sm text-amber-950">
          New listings are reviewed within 24 hours. Until then only you can see its page, marked 'Pending review'; guests can find and book it once it's approved.
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Link to={`/sauna/${saunaId}`} className={buttonVariants()}>View your listing</Link>
          <Link to={`/dashboard?sauna=${saunaId}`} className={buttonVariants({ variant: "outline" })}>Go to your dashboard</Link>
        </div>
      </section>

      <section aria-labelledby="onboard-tips-heading" className="mt-8">
        <h2 id="onboard-tips-heading" className="font-serif text-xl text-cedar-900">Getting your first bookings</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {TIPS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3 rounded-2xl border border-sand-200 bg-white p-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-sand-100 text-ember-700"><Icon className="size-5" aria-hidden="true" /></span>
              <span>
                <span className="block font-medium text-ink">{title}</span>
                <span className="mt-1 block text-sm text-muted">{text}</span>
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-sm text-muted">
          Questions about your listing? Write to us at{" "}
          <a href={`mailto:${HOST_SUPPORT_EMAIL}`} className="font-medium text-ember-700 underline underline-offset-2">{HOST_SUPPORT_EMAIL}</a>.
        </p>
      </section>
    </main>
  );
}
