// The production server: React Router's server build (bundled in by Vite, vite.config.ts) inside
// our Hono server. Loaded by server/index.ts once NODE_ENV is settled.
import * as build from "virtual:react-router/server-build";
import manifest from "virtual:built-images";
import { registerBuiltImages } from "#domain/built-images";
import { startServer } from "./start";

// The page cache keeps a page's versions apart (the stylesheet inline or linked): the app's
// entry.server.tsx names them.
const { pageVariantOf } = build.entry.module as { pageVariantOf?: (cookieHeader: string) => string };
registerBuiltImages(manifest);
await startServer({ getBuild: () => build as never, mode: "production", pageVariantOf });
