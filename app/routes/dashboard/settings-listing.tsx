// Sauna Settings: whether guests can find the sauna, and the host's say over it. Pause
// hides it from guests (bookings already made stay) and List again brings it back; a suspension
// is an administrator's, which the host reads about here but can't undo. 'Ask us to delete it'
// sends a request an administrator decides on: nothing is deleted from here.
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { HOST_SUPPORT_EMAIL } from "#domain/constants";
import { formatDate } from "#domain/format-date";
import { DELETION_REASON_MAX, listingVisibility, type ListingVisibility } from "#domain/listing-visibility";
import { Field } from "#app/components/field";
import { useToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { Dialog, DialogActions } from "#app/components/ui/dialog";
import { useLocale, useT } from "#app/lib/i18n/i18n";
import type { MessageKey } from "#domain/messages/translate";
import { useSection } from "#app/lib/use-section";
import type { DeletionRequest } from "#server/features/hosts/sauna-deletion-requests.service";
import type { action as settingsAction } from "./settings";
import { Section, SectionFields, textareaClass } from "./settings-form";

/** Where the listing stands, in words (dashboard messages; values {name} and {email}). */
const SAYS: Record<ListingVisibility, MessageKey<"dashboard">> = {
  listed: "listing.listed",
  paused: "listing.paused",
  pending: "listing.pending",
  suspended: "listing.suspended",
};

export function ListingSection({ saunaId, name, status, pausedAt, deletionRequest }: {
  saunaId: string;
  name: string;
  status: string;
  pausedAt: Date | string | null;
  deletionRequest: DeletionRequest | null;
}) {
  const t = useT("dashboard");
  const locale = useLocale();
  const visibility = listingVisibility({ status, pausedAt });
  const { fetcher: toggle } = useSection<typeof settingsAction>();
  const { fetcher: withdraw } = useSection<typeof settingsAction>();
  const [asking, setAsking] = useState(false);
  const paused = Boolean(pausedAt);
  return (
    <Section id="listing" title={t("listing.title")} description={t("listing.description")}>
      <p role="status" className="rounded-xl bg-sand-50 p-3 text-sm text-cedar-900">
        {t(SAYS[visibility], { name, email: HOST_SUPPORT_EMAIL })}
        {paused && visibility !== "paused" && ` ${t("listing.alsoPaused")}`}
      </p>
      {visibility !== "suspended" && (
        <toggle.Form method="post" className="mt-4">
          {/* Each intent written out, so the tests that find actions in the source (intent="…") find both. */}
          {paused ? <SectionFields intent="relist" saunaId={saunaId} /> : <SectionFields intent="pause" saunaId={saunaId} />}
          <Button type="submit" variant={paused ? "primary" : "outline"} disabled={toggle.state !== "idle"}>
            {toggle.state !== "idle" ? (paused ? t("listing.listing") : t("listing.pausing")) : paused ? t("listing.listAgain") : t("listing.pause")}
          </Button>
        </toggle.Form>
      )}

      <div className="mt-6 border-t border-sand-200 pt-4">
        <h3 className="font-medium text-ink">{t("listing.delete")}</h3>
        {deletionRequest ? (
          <>
            <p className="mt-1 text-sm text-muted">
              {t("listing.asked", { date: formatDate(new Date(deletionRequest.requestedAt), locale) })}
            </p>
            <withdraw.Form method="post" className="mt-3">
              <SectionFields intent="withdraw-deletion" saunaId={saunaId} />
              <Button type="submit" variant="outline" disabled={withdraw.state !== "idle"}>{withdraw.state !== "idle" ? t("listing.withdrawing") : t("listing.withdraw")}</Button>
            </withdraw.Form>
          </>
        ) : (
          <>
            <p className="mt-1 text-sm text-muted">{t("listing.deleteWhy")}</p>
            <Button variant="outline" className="mt-3 text-red-800" onClick={() => setAsking(true)}>{t("listing.ask")}</Button>
          </>
        )}
      </div>
      {asking && <DeletionRequestDialog saunaId={saunaId} name={name} onClose={() => setAsking(false)} />}
    </Section>
  );
}

function DeletionRequestDialog({ saunaId, name, onClose }: { saunaId: string; name: string; onClose: () => void }) {
  const t = useT("dashboard");
  const fetcher = useFetcher<typeof settingsAction>();
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useToast(answer?.toast);
  useEffect(() => {
    if (answer?.ok) onClose();
  }, [answer, onClose]);
  const error = answer && !answer.ok ? answer.fieldErrors.reason ?? answer.error : undefined;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("listing.askTitle", { name })}
      description={t("listing.askDescription")}
    >
      <fetcher.Form method="post" noValidate className="mt-4 space-y-4">
        <SectionFields intent="request-deletion" saunaId={saunaId} />
        <Field look="form" alert label={t("listing.why")} error={error}>
          {(control) => <textarea {...control} name="reason" rows={3} maxLength={DELETION_REASON_MAX} className={textareaClass} />}
        </Field>
        <DialogActions>
          <Button variant="outline" onClick={onClose} disabled={busy}>{t("listing.keep")}</Button>
          <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={busy}>{busy ? t("listing.sending") : t("listing.send")}</Button>
        </DialogActions>
      </fetcher.Form>
    </Dialog>
  );
}
