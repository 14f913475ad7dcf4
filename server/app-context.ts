// What the Hono layer hands to React Router's loaders and actions for each request.
import { createContext } from "react-router";
import type { Actor } from "./auth/actor";
import type { Auth } from "./auth/auth";
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { PhotoStorage } from "./integrations/storage/photo-storage";

export type AppContext = {
  db: Db;
  auth: Auth;
  config: Config;
  actor: Actor;
  photoStorage: PhotoStorage;
  /** Decided from the socket (see http/client-address.ts). */
  clientAddress: string;
};

export const appContext = createContext<AppContext>();
