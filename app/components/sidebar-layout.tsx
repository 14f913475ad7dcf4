// The collapsible sidebar layout of the account, owner and admin areas (docs/product.md §9: widths 16rem,
// 18rem on wide screens, 3rem collapsed; remembered for 7 days; Ctrl/Cmd+B; below 768 px the
// sidebar becomes a row of links above the page).
import type { LucideIcon } from "lucide-react";
import PanelLeftClose from "lucide-react/icons/panel-left-close";
import PanelLeftOpen from "lucide-react/icons/panel-left-open";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { NavLink } from "react-router";
import { cn } from "#app/lib/cn";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";

export type SidebarItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

const SIDEBAR_MAX_AGE = 60 * 60 * 24 * 7;

export function SidebarLayout({ cookieName, initiallyCollapsed, title, label, items, top, header, footer, children }: {
  /** Where the collapsed state is remembered. */
  cookieName: string;
  initiallyCollapsed: boolean;
  /** The sidebar's heading, shown when expanded. */
  title: string;
  /** The navigation's accessible name. */
  label: string;
  items: readonly SidebarItem[];
  /** Shown above the links when expanded (e.g. a sauna switcher). */
  top?: ReactNode;
  header: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const t = useT("members");
  const localePath = useLocalePath();
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((was) => {
      document.cookie = `${cookieName}=${was ? "expanded" : "collapsed"}; path=/; max-age=${SIDEBAR_MAX_AGE}; samesite=lax`;
      return !was;
    });
  }, [cookieName]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === "b" && (e.metaKey || e.ctrlKey)) {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col md:min-h-[calc(100dvh-4rem)] md:flex-row">
      <aside
        aria-label={t("sidebar.label", { title })}
        className={cn(
          // The column's background runs the page's full height; its contents stay in view.
          "shrink-0 border-b border-sand-200 bg-sand-50 md:border-b-0 md:border-r md:transition-[width]",
          collapsed ? "md:w-12" : "md:w-64 xl:w-72",
        )}
      >
        <div className="md:sticky md:top-16">
          <div className="flex items-center justify-between gap-2 px-4 pt-4 md:px-3">
            {!collapsed && <p className="font-serif text-lg text-cedar-900">{title}</p>}
            <button
              type="button"
              onClick={toggle}
              className="hidden rounded-lg p-1.5 text-cedar-700 hover:bg-sand-100 md:inline-flex"
              aria-label={collapsed ? t("sidebar.expand") : t("sidebar.collapse")}
              aria-expanded={!collapsed}
              title={t("sidebar.toggle")}
            >
              {collapsed ? <PanelLeftOpen className="size-5" /> : <PanelLeftClose className="size-5" />}
            </button>
          </div>
          {top && <div className={cn("px-4 pt-3 md:px-3", collapsed && "md:hidden")}>{top}</div>}
          <nav aria-label={label} className="px-2 py-3">
            {/* On a phone every entry wraps into view instead of hiding off the edge. */}
            <ul className="flex flex-wrap gap-1 md:flex-col">
              {items.map(({ to, label: text, icon: Icon, end }) => (
                <li key={to}>
                  <NavLink
                    to={localePath(to)}
                    end={end}
                    title={collapsed ? text : undefined}
                    className={({ isActive }) =>
                      cn(
                        "flex items-center gap-3 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium",
                        isActive ? "bg-white text-ember-700 shadow-sm" : "text-cedar-700 hover:bg-sand-100",
                      )
                    }
                  >
                    <Icon className="size-4 shrink-0" aria-hidden="true" />
                    <span className={cn(collapsed && "md:sr-only")}>{text}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </aside>
      <main id="main-content" tabIndex={-1} className="focus:outline-none min-w-0 flex-1 px-4 py-8 sm:px-8">
        <header className="mb-8">{header}</header>
        {children}
        {footer}
      </main>
    </div>
  );
}

/** Whether the layout's sidebar was left collapsed (read on the server for the first paint). */
export function sidebarCollapsed(request: Request, cookieName: string): boolean {
  return new RegExp(`(?:^|;\\s*)${cookieName}=collapsed`).test(request.headers.get("Cookie") ?? "");
}
