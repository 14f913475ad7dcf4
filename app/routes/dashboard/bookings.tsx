// Owner dashboard Bookings: the current sauna's bookings with the spec's status filter (plus
// completed), a search box (guest name, booking id), pages, 'Export to CSV' of every filtered
// row, and cancelling a booking with a reason (full refund; the guest reads the reason).
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Download from "lucide-react/icons/download";
import Search from "lucide-react/icons/search";
import { useCallback, useState } from "react";
import { data, Form, Link, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/bookings";
import { dashboardTitle } from "./dashboard-meta";
import { UNKNOWN_ACTION } from "#domain/form-fields";
import { HOST_BOOKING_FILTERS, hostBookingsSearch, type HostBookingFilter } from "#domain/host-bookings";
import { invalid } from "#server/features/errors";
import { cancelHostBooking, listHostBookings } from "#server/features/hosts/host-bookings.service";
import { buttonVariants } from "#app/components/ui/button";
import { Input, Label } from "#app/components/ui/input";
import { BOOKING_STATUS_KEY } from "#app/components/booking-status-badge";
import { cn } from "#app/lib/cn";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import type { MessageKey } from "#domain/messages/translate";
import { getApp } from "#app/lib/context.server";
import { formFields, queryFields } from "#app/lib/form.server";
import { attempt } from "#app/lib/service-errors.server";
import { CancelBookingDialog, type CancelTarget } from "./bookings-cancel-dialog";
import { BookingCards, BookingTable } from "./bookings-list";
import { dashboardSaunas, readCurrentSauna } from "./current-sauna.server";

export const meta: Route.MetaFunction = (args) => dashboardTitle(args, "nav.bookings");

/** The status filter's options: every status (members) and 'All'. */
const FILTER_KEY: Record<HostBookingFilter, MessageKey<"members">> = { all: "filter.all", ...BOOKING_STATUS_KEY };

export async function loader({ request, context }: Route.LoaderArgs) {
  return readCurrentSauna(context, request, (db, actor, saunaId) => listHostBookings(db, actor, saunaId, queryFields(request)));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { current } = await dashboardSaunas(context, request);
  const { db, actor } = getApp(context);
  const result = await attempt(async () => {
    const fields = formFields(context);
    if (fields.intent !== "cancel") throw invalid(UNKNOWN_ACTION);
    return cancelHostBooking(db, actor, current?.id, fields);
  });
  if (!result.ok) return data({ ok: false as const, error: result.error }, { status: result.status });
  return { ok: true as const, refund: result.value.refund, paidOnline: result.value.paidOnline };
}

export default function DashboardBookings({ loaderData }: Route.ComponentProps) {
  const t = useT("dashboard");
  const tm = useT("members");
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [cancelling, setCancelling] = useState<CancelTarget | null>(null);
  const closeDialog = useCallback(() => setCancelling(null), []);
  const show = (form: HTMLFormElement) => {
    const fields = new FormData(form);
    const status = HOST_BOOKING_FILTERS.find((s) => s === fields.get("status")) ?? "all";
    const q = String(fields.get("q") ?? "").trim();
    navigate(localePath(`/dashboard/bookings${hostBookingsSearch({ status, q })}`));
  };
  if (!loaderData) return null;
  const { query, total, bookings, newer, older } = loaderData;
  const exportHref = localePath(`/dashboard/bookings/export.csv${hostBookingsSearch({ status: query.status, q: query.q })}`);
  const filtered = query.status !== "all" || Boolean(query.q);
  const loading = navigation.state === "loading" && navigation.location.pathname === localePath("/dashboard/bookings");

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-serif text-2xl text-cedar-900">{t("nav.bookings")}</h1>
        <a href={exportHref} download className={buttonVariants({ variant: "outline", size: "sm" })}>
          <Download aria-hidden="true" /> {t("bookings.export")}
        </a>
      </div>

      <Form
        method="get"
        role="search"
        aria-label={t("bookings.filter")}
        // With JavaScript, a clean address (no empty or default values); without it, a plain GET.
        onSubmit={(event) => {
          event.preventDefault();
          show(event.currentTarget);
        }}
        className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-4 sm:flex-row sm:items-end">
        <div className="space-y-1.5 sm:w-44">
          <Label htmlFor="booking-status">{t("bookings.status")}</Label>
          <select
            id="booking-status"
            name="status"
            defaultValue={query.status}
            key={query.status}
            onChange={(e) => e.currentTarget.form && show(e.currentTarget.form)}
            className="h-11 w-full rounded-xl border border-sand-300 bg-white px-3 text-base text-ink"
          >
            {HOST_BOOKING_FILTERS.map((s) => <option key={s} value={s}>{tm(FILTER_KEY[s])}</option>)}
          </select>
        </div>
        <div className="min-w-0 flex-1 space-y-1.5">
          <Label htmlFor="booking-search">{t("bookings.search")}</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-3.5 size-4 text-muted" aria-hidden="true" />
            <Input id="booking-search" name="q" type="search" defaultValue={query.q ?? ""} key={query.q ?? ""} placeholder={t("bookings.searchPlaceholder")} className="pl-9" maxLength={100} />
          </div>
        </div>
        <button type="submit" className={buttonVariants({ variant: "secondary" })}>{t("bookings.search")}</button>
      </Form>

      <p role="status" className="text-sm text-muted">
        {loading ? t("bookings.loading") : filtered ? t("bookings.matching", { count: total }) : t("bookings.count", { count: total })}
        {filtered && !loading && (
          <> · <Link to={localePath("/dashboard/bookings")} className="font-medium text-ember-700 underline">{t("bookings.showAll")}</Link></>
        )}
      </p>

      {bookings.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 p-8 text-center text-muted">
          {filtered ? t("bookings.noneMatch") : t("bookings.none")}
        </p>
      ) : (
        <div className={cn(loading && "opacity-60")}>
          <BookingTable bookings={bookings} onCancel={setCancelling} />
          <BookingCards bookings={bookings} onCancel={setCancelling} />
        </div>
      )}

      {(newer || older) && (
        <nav aria-label={t("bookings.pages")} className="flex items-center justify-between gap-2">
          {newer ? (
            <Link to={localePath(`/dashboard/bookings${hostBookingsSearch({ status: query.status, q: query.q, before: newer })}`)} rel="prev" className={buttonVariants({ variant: "ghost", size: "sm" })}>
              <ChevronLeft aria-hidden="true" /> {t("bookings.previous")}
            </Link>
          ) : <span />}
          {older && (
            <Link to={localePath(`/dashboard/bookings${hostBookingsSearch({ status: query.status, q: query.q, after: older })}`)} rel="next" className={buttonVariants({ variant: "ghost", size: "sm" })}>
              {t("bookings.next")} <ChevronRight aria-hidden="true" />
            </Link>
          )}
        </nav>
      )}

      {cancelling && <CancelBookingDialog key={cancelling.id} target={cancelling} onClose={closeDialog} />}
    </div>
  );
}
