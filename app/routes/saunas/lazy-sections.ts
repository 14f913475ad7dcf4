// Parts of /saunas whose code loads only when they are shown (app/components/lazy-section.tsx):
// a window search's results ('Free soon', decision 014) appear only for `?when=…`, so a plain
// visit never downloads them (the page is at its JavaScript budget, decision 010).
import { lazySection } from "#app/components/lazy-section";

export const FreeResults = lazySection(() => import("./free-results").then((m) => m.FreeResults));
