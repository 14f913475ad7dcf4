// The end-user area (/my-account): collapsible sidebar titled with the product's name, header
// 'My Sauna Journey', the page, and a footer tagline. Signed-out visitors go to /auth.
import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { PRODUCT_NAME } from "#domain/constants";
import { cn } from "#app/lib/cn";
import { requireSignedIn } from "#app/lib/require-user.server";
import { ACCOUNT_NAV } from "./account-nav";

const SIDEBAR_COOKIE = "se_sidebar";
const SIDEBAR_MAX_AGE = 60 * 60 * 24 * 7; // remembered for 7 days (spec §9)

export function loader({ request, context }: Route.LoaderArgs) {
  requireSignedIn(context, request);
  const collapsed = /(?:^|;\s*)se_sidebar=collapsed/.test(request.headers.get("Cookie") ?? "");
  return { collapsed };
}

export const meta = () => [{ title: `My Sauna Journey · ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const [collapsed, setCollapsed] = useState(loaderData.collapsed);
  const toggle = useCallback(() => {
    setCollapsed((was) => {
      document.cookie = `${SIDEBAR_COOKIE}=${was ? "expanded" : "collapsed"}; path=/; max-age=${SIDEBAR_MAX_AGE}; samesite=lax`;
      return !was;
    });
  }, []);
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
    <div className="mx-auto flex max-w-7xl flex-col md:flex-row">
      <aside
        aria-label={`${PRODUCT_NAME} account`}
        className={cn(
          // The column's background runs the page's full height; its contents stay in view.
          "shrink-0 border-b border-sand-200 bg-sand-50 md:border-b-0 md:border-r md:transition-[width]",
          collapsed ? "md:w-12" : "md:w-64",
        )}
      >
        <div className="md:sticky md:top-16">
          <div className="flex items-center justify-between gap-2 px-4 pt-4 md:px-3">
            {!collapsed && <p className="font-serif text-lg text-cedar-900">{PRODUCT_NAME}</p>}
            <button
              type="button"
              onClick={toggle}
              className="hidden rounded-lg p-1.5 text-cedar-700 hover:bg-sand-100 md:inline-flex"
              aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
              aria-expanded={!collapsed}
              title="Toggle sidebar (Ctrl/Cmd+B)"
            >
              {collapsed ? <PanelLeftOpen className="size-5" /> : <PanelLeftClose className="size-5" />}
            </button>
          </div>
          <nav aria-label="My account" className="overflow-x-auto px-2 py-3">
            <ul className="flex gap-1 md:flex-col">
              {ACCOUNT_NAV.map(({ to, label, icon: Icon, end }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={end}
                    title={collapsed ? label : undefined}
                    className={({ isActive }) =>
                      cn(
                        "flex items-center gap-3 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium",
                        isActive ? "bg-white text-ember-700 shadow-sm" : "text-cedar-700 hover:bg-sand-100",
                      )
                    }
                  >
                    <Icon className="size-4 shrink-0" aria-hidden="true" />
                    <span className={cn(collapsed && "md:sr-only")}>{label}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </aside>
      <main className="min-w-0 flex-1 px-4 py-8 sm:px-8">
        <header className="mb-8">
          <p className="text-sm font-medium uppercase tracking-wide text-ember-700">My account</p>
          <p className="font-serif text-3xl text-cedar-900">My Sauna Journey</p>
        </header>
        <Outlet />
        <p className="mt-16 border-t border-sand-200 pt-6 text-center text-sm text-muted">
          Warmth, community and a little sea air. Thank you for being part of {PRODUCT_NAME}.
        </p>
      </main>
    </div>
  );
}
