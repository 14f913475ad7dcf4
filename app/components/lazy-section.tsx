// A part of a public page whose code loads, and which hydrates, only when it is needed: sections
// far down a page, and parts few people ever see (a phone should not download code for
// what it may never show; docs/decisions/010-public-javascript.md).
//
// The server renders such a section at once, like any component, so the HTML is complete for
// people, crawlers and the page cache: it loads every section's module when it starts, and
// app/entry.server.tsx waits for them (lazySectionsLoaded) before the first page. In the browser
// the section sits in a Suspense boundary that waits for its chunk; React keeps a boundary's
// server HTML untouched while it waits (a "dehydrated" boundary), so nothing moves or flashes.
// The chunk loads, and React hydrates the section, when the first of these happens:
// - the section comes onto the screen;
// - someone clicks in it (or presses Enter or Space on a control in it) before that: React drops
//   such a click on a section it cannot hydrate yet, so it is held and replayed once it has;
// - the router changes something the section's links and forms read (the address, a form being
//   sent): React can apply that only to a hydrated section, and holds the whole update until then;
// - its data changes (the page revalidated), for the same reason.
// A page reached by a link in the browser has no server HTML to keep: its sections load with its
// route module, alongside its data (or earlier: `preload`).
//
// Declare each section once, by a dynamic import, so its code is a chunk of its own:
//   export const ReviewsSection = lazySection(() => import("./reviews-section").then((m) => m.ReviewsSection));
import { dequal } from "dequal/lite";
import { type ComponentType, createElement, memo, type ReactNode, Suspense, use, useEffect, useMemo, useRef, useState } from "react";
import { useFetchers, useLocation, useNavigation, useRevalidator } from "react-router";

/**
 * How near the screen a section must come to load: on it. Its HTML is there already, so the
 * only wait is to use it, for a chunk of a kilobyte or two; and whatever loads ahead of the
 * screen, a phone downloads whether or not its owner scrolls.
 */
const NEAR_MARGIN = "0px";

const onServer = typeof document === "undefined";
const serverLoads: Promise<unknown>[] = [];

/** Resolves once the server has loaded every section declared so far. */
export function lazySectionsLoaded(): Promise<unknown> {
  return Promise.all(serverLoads);
}

export type LazySection<P> = ComponentType<P> & {
  /** Starts loading the section's code, e.g. while the page that shows it is loading. */
  preload: () => void;
};

/** True while the router changes what this page shows, in place (not while it leaves it). */
function useRouterUpdatingPage(): boolean {
  const location = useLocation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const revalidator = useRevalidator();
  const [firstKey] = useState(location.key);
  return (
    location.key !== firstKey ||
    navigation.location?.pathname === location.pathname ||
    fetchers.some((fetcher) => fetcher.state !== "idle") ||
    revalidator.state !== "idle"
  );
}

export function lazySection<P extends object>(load: () => Promise<ComponentType<P>>): LazySection<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= load().then(
      (Section) => (loaded = Section),
      (error: unknown) => {
        // Offline, or a new deployment removed the chunk: the next page that needs it tries again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  if (onServer) serverLoads.push(start());
  // Declared after the page hydrated: this module is loading because the browser is on its way
  // to a page that shows the section, so fetch its code now, alongside that page's data, rather
  // than once the page renders without it.
  else if (document.documentElement.dataset.hydrated) void start().catch(() => {});

  function Section({ ready, props, onHydrated }: { ready: Promise<ComponentType<P>>; props: P; onHydrated: () => void }) {
    // Runs once React has hydrated the section (or rendered it, after a link). Before `use`, so
    // that a render replayed once the code has come calls the same hooks in the same order.
    useEffect(onHydrated, [onHydrated]);
    // The loaded module's component, the same one every time: not a component made in render.
    const Loaded = loaded ?? use(ready);
    return createElement(Loaded, props);
  }

  function Deferred(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    // The section's data, kept as the same object until it really changes (memo below lets
    // equal data through when the router's state re-renders this component).
    const [initialProps] = useState(props);
    const [data, setData] = useState(props);
    if (data !== props && !dequal(data, props)) setData(props);
    const [gate] = useState(() => {
      // A page rendered in the browser after a link (the document has hydrated) has no server
      // HTML to keep: no boundary, so the router's transition waits for the code and the page
      // appears whole. The server renders the boundary that hydration then finds.
      const afterLink = !onServer && Boolean(document.documentElement.dataset.hydrated);
      if (loaded || onServer || afterLink) return { ready: start(), open: () => {}, boundary: !afterLink };
      let resolve: (Section: ComponentType<P>) => void = () => {};
      const ready = new Promise<ComponentType<P>>((settle) => (resolve = settle));
      // If the chunk cannot load, the server's HTML stays as it is, and works as plain HTML.
      return { ready, open: () => void start().then(resolve, () => {}), boundary: true };
    });
    /** Set by the effect below while the section's server HTML waits for its code. */
    const whenHydrated = useRef(() => {});
    // New data, or the router changing what the page shows, before the chunk came: React can
    // only apply it to a hydrated section, and the whole update waits for it, so load it now.
    const updating = useRouterUpdatingPage();
    if (!loaded && (data !== initialProps || updating)) gate.open();

    useEffect(() => {
      const element = ref.current;
      if (!element || loaded) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          gate.open();
        },
        { rootMargin: NEAR_MARGIN },
      );
      observer.observe(element);

      // Listened for on the window, ahead of React: React stops a click it cannot hydrate for.
      let held: HTMLElement | null = null;
      const holdClick = (event: MouseEvent) => {
        // With the code here, React hydrates the section at the click and handles it itself.
        if (loaded || !(event.target instanceof HTMLElement) || !element.contains(event.target)) return;
        held = event.target;
        event.preventDefault();
        gate.open();
        start().catch(() => whenHydrated.current());
      };
      window.addEventListener("click", holdClick, true);
      whenHydrated.current = () => {
        window.removeEventListener("click", holdClick, true);
        // Replayed on the same element: hydration keeps the server's DOM nodes. Without the
        // code (the chunk failed), the click does what it does in plain HTML: follow a link, send a form.
        if (held?.isConnected) held.click();
        held = null;
      };
      return () => {
        observer.disconnect();
        window.removeEventListener("click", holdClick, true);
      };
    }, [gate]);

    // The same element while nothing changed: any update reaching a boundary that still waits
    // for its code would hold the page's update until it has hydrated.
    const onHydrated = useMemo(() => () => whenHydrated.current(), []);
    const content: ReactNode = useMemo(() => {
      const section = <Section ready={gate.ready} props={data} onHydrated={onHydrated} />;
      return gate.boundary ? <Suspense fallback={null}>{section}</Suspense> : section;
    }, [gate, data, onHydrated]);
    return (
      <div ref={ref} data-lazy-section="">
        {content}
      </div>
    );
  }
  // Same data, no render (see `content` above).
  return Object.assign(memo(Deferred, dequal), { preload: () => void start().catch(() => {}) }) as unknown as LazySection<P>;
}
