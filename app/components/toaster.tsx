// Toasts (sonner, 9 KB gzip) load only when they may be needed (public JavaScript ≤
// 120 KB gzip, "load the toaster only when used"): at the first tap, click or key press, which
// comes before any toast that answers what someone did, so its live region is in place by then;
// or at the first toast, for one that comes with the page (a flash after a redirect). Someone
// who only reads and scrolls never downloads it. A toast shown before the toaster mounts is not
// lost: sonner replays active toasts to a new toaster.
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import { useLocale } from "#app/lib/i18n/i18n";
import { translate, type Messages } from "#domain/messages/translate";

export type ToastMessage = {
  id?: string;
  title: string;
  description?: string;
  variant?: "success" | "error" | "info";
  /** Where to go next (e.g. "List your sauna"): such a toast stays until it is closed, so nobody misses the link. */
  link?: { label: string; href: string };
};

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
    const link = message.link && (
      <a href={message.link.href} className="ml-auto shrink-0 rounded-lg bg-cedar-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-cedar-800">
        {message.link.label}
      </a>
    );
    const options = { id: message.id, description: message.description, ...(link ? { action: link, duration: Infinity, closeButton: true } : {}) };
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

/**
 * Sonner's own words (its close button, its region), in the page's language. The toaster sits
 * outside the root's message providers, so it reads the `common` messages from the root's data;
 * without them (an error page) sonner keeps its English.
 */
function useSonnerWords() {
  const common = useRouteLoaderData<{ common?: Messages }>("root")?.common;
  const locale = useLocale();
  if (!common) return {};
  return { closeButtonAriaLabel: translate(locale, common, "toast.close"), containerAriaLabel: translate(locale, common, "toast.region") };
}

export function Toaster() {
  const mounted = useSyncExternalStore(subscribe, () => wanted, () => false);
  const { closeButtonAriaLabel, containerAriaLabel } = useSonnerWords();
  useEffect(() => {
    // pointerup, not pointerdown: a finger that scrolls the page ends in pointercancel.
    const events = ["pointerup", "keydown"] as const;
    const onFirst = () => {
      mountToaster();
      for (const event of events) window.removeEventListener(event, onFirst, true);
    };
    for (const event of events) window.addEventListener(event, onFirst, { capture: true, passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, onFirst, true);
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Sonner
        position="top-center"
        visibleToasts={3}
        containerAriaLabel={containerAriaLabel}
        duration={4000}
        toastOptions={{ closeButtonAriaLabel, classNames: { toast: "rounded-xl border border-sand-200 bg-white text-ink shadow-lg", error: "!border-red-300 !bg-red-50 !text-red-900", description: "!text-muted" } }}
      />
    </Suspense>
  );
}
