// 'Sync .ics': the sauna's private calendar address, to subscribe to in Google or Apple Calendar,
// made on first use and replaced on 'Revoke' (the old address then answers 404).
import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { Input, Label } from "#app/components/ui/input";
import { useT } from "#app/lib/i18n/i18n";
import { useSection } from "#app/lib/use-section";
import type { action as calendarAction } from "./calendar";

export function SyncDialog({ open, onOpenChange, saunaId, feedUrl }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  saunaId: string;
  /** The current address, or null before the first one is made. */
  feedUrl: string | null;
}) {
  const t = useT("dashboard");
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
      title={t("sync.title")}
      description={t("sync.description")}
      className="max-w-lg"
    >
      {feedUrl ? (
        <div className="mt-4 space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor="feed-url">{t("sync.address")}</Label>
            <div className="flex gap-2">
              <Input id="feed-url" readOnly value={feedUrl} onFocus={(e) => e.currentTarget.select()} className="min-w-0 flex-1 font-mono text-sm" />
              <Button variant="outline" onClick={copy} aria-label={t("sync.copyLabel")}>
                {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}{copied ? t("sync.copied") : t("sync.copy")}
              </Button>
            </div>
            <p className="text-xs text-muted">
              {t("sync.private")}
            </p>
          </div>
          <a href={feedUrl.replace(/^https?:/, "webcal:")} className="inline-block text-sm font-medium text-ember-700 underline-offset-4 hover:underline">{t("sync.open")}</a>
          <div className="rounded-xl border border-sand-200 bg-sand-50 p-3 text-sm">
            {confirmRevoke ? (
              <link.Form method="post" onSubmit={() => setConfirmRevoke(false)} className="space-y-2">
                {post("feed-revoke")}
                <p className="text-cedar-900">{t("sync.revokeWarning")}</p>
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" size="sm" disabled={busy} autoFocus>{t("sync.revokeConfirm")}</Button>
                  <Button variant="ghost" size="sm" onClick={() => setConfirmRevoke(false)}>{t("sync.keep")}</Button>
                </div>
              </link.Form>
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-cedar-900">{t("sync.mistake")}</p>
                <Button variant="outline" size="sm" onClick={() => setConfirmRevoke(true)} disabled={busy}>{t("sync.revoke")}</Button>
              </div>
            )}
          </div>
        </div>
      ) : (
        <link.Form method="post" className="mt-4">
          {post("feed-link")}
          <Button type="submit" disabled={busy}>{busy ? t("sync.making") : t("sync.make")}</Button>
        </link.Form>
      )}
      <div className="mt-4 flex justify-end">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>{t("common.close")}</Button>
      </div>
    </Dialog>
  );
}
