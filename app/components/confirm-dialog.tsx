// Asks before a step that can't be undone (cancelling a booking, deleting a review, suspending an
// account), then posts it through the section's fetcher, whose answer the page shows as a toast.
// The dialog closes as the form is sent. (Admin moderation, which may ask for a reason and waits
// for the answer, has its own: admin/confirm-action-dialog.tsx.)
import type { ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";

export function ConfirmDialog({
  open, onOpenChange, title, description, fetcher, fields = {}, intent, confirm, keep, className = "mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  fetcher: Pick<FetcherWithComponents<unknown>, "Form">;
  /** Hidden fields sent with it: the record's id. */
  fields?: Record<string, string>;
  /** The confirming button's intent and words, and the words of the one that keeps things as they are. */
  intent: string;
  confirm: string;
  keep: string;
  /** The buttons' row. */
  className?: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} role="alertdialog" title={title} description={description}>
      <fetcher.Form method="post" className={className} onSubmit={() => onOpenChange(false)}>
        {Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        <Button variant="outline" onClick={() => onOpenChange(false)}>{keep}</Button>
        <Button type="submit" name="intent" value={intent} className="bg-red-700 hover:bg-red-800">{confirm}</Button>
      </fetcher.Form>
    </Dialog>
  );
}
