// The Content-Security-Policy nonce of the response being rendered (server/http/security-headers.ts),
// for the inline scripts React Router writes. In the browser there is none: scripts are in place.
import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
