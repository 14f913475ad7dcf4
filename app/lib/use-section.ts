// A form that is one section of its page (Sauna Settings' sections, the Account pages), or one
// action's button (Publish, Mark paid, Cancel booking): it posts by a fetcher, so the page stays
// where it is, says what happened in a toast, and shows the server's message beside each field it
// refused.
import { useFetcher } from "react-router";
import { useToast, type ToastMessage } from "#app/components/toaster";
import type { ToastShown } from "./toast-first";

/** What such a form's action answers; the toast and the field errors are both optional. */
type SectionAnswer = { toast?: ToastMessage | null; fieldErrors?: Record<string, string> } & ToastShown;

/**
 * The section's fetcher, typed by its action (`useSection<typeof action>()`) or by its answer,
 * whether it is busy, and the field errors of its last answer. Those show once the answer is in:
 * while the form is sent again they are gone, so a message never stands beside a value it may no
 * longer be about.
 */
export function useSection<Action>() {
  const fetcher = useFetcher<Action>();
  // react-router types fetcher.data by the action's serialized return, which TypeScript can't
  // read for an Action still unknown here: the actions these forms post to answer a toast, and
  // field errors where they have fields.
  const answer = fetcher.data as SectionAnswer | undefined;
  useToast(answer?.toastShown ? null : answer?.toast);
  const busy = fetcher.state !== "idle";
  const errors: Record<string, string> = (!busy && answer?.fieldErrors) || {};
  return { fetcher, busy, errors };
}
