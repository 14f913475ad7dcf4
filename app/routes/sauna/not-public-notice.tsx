import Clock from "lucide-react/icons/clock";
import EyeOff from "lucide-react/icons/eye-off";
import { useT } from "#app/lib/i18n/i18n";

/**
 * What the owner or an admin sees on a sauna page the public can't: a new listing waiting for
 * approval says 'Pending review' plainly; a suspended, paused or unpublished one says so too.
 */
export function NotPublicNotice({ status, paused = false, viewer }: { status: string; paused?: boolean; viewer: "owner" | "admin" }) {
  const t = useT("sauna");
  const owner = viewer === "owner";
  if (paused && status !== "suspended") {
    return (
      <p role="status" className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
        <EyeOff className="size-4 shrink-0" aria-hidden="true" />
        {t(owner ? "notPublic.pausedOwner" : "notPublic.pausedAdmin")}
      </p>
    );
  }
  if (status === "pending") {
    return (
      <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-200 px-3 py-0.5 font-semibold">
            <Clock className="size-4" aria-hidden="true" /> {t("notPublic.pending")}
          </span>
          <span>
            {t(owner ? "notPublic.pendingOwner" : "notPublic.pendingAdmin")}
          </span>
        </p>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
      <EyeOff className="size-4 shrink-0" aria-hidden="true" />
      {/* An active listing here is one its owner unpublished; any other status is a suspension. */}
      {status === "active"
        ? t(owner ? "notPublic.unpublishedOwner" : "notPublic.unpublishedAdmin")
        : t(owner ? "notPublic.suspendedOwner" : "notPublic.suspendedAdmin")}
    </p>
  );
}
