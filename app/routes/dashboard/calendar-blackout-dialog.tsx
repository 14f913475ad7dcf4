// The blackout dialog (docs/product.md §2 Calendar: optional reason, multi-date picker, Save). Saving closes
// the dates for booking at once; if guests had already booked sessions on them, the dialog then
// lists those bookings for the host to cancel or keep, so none disappears unnoticed.
import { useEffect, useState } from "react";
import { DayPicker } from "react-day-picker";
import { enIE } from "react-day-picker/locale";
import { useFetcher } from "react-router";
import { BLACKOUT_HORIZON_DAYS, BLACKOUT_REASON_MAX } from "#domain/host-calendar-schema";
import { TIME_ZONE } from "#domain/session-slots";
import { useToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { Input, Label } from "#app/components/ui/input";
import type { action as calendarAction } from "./calendar";
import { ClosedDateBookings } from "./calendar-closed-bookings";
import { dayName, dayOf, daysIn, keyOf, pickerClassNames } from "./calendar-picker";

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
      title={toCancel ? "These dates have bookings" : "Block out dates"}
      description={toCancel
        ? `The dates are now closed to new bookings. ${toCancel.length === 1 ? "This guest had" : `These ${toCancel.length} guests had`} already booked: cancel each booking (the guest gets a full refund and sees why), or keep it and welcome them. They stay listed in your calendar until you decide.`
        : "Guests can't book any session on the dates you choose."}
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
    >
      {toCancel ? (
        <div className="mt-4">
          <ClosedDateBookings saunaId={saunaId} bookings={toCancel} />
          <div className="mt-4 flex justify-end">
            <Button onClick={() => close(false)}>Done</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-4 space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor="blackout-reason">Reason (optional)</Label>
            <Input id="blackout-reason" name="reason" value={reason} maxLength={BLACKOUT_REASON_MAX} onChange={(e) => setReason(e.target.value)} placeholder="e.g. Stove maintenance" />
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-cedar-900">Dates</legend>
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
                locale={enIE}
                weekStartsOn={1}
                classNames={{ ...pickerClassNames, day_button: `${pickerClassNames.day_button} h-10` }}
                labels={{
                  labelDayButton: (date, modifiers) => [dayName(date), modifiers.closed ? "already closed" : null, modifiers.selected ? "chosen" : null].filter(Boolean).join(", "),
                  labelPrevious: () => "Previous month",
                  labelNext: () => "Next month",
                }}
              />
            </div>
            <p className="mt-2 text-sm text-muted" aria-live="polite">
              {dates.length === 0 ? "Choose one or more dates." : `${dates.length} ${dates.length === 1 ? "date" : "dates"} chosen.`}
              {alreadyClosed.length > 0 ? " Dates already closed are shaded." : ""}
            </p>
          </fieldset>
          {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => close(false)}>Close</Button>
            <Button type="submit" disabled={dates.length === 0 || busy}>{busy ? "Saving..." : "Save"}</Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
