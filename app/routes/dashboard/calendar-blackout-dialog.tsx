// The blackout dialog (docs/product.md §2 Calendar: optional reason, multi-date picker, Save). Saving closes
// the dates for booking at once; if guests had already booked sessions on them, the dialog then
// lists those bookings for the host to cancel or keep, so none disappears unnoticed.
import { useEffect, useState } from "react";
import { DayPicker } from "react-day-picker";
import { useFetcher } from "react-router";
import { BLACKOUT_HORIZON_DAYS, BLACKOUT_REASON_MAX } from "#domain/host-calendar-schema";
import { TIME_ZONE } from "#domain/session-slots";
import { useToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { Input, Label } from "#app/components/ui/input";
import { useLocale, useT } from "#app/lib/i18n/i18n";
import type { action as calendarAction } from "./calendar";
import { ClosedDateBookings } from "./calendar-closed-bookings";
import { dayName, dayOf, daysIn, keyOf, pickerClassNames, pickerLanguage } from "./calendar-picker";

type BlackoutDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  saunaId: string;
  today: string;
  /** The month the page shows: the picker opens there. */
  month: string;
  alreadyClosed: string[];
};

/** Mounted afresh each time it opens, so it always starts empty. */
export function BlackoutDialog(props: BlackoutDialogProps) {
  return props.open ? <OpenBlackoutDialog {...props} /> : null;
}

function OpenBlackoutDialog({ onOpenChange, saunaId, today, month, alreadyClosed }: BlackoutDialogProps) {
  const t = useT("dashboard");
  const locale = useLocale();
  const { gridLabels, ...language } = pickerLanguage(locale);
  const save = useFetcher<typeof calendarAction>();
  const [dates, setDates] = useState<Date[]>([]);
  const [reason, setReason] = useState("");
  const busy = save.state !== "idle";
  const answer = save.state === "idle" ? save.data : undefined;
  const error = answer && !answer.ok ? answer.error : null;
  /** After a Save that found bookings on the dates: those bookings, for the host to decide on. */
  const toCancel = answer?.ok && answer.bookingsToCancel.length > 0 ? answer.bookingsToCancel : null;
  useToast(answer?.ok ? answer.toast : null);
  // A Save that found no bookings on the dates is all done.
  const done = Boolean(answer?.ok && !toCancel);
  useEffect(() => {
    if (done) onOpenChange(false);
  }, [done, onOpenChange]);
  const close = (next: boolean) => onOpenChange(next);
  const lastDay = new Date(dayOf(today).getTime() + BLACKOUT_HORIZON_DAYS * 86_400_000);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData();
    form.set("intent", "blackout");
    form.set("saunaId", saunaId);
    form.set("reason", reason);
    for (const d of dates) form.append("dates", keyOf(d));
    save.submit(form, { method: "post" });
  }

  return (
    <Dialog
      open
      onOpenChange={close}
      title={toCancel ? t("blackout.haveBookings") : t("actions.blockDates")}
      description={toCancel
        ? t("blackout.bookedAlready", { count: toCancel.length })
        : t("blackout.intro")}
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
    >
      {toCancel ? (
        <div className="mt-4">
          <ClosedDateBookings saunaId={saunaId} bookings={toCancel} />
          <div className="mt-4 flex justify-end">
            <Button onClick={() => close(false)}>{t("blackout.done")}</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-4 space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor="blackout-reason">{t("blackout.reason")}</Label>
            <Input id="blackout-reason" name="reason" value={reason} maxLength={BLACKOUT_REASON_MAX} onChange={(e) => setReason(e.target.value)} placeholder={t("blackout.reasonExample")} />
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-cedar-900">{t("blackout.dates")}</legend>
            <div className="mt-2 rounded-xl border border-sand-200 p-2">
              <DayPicker
                mode="multiple"
                selected={dates}
                onSelect={(chosen) => setDates(chosen ?? [])}
                defaultMonth={dayOf(`${month}-01` < today ? today : `${month}-01`)}
                startMonth={dayOf(today)}
                today={dayOf(today)}
                endMonth={lastDay}
                disabled={[{ before: dayOf(today) }, { after: lastDay }]}
                modifiers={{ closed: daysIn(alreadyClosed) }}
                modifiersClassNames={{ closed: "[&>button]:bg-red-50 [&>button]:text-red-900" }}
                timeZone={TIME_ZONE}
                {...language}
                weekStartsOn={1}
                classNames={{ ...pickerClassNames, day_button: `${pickerClassNames.day_button} h-10` }}
                labels={{
                  ...gridLabels,
                  labelDayButton: (date, modifiers) => [dayName(date, locale), modifiers.closed ? t("blackout.alreadyClosed") : null, modifiers.selected ? t("blackout.chosen") : null].filter(Boolean).join(", "),
                  labelPrevious: () => t("cal.previousMonth"),
                  labelNext: () => t("cal.nextMonth"),
                }}
              />
            </div>
            <p className="mt-2 text-sm text-muted" aria-live="polite">
              {dates.length === 0 ? t("blackout.choose") : t("blackout.chosenCount", { count: dates.length })}
              {alreadyClosed.length > 0 ? ` ${t("blackout.shaded")}` : ""}
            </p>
          </fieldset>
          {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => close(false)}>{t("common.close")}</Button>
            <Button type="submit" disabled={dates.length === 0 || busy}>{busy ? t("common.saving") : t("common.save")}</Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
