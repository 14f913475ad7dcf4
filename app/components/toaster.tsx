// Toasts (sonner) load after the page, not with it (issue 12: public JavaScript ≤ 120 KB gzip):
// the toaster mounts when the browser is idle or at the first toast, whichever comes first.
// A toast shown before it mounts is not lost: sonner replays active toasts to a new toaster.
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";

export type ToastMessage = { id?: string; title: string; description?: string; variant?: "success" | "error" | "info" };

let sonner: Promise<typeof import("sonner")> | null = null;
const loadSonner = () => (sonner ??= import("sonner"));

let wanted = false;
const listeners = new Set<() => void>();
function mountToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows a toast the way the spec's error catalogue describes: a title and a message. */
export function showToast(message: ToastMessage) {
  mountToaster();
  void loadSonner().then(({ toast }) => {
    const options = { id: message.id, description: message.description };
    if (message.variant === "error") toast.error(message.title, options);
    else if (message.variant === "success") toast.success(message.title, options);
    else toast(message.title, options);
  });
}

/** Shows a toast once when `message` changes (e.g. a flash from a redirect or an action's result). */
export function useToast(message: ToastMessage | null | undefined) {
  useEffect(() => {
    if (message) showToast(message);
  }, [message]);
}

const Sonner = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

export function Toaster() {
  const mounted = useSyncExternalStore(subscribe, () => wanted, () => false);
  useEffect(() => {
    // Idle time after the page is ready: the live region is then in place before most toasts.
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1500));
    idle(mountToaster);
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Sonner
        position="top-center"
        visibleToasts={3}
        duration={4000}
        toastOptions={{ classNames: { toast: "rounded-xl border border-sand-200 bg-white text-ink shadow-lg", error: "!border-red-300 !bg-red-50 !text-red-900", description: "!text-muted" } }}
      />
    </Suspense>
  );
}
