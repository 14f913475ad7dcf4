import Eye from "lucide-react/icons/eye";
import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash-2";
import { useId, useState } from "react";
import { Link, useFetcher } from "react-router";
import { HOME_TOP_RATED_CARDS, TOP_RATED_FEATURED_MIN_RATING } from "#domain/constants";
import { ADMIN_SAUNAS_SKELETON_ROWS, featuredSaunaNote, statusActionsFor, type SaunaStatusAction } from "#domain/sauna-moderation";
import type { AdminSaunaRow } from "#server/features/admin/admin-saunas.service";
import { ColumnHeads } from "#app/components/scroll-table";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Skeleton } from "#app/components/ui/skeleton";
import { cn } from "#app/lib/cn";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import type { AdminT } from "./admin-meta";
import { FeaturedRule, FeaturedStar } from "./featured-star";
import type { SaunasAction } from "./saunas";
import { useActionToast } from "./saunas-action-toast";
import { SaunaEditDialog } from "./sauna-edit-dialog";
import { SaunaDeleteDialog, SaunaStatusDialog } from "./sauna-moderation-dialogs";
import { useCountyName } from "#app/components/listing-option-labels";

/** docs/product.md §4 badge colours: active green, pending yellow, suspended red, anything else grey. */
const STATUS_BADGE: Record<string, string> = {
  active: "bg-emerald-100 text-emerald-900",
  pending: "bg-amber-100 text-amber-900",
  suspended: "bg-red-100 text-red-900",
};

/** A listing's status as the badge says it, lower case as stored ('active'); its first letter is raised by CSS. */
const STATUS_WORD: Record<string, "saunas.status.active" | "saunas.status.pending" | "saunas.status.suspended"> = {
  active: "saunas.status.active",
  pending: "saunas.status.pending",
  suspended: "saunas.status.suspended",
};

export function StatusBadge({ status }: { status: string }) {
  const t = useT("admin");
  const word = STATUS_WORD[status];
  return (
    // first-letter, not capitalize: an Irish status of several words keeps its later words in lower case.
    <span className={cn("inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold first-letter:uppercase", STATUS_BADGE[status] ?? "bg-stone-100 text-stone-700")}>
      {word ? t(word) : status}
    </span>
  );
}

/** The buttons' words for each move (docs/product.md §4). */
const ACTION_LABEL = {
  approve: "saunas.action.approve",
  reject: "saunas.action.reject",
  suspend: "saunas.action.suspend",
  activate: "saunas.action.activate",
} as const satisfies Record<SaunaStatusAction, string>;

/** Why a featured sauna is not among the home page's favourites (featuredSaunaNote decides whether it is), or null. */
function featuredNote(t: AdminT, sauna: { featured: boolean; status: string; isPublished: boolean; averageRating: number }): string | null {
  if (!featuredSaunaNote(sauna)) return null;
  return sauna.status !== "active" || !sauna.isPublished
    ? t("saunas.featured.notPublic")
    : t("saunas.featured.notRated", { min: TOP_RATED_FEATURED_MIN_RATING, rating: sauna.averageRating.toFixed(1) });
}

const ACTION_STYLE: Record<SaunaStatusAction, string> = {
  approve: "bg-emerald-700 text-white hover:bg-emerald-800",
  reject: "border border-red-300 bg-white text-red-800 hover:bg-red-50",
  suspend: "border border-red-300 bg-white text-red-800 hover:bg-red-50",
  activate: "bg-emerald-700 text-white hover:bg-emerald-800",
};

/** The featured star's rule, said once under the table; each star points to it. */
const FEATURED_RULE_ID = "featured-sauna-rule";

const cellClass = "px-4 py-1 md:py-3 md:align-middle";
/** On a phone each row is a card: its cells stack, each with its column's name. */
const mobileLabel = "mr-2 text-xs font-semibold uppercase tracking-wide text-muted md:hidden";

/** Reject, Suspend and Activate ask first (sauna-moderation-dialogs.tsx); so does Delete. */
type Asking = { sauna: AdminSaunaRow; what: Exclude<SaunaStatusAction, "approve"> | "delete" };

export function SaunasTable({ saunas, loading }: { saunas: AdminSaunaRow[]; loading: boolean }) {
  const [opened, setEditing] = useState<AdminSaunaRow | null>(null);
  // The row as the list has it now: Edit Sauna's photos change at once, and the list reloads.
  const editing = (opened && saunas.find((s) => s.id === opened.id)) ?? opened;
  // Kept here, not in the row: a deleted sauna's row goes when the list reloads, and its dialog
  // must stay long enough to say it is done.
  const [asking, setAsking] = useState<Asking | null>(null);
  const t = useT("admin");
  return (
    <>
      <div className="overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("saunas.caption")}</caption>
          <ColumnHeads
            className="hidden border-b border-sand-200 bg-sand-50 text-xs uppercase tracking-wide text-cedar-700 md:table-header-group"
            cell="px-4 py-3"
            columns={[t("column.name"), t("column.county"), t("column.owner"), t("column.status"), t("column.featured"), t("column.actions")]}
          />
          <tbody aria-busy={loading} className="divide-y divide-sand-100">
            {loading ? (
              Array.from({ length: ADMIN_SAUNAS_SKELETON_ROWS }, (_, i) => <SkeletonRow key={i} />)
            ) : saunas.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-4 py-10 text-center text-muted">{t("saunas.empty")}</td>
              </tr>
            ) : (
              saunas.map((sauna) => (
                <SaunaRow key={sauna.id} sauna={sauna} onEdit={() => setEditing(sauna)} onAsk={(what) => setAsking({ sauna, what })} />
              ))
            )}
          </tbody>
        </table>
      </div>
      <FeaturedRule id={FEATURED_RULE_ID}>{t("saunas.featured.rule", { cards: HOME_TOP_RATED_CARDS, min: TOP_RATED_FEATURED_MIN_RATING })}</FeaturedRule>
      {editing && <SaunaEditDialog key={editing.id} sauna={editing} onClose={() => setEditing(null)} />}
      {asking?.what === "delete" && <SaunaDeleteDialog sauna={asking.sauna} onClose={() => setAsking(null)} />}
      {asking && asking.what !== "delete" && <SaunaStatusDialog sauna={asking.sauna} action={asking.what} onClose={() => setAsking(null)} />}
    </>
  );
}

