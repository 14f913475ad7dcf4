import type { RouterContextProvider } from "react-router";
import { appContext, type AppContext } from "#server/app-context";

/** The request's database, auth, configuration and actor, from the Hono layer. */
export function getApp(context: Readonly<RouterContextProvider>): AppContext {
  return context.get(appContext);
}
