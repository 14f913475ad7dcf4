// The page's language and messages for its components: the root provides the shell's (navbar,
// menu, footer, error pages), and a route adds its own namespace around its page.
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useLocation } from "react-router";
import { localeOfPath, localizePath, type Locale } from "#domain/locales";
import { translate, type MessageKey, type Messages, type Namespace, type Values } from "#domain/messages/translate";

type Loaded = Partial<Record<Namespace, Messages>>;
const MessagesContext = createContext<Loaded>({});

/** The language of the page shown: its address says it (/ga/… is Irish). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** Links to our own pages stay in the page's language: `/saunas` on an Irish page is `/ga/saunas`. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}

/** Adds a namespace's messages (from the route's loader data) for the components inside. */
export function MessagesProvider({ namespace, messages, children }: { namespace: Namespace; messages: Messages | undefined; children: ReactNode }) {
  const outer = useContext(MessagesContext);
  const value = useMemo(() => ({ ...outer, [namespace]: messages }), [outer, namespace, messages]);
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

/** `t(key, values)` for one namespace, in the page's language. */
export function useT<N extends Namespace = "shell">(namespace?: N): (key: MessageKey<N>, values?: Values) => string {
  const locale = useLocale();
  const messages = useContext(MessagesContext)[namespace ?? "shell"];
  return (key, values) => translate(locale, messages, key, values);
}