function SkeletonRow() {
  return (
    <tr className="block py-3 md:table-row md:py-0" data-testid="sauna-skeleton-row">
      {["w-40", "w-20", "w-28", "w-16", "w-8", "w-32"].map((width, i) => (
        <td key={i} className={cn(cellClass, "block md:table-cell")}>
          <Skeleton className={cn("h-5", width)} />
        </td>
      ))}
    </tr>
  );
}

function SaunaRow({ sauna, onEdit, onAsk }: { sauna: AdminSaunaRow; onEdit: () => void; onAsk: (what: Asking["what"]) => void }) {
  const status = useFetcher<SaunasAction>();
  const star = useFetcher<SaunasAction>();
  useActionToast(status);
  useActionToast(star);
  // The star shows the admin's click at once; the list's reload confirms it.
  const featured = star.formData ? star.formData.get("featured") === "true" : sauna.featured;
  const busy = status.state !== "idle";
  const t = useT("admin");
  const countyName = useCountyName();
  const localePath = useLocalePath();
  const homeNote = featuredNote(t, { ...sauna, featured });
  const noteId = useId();

  return (
    <tr className="block py-3 md:table-row md:py-0">
      <td className={cn(cellClass, "block font-medium text-ink md:table-cell")}>
        <span className="text-base md:text-sm">{sauna.name}</span>
        {sauna.pausedAt ? (
          <span className="ml-2 text-xs font-normal text-muted">{t("saunas.paused")}</span>
        ) : (
          sauna.status === "active" && !sauna.isPublished && <span className="ml-2 text-xs font-normal text-muted">{t("saunas.notPublished")}</span>
        )}
        {sauna.deletionRequested && <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-900">{t("saunas.deletionRequested")}</span>}
        {!sauna.takesBookings && (
          <span className="mt-1 block w-fit rounded-md bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">{t("saunas.cantTakeBookings")}</span>
        )}
      </td>
      <td className={cn(cellClass, "block md:table-cell")}>
        <span className={mobileLabel}>{t("column.county")}</span>
        {countyName(sauna.county)}
      </td>
      <td className={cn(cellClass, "block md:table-cell")}>
        <span className={mobileLabel}>{t("column.owner")}</span>
        {sauna.ownerName ?? t("saunas.unknownOwner")}
      </td>
      <td className={cn(cellClass, "block md:table-cell")}>
        <span className={mobileLabel}>{t("column.status")}</span>
        <StatusBadge status={sauna.status} />
      </td>
      <td className={cn(cellClass, "block md:table-cell")}>
        <span className={mobileLabel}>{t("column.featured")}</span>
        <button
          type="button"
          aria-pressed={featured}
          aria-label={t("saunas.featured.aria", { name: sauna.name })}
          aria-describedby={homeNote ? `${noteId} ${FEATURED_RULE_ID}` : FEATURED_RULE_ID}
          title={featured ? t("featured.remove") : t("featured.add")}
          disabled={star.state !== "idle"}
          onClick={() => star.submit({ intent: "featured", saunaId: sauna.id, featured: String(!featured) }, { method: "post", action: localePath("/admin/saunas") })}
          className="inline-flex size-10 items-center justify-center rounded-full align-middle hover:bg-sand-100 disabled:opacity-60"
        >
          <FeaturedStar featured={featured} />
        </button>
        {homeNote && <span id={noteId} className="block max-w-[11rem] text-xs text-amber-900 md:mt-0.5">{homeNote}</span>}
      </td>
      <td className={cn(cellClass, "block md:table-cell")}>
        <div className="flex flex-wrap items-center gap-2 lg:flex-nowrap">
          {statusActionsFor(sauna.status).map((action) => (
            <Button
              key={action}
              size="sm"
              disabled={busy}
              aria-label={t("saunas.action.aria", { action: t(ACTION_LABEL[action]), name: sauna.name })}
              className={cn("h-8 px-3", ACTION_STYLE[action])}
              onClick={() =>
                action === "approve"
                  ? status.submit({ intent: "status", saunaId: sauna.id, action }, { method: "post", action: localePath("/admin/saunas") })
                  : onAsk(action)
              }
            >
              {t(ACTION_LABEL[action])}
            </Button>
          ))}
          <Button variant="ghost" size="icon" className="size-8" aria-label={t("saunas.edit.aria", { name: sauna.name })} title={t("saunas.edit.title")} onClick={onEdit}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" className="size-8 text-red-800" aria-label={t("saunas.delete.aria", { name: sauna.name })} title={t("saunas.delete.title")} onClick={() => onAsk("delete")}>
            <Trash2 aria-hidden="true" />
          </Button>
          <Link
            to={localePath(`/sauna/${sauna.id}`)}
            aria-label={t("saunas.view.aria", { name: sauna.name })}
            title={t("saunas.view.title")}
            className={buttonVariants({ variant: "ghost", size: "icon", className: "size-8" })}
          >
            <Eye aria-hidden="true" />
          </Link>
        </div>
      </td>
    </tr>
  );
}
