// 'Sync .ics': the sauna's private calendar address, to subscribe to in Google or Apple Calendar,
// made on first use and replaced on 'Revoke' (the old address then answers 404).
import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { Input, Label } from "#app/components/ui/input";
import { useSection } from "#app/lib/use-section";
import type { action as calendarAction } from "./calendar";

export function SyncDialog({ open, onOpenChange, saunaId, feedUrl }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  saunaId: string;
  /** The current address, or null before the first one is made. */
  feedUrl: string | null;
}) {
  const { fetcher: link, busy } = useSection<typeof calendarAction>();
  const [copied, setCopied] = useState(false);
  const [confirmRevoke, setConfirmRevoke] = useState(false);

  async function copy() {
    if (!feedUrl) return;
    await navigator.clipboard.writeText(feedUrl);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  }

  const post = (intent: "feed-link" | "feed-revoke") => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="saunaId" value={saunaId} />
    </>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setConfirmRevoke(false);
        onOpenChange(next);
      }}
      title="Sync .ics"
      description="Subscribe to your sauna's private calendar address in Google Calendar (Other calendars, then From URL) or Apple Calendar (File, then New Calendar Subscription) to see your sessions and bookings beside everything else. It updates by itself."
      className="max-w-lg"
    >
      {feedUrl ? (
        <div className="mt-4 space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor="feed-url">Your calendar address</Label>
            <div className="flex gap-2">
              <Input id="feed-url" readOnly value={feedUrl} onFocus={(e) => e.currentTarget.select()} className="min-w-0 flex-1 font-mono text-sm" />
              <Button variant="outline" onClick={copy} aria-label="Copy the calendar address">
                {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}{copied ? "Copied" : "Copy"}
              </Button>
            </div>
            <p className="text-xs text-muted">
              Keep it private: anyone with this address sees your sessions and your guests' first names (never their e-mail addresses or phone numbers).
            </p>
          </div>
          <a href={feedUrl.replace(/^https?:/, "webcal:")} className="inline-block text-sm font-medium text-ember-700 underline-offset-4 hover:underline">Open in your calendar app</a>
          <div className="rounded-xl border border-sand-200 bg-sand-50 p-3 text-sm">
            {confirmRevoke ? (
              <link.Form method="post" onSubmit={() => setConfirmRevoke(false)} className="space-y-2">
                {post("feed-revoke")}
                <p className="text-cedar-900">The current address stops working at once, in every calendar subscribed to it. Subscribe again with the new one.</p>
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" size="sm" disabled={busy} autoFocus>Revoke and make a new address</Button>
                  <Button variant="ghost" size="sm" onClick={() => setConfirmRevoke(false)}>Keep this address</Button>
                </div>
              </link.Form>
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-cedar-900">Shared it by mistake?</p>
                <Button variant="outline" size="sm" onClick={() => setConfirmRevoke(true)} disabled={busy}>Revoke</Button>
              </div>
            )}
          </div>
        </div>
      ) : (
        <link.Form method="post" className="mt-4">
          {post("feed-link")}
          <Button type="submit" disabled={busy}>{busy ? "Making your address..." : "Make my calendar address"}</Button>
        </link.Form>
      )}
      <div className="mt-4 flex justify-end">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>Close</Button>
      </div>
    </Dialog>
  );
}
