// Radix dialogs hand focus back to their Trigger when they close; ours open from state, so they
// have none and focus fell to the page body. This remembers what had focus when the
// dialog opened and returns there, or — when that element is gone (a cancelled booking's card
// moves) — to the page's main heading.
import { useEffect, useRef } from "react";

export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (event: Event) => {
    event.preventDefault();
    const target = opener.current;
    // Wait a frame: the page may re-render as the dialog closes (e.g. after an action).
    requestAnimationFrame(() => {
      if (target && target.isConnected && !target.closest("[inert]")) {
        target.focus();
        return;
      }
      const heading = document.querySelector<HTMLElement>("main h1") ?? document.getElementById("main-content");
      if (heading) {
        if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
        heading.focus();
      }
    });
  };
}
