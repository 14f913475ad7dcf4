// A public sauna whose host hasn't finished setting up card payments (decision 012): nothing can be
// booked yet, so the booking section says why, plainly, and offers what a guest can do instead:
// write to the host, or be e-mailed when booking opens (signed in; a visitor signs in first).
// An unclaimed listing has no host: it says so, and offers only the e-mail.
import BellRing from "lucide-react/icons/bell-ring";
import MessageCircle from "lucide-react/icons/message-circle";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button";
import type { action as alertAction } from "#app/routes/api/booking-open-alerts";
import type { action as contactHostAction } from "#app/routes/api/contact-host";
import { hasMemberMarker } from "#app/lib/member-store";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import { useSignInFirst } from "./use-sign-in-first";

/** The Irish labels are long: on a phone a button's label wraps inside it rather than leaving the panel. */
const WRAP = "h-auto min-h-10 whitespace-normal py-2 text-left";

export function BookingNotOpen({ saunaId, hasHost }: { saunaId: string; hasHost: boolean }) {
  const t = useT("booking");
  const localePath = useLocalePath();
  const signInFirst = useSignInFirst(saunaId);
  const alert = useFetcher<typeof alertAction>();
  const answer = alert.state === "idle" ? alert.data : undefined;
  // Contact Host goes to the conversation with the host (a redirect); a refusal is said here.
  const contact = useFetcher<typeof contactHostAction>();
  const contactRefused = contact.state === "idle" && contact.data && !contact.data.ok ? contact.data.error : null;
  return (
    <div className="mt-3 space-y-3 rounded-2xl bg-amber-50 p-4 text-amber-950">
      <p className="font-medium">{t(hasHost ? "notReady.title" : "notReady.noHostTitle")}</p>
      <p className="text-sm">{t(hasHost ? "payment.cardNotReady" : "notReady.noHost")}</p>
      <div className="flex flex-wrap gap-2">
        {hasHost && (
          <contact.Form method="post" action={localePath("/api/contact-host")}>
            <input type="hidden" name="saunaId" value={saunaId} />
            <Button type="submit" variant="secondary" className={WRAP} disabled={contact.state !== "idle"}><MessageCircle aria-hidden="true" /> {t("notReady.contact")}</Button>
          </contact.Form>
        )}
        <Button
          variant="outline"
          className={WRAP}
          disabled={alert.state !== "idle" || Boolean(answer?.ok)}
          onClick={() => {
            if (!hasMemberMarker()) return signInFirst(t("toast.signInTitle"), t("notReady.signIn"), "info");
            alert.submit({ saunaId }, { method: "post", action: localePath("/api/booking-open-alerts") });
          }}
        >
          <BellRing aria-hidden="true" /> {t("notReady.tellMe")}
        </Button>
      </div>
      <p role="status" className="text-sm">{contactRefused ?? (answer ? (answer.ok ? t("notReady.told") : answer.error) : null)}</p>
    </div>
  );
}
