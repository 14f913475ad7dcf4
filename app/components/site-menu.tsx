// The phone's menu: below the small breakpoint the navigation bar has no room for its
// links, so a disclosure button opens them in a panel. Closes on Escape, on choosing a link and
// on any page change; focus returns to the button when closed with Escape.
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import { LanguageLinks } from "./language-switch";

const LINKS = [
  { to: "/saunas", label: "nav.allSaunas" },
  { to: "/blog", label: "nav.journal" },
  { to: "/onboard", label: "menu.listYourSauna" },
] as const;

export function SiteMenu({ signedIn }: { signedIn: boolean }) {
  // Open only at the address where it was opened: any page change closes it.
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = (next: boolean) => setOpenAt(next ? here : null);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const t = useT();
  const localized = useLocalePath();
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpenAt(null);
        button.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="sm:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex size-10 items-center justify-center rounded-full text-cedar-800 hover:bg-sand-100"
      >
        {open ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
        <span className="sr-only">{t("menu.button")}</span>
      </button>
      <div id={panelId} hidden={!open} className="absolute inset-x-0 top-16 border-b border-sand-200 bg-paper px-4 pb-4 shadow-lg">
        <nav aria-label={t("menu.label")}>
          <ul className="divide-y divide-sand-200">
            {LINKS.map((l) => (
              <li key={l.to}>
                <Link to={localized(l.to)} onClick={() => setOpen(false)} className="block py-3 text-base font-medium text-cedar-900">{t(l.label)}</Link>
              </li>
            ))}
            {!signedIn && (
              <li className="visitor-only">
                <Link to={localized("/auth")} onClick={() => setOpen(false)} className="block py-3 text-base font-medium text-cedar-900">{t("nav.signIn")}</Link>
              </li>
            )}
            <li>
              <LanguageLinks linkClassName="block py-3 text-base font-medium text-cedar-900" />
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
