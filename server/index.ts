// Production entry: Vite bundles this file with React Router's server build (vite.config.ts).
import * as build from "virtual:react-router/server-build";
import { startServer } from "./start";

await startServer({ getBuild: () => build as never, mode: "production" });
