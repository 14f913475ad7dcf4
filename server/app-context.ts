// What the Hono layer hands to React Router's loaders and actions for each request.
import { createContext } from "react-router";
import type { Actor } from "./auth/actor";
import type { Auth } from "./auth/auth";
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { RequestProblem } from "./http/form-gate";
import type { PaymentProvider } from "./integrations/payments/payment-provider";
import type { PhotoStorage } from "./integrations/storage/photo-storage";

export type AppContext = {
  db: Db;
  auth: Auth;
  config: Config;
  actor: Actor;
  photoStorage: PhotoStorage;
  /** Card payments through Stripe (decision 012); null: guests pay at the sauna. */
  payments: PaymentProvider | null;
  /** Decided from the socket (see http/client-address.ts). */
  clientAddress: string;
  /** This response's Content-Security-Policy nonce for inline scripts (http/security-headers.ts). */
  cspNonce: string;
  /** A POST's form, parsed and checked once by the form gate (http/form-gate.ts); null otherwise. */
  form: FormData | null;
  /** What the form gate found wrong with this request; the root route answers it (app/root.tsx). */
  requestProblem: RequestProblem | null;
};

// In development the Hono server (run by tsx) and the routes (loaded through Vite) each load this
// module, and two contexts would never match ("No value found for context"): share one.
const shared = globalThis as { __saunaEireAppContext?: ReturnType<typeof createContext<AppContext>> };
export const appContext = (shared.__saunaEireAppContext ??= createContext<AppContext>());
