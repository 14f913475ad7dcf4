import { useEffect } from "react";
import type { FetcherWithComponents } from "react-router";
import { showToast, type ToastMessage } from "#app/components/toaster";
import type { ToastShown } from "#app/lib/toast-first";

export type ToastingResult = ({ ok: true; toast?: string; description?: string } | { ok: false; error: string }) & ToastShown;

/**
 * Shows an admin action's answer once it is back: its success toast, or 'Error' with the
 * server's message (docs/product.md §8 'Admin list/update errors').
 */
export function useActionToast(fetcher: Pick<FetcherWithComponents<unknown>, "state"> & { data?: ToastingResult }) {
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || result.toastShown) return;
    const toast = actionToast(result);
    if (toast) showToast(toast);
  }, [fetcher.state, fetcher.data]);
}

/** A row action's answer as a toast: its success toast, or 'Error' with the server's message. */
export function actionToast(result: ToastingResult): ToastMessage | null {
  if (!result.ok) return { title: "Error", description: result.error, variant: "error" };
  return result.toast ? { title: result.toast, description: result.description, variant: "success" } : null;
}
