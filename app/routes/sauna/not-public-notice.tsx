import Clock from "lucide-react/icons/clock";
import EyeOff from "lucide-react/icons/eye-off";

/**
 * What the owner or an admin sees on a sauna page the public can't: a new listing waiting for
 * approval says 'Pending review' plainly; a suspended, paused or unpublished one says so too.
 */
export function NotPublicNotice({ status, paused = false, viewer }: { status: string; paused?: boolean; viewer: "owner" | "admin" }) {
  const who = viewer === "owner" ? "you and our administrators" : "its owner and administrators";
  if (paused && status !== "suspended") {
    return (
      <p role="status" className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
        <EyeOff className="size-4 shrink-0" aria-hidden="true" />
        {viewer === "owner"
          ? "You've paused this listing: guests can't find or book it. List it again from Sauna Settings in your dashboard."
          : `Its host has paused this listing: only ${who} can see this page.`}
      </p>
    );
  }
  if (status === "pending") {
    return (
      <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-200 px-3 py-0.5 font-semibold">
            <Clock className="size-4" aria-hidden="true" /> Pending review
          </span>
          <span>
            {viewer === "owner"
              ? "New listings are reviewed within 24 hours. Guests can find and book it once it's approved; until then only you and our administrators can see this page."
              : "This listing is waiting for an administrator's approval. Only its owner and administrators can see this page."}
          </span>
        </p>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
      <EyeOff className="size-4 shrink-0" aria-hidden="true" />
      This listing is {status === "active" ? "unpublished" : status} and not public: only {who} can see this page.
    </p>
  );
}
