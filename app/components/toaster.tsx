import { useEffect } from "react";
import { Toaster as Sonner, toast } from "sonner";

export type ToastMessage = { id?: string; title: string; description?: string; variant?: "success" | "error" | "info" };

/** Shows a toast the way the spec's error catalogue describes: a title and a message. */
export function showToast(message: ToastMessage) {
  const options = { id: message.id, description: message.description };
  if (message.variant === "error") toast.error(message.title, options);
  else if (message.variant === "success") toast.success(message.title, options);
  else toast(message.title, options);
}

/** Shows a toast once when `message` changes (e.g. a flash from a redirect or an action's result). */
export function useToast(message: ToastMessage | null | undefined) {
  useEffect(() => {
    if (message) showToast(message);
  }, [message]);
}

export function Toaster() {
  return (
    <Sonner
      position="top-center"
      visibleToasts={3}
      duration={4000}
      toastOptions={{ classNames: { toast: "rounded-xl border border-sand-200 bg-white text-ink shadow-lg", error: "!border-red-300 !bg-red-50 !text-red-900", description: "!text-muted" } }}
    />
  );
}
