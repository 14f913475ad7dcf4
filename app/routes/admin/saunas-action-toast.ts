import { useEffect } from "react";
import type { FetcherWithComponents } from "react-router";
import { showToast, type ToastMessage } from "#app/components/toaster";
import { useT } from "#app/lib/i18n/i18n";
import type { ToastShown } from "#app/lib/toast-first";

/** `errorTitle`: 'Error' in the request's language, sent by actions whose answer a clientAction toasts (it has no messages of its own). */
export type ToastingResult = ({ ok: true; toast?: string; description?: string } | { ok: false; error: string; errorTitle?: string }) & ToastShown;

/**
 * Shows an admin action's answer once it is back: its success toast, or 'Error' with the
 * server's message (docs/product.md §8 'Admin list/update errors').
 */
export function useActionToast(fetcher: Pick<FetcherWithComponents<unknown>, "state"> & { data?: ToastingResult }) {
  const t = useT("admin");
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || result.toastShown) return;
    const toast = actionToast(result, t("toast.error"));
    if (toast) showToast(toast);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer; `t` is new each render but says the same
  }, [fetcher.state, fetcher.data]);
}

/** A row action's answer as a toast: its success toast, or 'Error' with the server's message. */
export function actionToast(result: ToastingResult, errorTitle?: string): ToastMessage | null {
  if (!result.ok) return { title: result.errorTitle ?? errorTitle ?? "", description: result.error, variant: "error" };
  return result.toast ? { title: result.toast, description: result.description, variant: "success" } : null;
}
