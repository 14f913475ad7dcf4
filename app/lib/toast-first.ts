// A row's own form can take the row away: a review flagged on the Published list, a sauna
// approved on the Pending one, a host paid off the Payouts list. The form's toast hook runs in
// the row after React shows the answer, but React may show the answer and the reloaded list in
// one render (the router's updates are transitions, and a busy machine merges them), and then
// the row is gone before its hook ever runs: the admin is left without a word. A route whose
// rows can go that way exports `toastFirst` as its clientAction: the toast is shown the moment
// the server answers, before any render, and the answer says so, so the hook does not repeat it.
import type { ClientActionFunctionArgs } from "react-router";
import { showToast, type ToastMessage } from "#app/components/toaster";

/** Set on an answer whose toast `toastFirst` has already shown. */
export type ToastShown = { toastShown?: true };

/** A clientAction that shows `toastOf(answer)` as soon as the server's answer is in. */
export function toastFirst<Answer extends object>(toastOf: (answer: Answer) => ToastMessage | null | undefined) {
  return async ({ serverAction }: ClientActionFunctionArgs): Promise<Answer & ToastShown> => {
    const answer = (await serverAction()) as Answer;
    const toast = toastOf(answer);
    if (!toast) return answer;
    showToast(toast);
    return { ...answer, toastShown: true };
  };
}
