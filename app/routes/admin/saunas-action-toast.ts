import { useEffect } from "react";
import type { FetcherWithComponents } from "react-router";
import { showToast } from "#app/components/toaster";

type ToastingResult = { ok: true; toast?: string; description?: string } | { ok: false; error: string };

/**
 * Shows an admin action's answer once it is back: its success toast, or 'Error' with the
 * server's message (docs/product.md §8 'Admin list/update errors').
 */
export function useActionToast(fetcher: Pick<FetcherWithComponents<unknown>, "state"> & { data?: ToastingResult }) {
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok && result.toast) showToast({ title: result.toast, description: result.description, variant: "success" });
    else if (!result.ok) showToast({ title: "Error", description: result.error, variant: "error" });
  }, [fetcher.state, fetcher.data]);
}
