// Said wherever a host sets an off-peak rate or the hours: a discount that no session can ever get
// is accepted (the host may be about to change the hours), but never silently.
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { OFF_PEAK_BEFORE } from "#domain/booking-pricing";
import { cn } from "#app/lib/cn";
import { useT } from "#app/lib/i18n/i18n";

export function OffPeakWarning({ className }: { className?: string }) {
  const t = useT("members");
  return (
    <p role="status" className={cn("flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950", className)}>
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{t("offPeak.neverApplies", { time: OFF_PEAK_BEFORE })}</span>
    </p>
  );
}
