// Development: Vite in middleware mode serves the browser modules with hot reload; Hono
// handles the rest and loads React Router's server build through Vite on every request.
import { createServer } from "vite";
import type { ServerBuild } from "react-router";
import { startServer } from "./start";

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });

await startServer({
  mode: "development",
  getBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  middleware: vite.middlewares,
});
