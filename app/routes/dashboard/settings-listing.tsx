// Sauna Settings: whether guests can find the sauna, and the host's say over it (issue 20). Pause
// hides it from guests (bookings already made stay) and List again brings it back; a suspension
// is an administrator's, which the host reads about here but can't undo. 'Ask us to delete it'
// sends a request an administrator decides on: nothing is deleted from here.
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { HOST_SUPPORT_EMAIL } from "#domain/constants";
import { formatDate } from "#domain/format";
import { DELETION_REASON_MAX, listingVisibility, type ListingVisibility } from "#domain/listing-visibility";
import { Field } from "#app/components/field";
import { useToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { Dialog, DialogActions } from "#app/components/ui/dialog";
import { useSection } from "#app/lib/use-section";
import type { DeletionRequest } from "#server/features/hosts/sauna-deletion-requests.service";
import type { action as settingsAction } from "./settings";
import { Section, SectionFields, textareaClass } from "./settings-form";

const SAYS: Record<ListingVisibility, (name: string) => string> = {
  listed: (name) => `Listed: guests can find and book ${name}.`,
  paused: () => "Paused: guests can't find or book it. Bookings already made stay as they are.",
  pending: () => "Waiting for our review: guests can find and book it once it's approved, within 24 hours.",
  suspended: () => `Suspended by an administrator: hidden from guests. Bookings already made stay. You can't list it again yourself; write to us at ${HOST_SUPPORT_EMAIL}.`,
};

export function ListingSection({ saunaId, name, status, pausedAt, deletionRequest }: {
  saunaId: string;
  name: string;
  status: string;
  pausedAt: Date | string | null;
  deletionRequest: DeletionRequest | null;
}) {
  const visibility = listingVisibility({ status, pausedAt });
  const { fetcher: toggle } = useSection<typeof settingsAction>();
  const { fetcher: withdraw } = useSection<typeof settingsAction>();
  const [asking, setAsking] = useState(false);
  const paused = Boolean(pausedAt);
  return (
    <Section id="listing" title="Listing" description="Whether guests can find your sauna. Pausing is for a break, a repair or the off-season: list it again whenever you like.">
      <p role="status" className="rounded-xl bg-sand-50 p-3 text-sm text-cedar-900">
        {SAYS[visibility](name)}
        {paused && visibility !== "paused" && " You've also paused it."}
      </p>
      {visibility !== "suspended" && (
        <toggle.Form method="post" className="mt-4">
          {/* Each intent written out, so the tests that find actions in the source (intent="…") find both. */}
          {paused ? <SectionFields intent="relist" saunaId={saunaId} /> : <SectionFields intent="pause" saunaId={saunaId} />}
          <Button type="submit" variant={paused ? "primary" : "outline"} disabled={toggle.state !== "idle"}>
            {toggle.state !== "idle" ? (paused ? "Listing..." : "Pausing...") : paused ? "List again" : "Pause listing"}
          </Button>
        </toggle.Form>
      )}

      <div className="mt-6 border-t border-sand-200 pt-4">
        <h3 className="font-medium text-ink">Delete this sauna</h3>
        {deletionRequest ? (
          <>
            <p className="mt-1 text-sm text-muted">
              {`You asked us to delete it on ${formatDate(new Date(deletionRequest.requestedAt))}. An administrator will look at it and write to you by e-mail. Until then it stays as it is.`}
            </p>
            <withdraw.Form method="post" className="mt-3">
              <SectionFields intent="withdraw-deletion" saunaId={saunaId} />
              <Button type="submit" variant="outline" disabled={withdraw.state !== "idle"}>{withdraw.state !== "idle" ? "Withdrawing..." : "Withdraw my request"}</Button>
            </withdraw.Form>
          </>
        ) : (
          <>
            <p className="mt-1 text-sm text-muted">Your sauna's bookings, reviews and payouts hang off it, so we delete a listing for you once we've checked it with you.</p>
            <Button variant="outline" className="mt-3 text-red-800" onClick={() => setAsking(true)}>Ask us to delete it</Button>
          </>
        )}
      </div>
      {asking && <DeletionRequestDialog saunaId={saunaId} name={name} onClose={() => setAsking(false)} />}
    </Section>
  );
}

function DeletionRequestDialog({ saunaId, name, onClose }: { saunaId: string; name: string; onClose: () => void }) {
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
      title={`Ask us to delete ${name}?`}
      description="An administrator will look at your request and write to you. Until then your sauna stays as it is; pause it too if guests shouldn't book it meanwhile."
    >
      <fetcher.Form method="post" noValidate className="mt-4 space-y-4">
        <SectionFields intent="request-deletion" saunaId={saunaId} />
        <Field look="form" alert label="Why are you leaving? (optional)" error={error}>
          {(control) => <textarea {...control} name="reason" rows={3} maxLength={DELETION_REASON_MAX} className={textareaClass} />}
        </Field>
        <DialogActions>
          <Button variant="outline" onClick={onClose} disabled={busy}>Keep my sauna</Button>
          <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={busy}>{busy ? "Sending..." : "Send request"}</Button>
        </DialogActions>
      </fetcher.Form>
    </Dialog>
  );
}
