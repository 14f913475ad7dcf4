// 'Try again' on a card booking's failed transfer or refund: one button, posted by a fetcher so
// the page stays where it is; the payments worker makes the call within the minute.
import { Button } from "#app/components/ui/button";
import type { ToastMessage } from "#app/components/toaster";
import { useT } from "#app/lib/i18n/i18n";
import { useSection } from "#app/lib/use-section";

export function RetryButton({ intent, bookingId, label }: { intent: "retry-transfer" | "retry-refund"; bookingId: string; label: string }) {
  const { fetcher, busy } = useSection<{ toast: ToastMessage }>();
  const t = useT("admin");
  return (
    <fetcher.Form method="post" className="mt-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="bookingId" value={bookingId} />
      <Button type="submit" size="sm" variant="outline" disabled={busy} aria-label={label}>
        {busy ? t("reason.sending") : t("payouts.retry")}
      </Button>
    </fetcher.Form>
  );
}
