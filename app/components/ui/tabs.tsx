// Tabs as in the WAI-ARIA Authoring Practices (tablist, tabs, tabpanels; arrow keys, Home and
// End move between tabs and select them). Written here rather than taken from Radix because
// Radix Tabs brings its collection and roving-focus machinery, 8 KB gzip, to a page whose whole
// budget is 120 KB (docs/decisions/010-public-javascript.md).
//
// Each tab is also a link to the page showing it, so a tab chosen before the page's script has
// loaded, or without it, still opens; with the script it switches in place. Only the selected
// panel is rendered, so a page of forms (sign in, sign up) holds one at a time for the browser's
// autofill and password manager.
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { cn } from "#app/lib/cn";

export type Tab = {
  value: string;
  label: string;
  /** The page with this tab selected, as the server renders it. */
  href: string;
  panel: ReactNode;
};

export function Tabs({ tabs, initial, label, className }: {
  tabs: Tab[];
  initial: string;
  /** The tablist's accessible name. */
  label: string;
  className?: string;
}) {
  const [selected, setSelected] = useState(initial);
  const id = useId();
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);

  function select(index: number) {
    setSelected(tabs[index].value);
    tabRefs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const current = tabs.findIndex((tab) => tab.value === selected);
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select((next + tabs.length) % tabs.length);
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="grid grid-cols-2 rounded-full bg-sand-100 p-1">
        {tabs.map((tab, index) => {
          const active = tab.value === selected;
          return (
            <a
              key={tab.value}
              ref={(element) => void (tabRefs.current[index] = element)}
              role="tab"
              id={`${id}-tab-${tab.value}`}
              href={tab.href}
              aria-selected={active}
              // Only the selected tab's panel exists.
              aria-controls={active ? `${id}-panel-${tab.value}` : undefined}
              tabIndex={active ? 0 : -1}
              onClick={(event) => {
                event.preventDefault();
                select(index);
              }}
              className={cn(
                "rounded-full py-2 text-center text-sm font-medium text-cedar-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-600",
                active && "bg-white text-ink shadow-sm",
              )}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs
        .filter((tab) => tab.value === selected)
        .map((tab) => (
          <div key={tab.value} role="tabpanel" id={`${id}-panel-${tab.value}`} aria-labelledby={`${id}-tab-${tab.value}`} className="mt-6">
            {tab.panel}
          </div>
        ))}
    </div>
  );
}
