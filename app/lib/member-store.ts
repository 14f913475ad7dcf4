// The member's own bits of the shared public pages (decision 013): who is signed in (the navbar),
// and per sauna the heart and ownership. Public pages are rendered once for everybody and cached,
// so these never come from a loader: GET /api/me answers them for the browser's own session.
//
// States: "unknown" while rendering on the server and hydrating (the HTML carries both the
// visitor's controls and a neutral placeholder; CSS shows one or the other by
// <html data-member>, which the head script sets before the first paint); "pending" when the
// marker cookie says a session may be here and /api/me has not answered yet (the same neutral
// placeholder); then "member" or "visitor".
import { useSyncExternalStore } from "react";

export type Me = { signedIn: boolean; email: string | null; initials: string | null; isAdmin: boolean; isOwner: boolean };
type MeAnswer = Me & { saved?: boolean; owns?: boolean };
export type MemberSauna = { saved: boolean; owns: boolean };
export type MemberState = {
  status: "unknown" | "pending" | "member" | "visitor";
  me: Me | null;
  saunas: Readonly<Record<string, MemberSauna>>;
};

declare global {
  interface Window {
    /** The head script's request for /api/me, started before the page's scripts (root.tsx). */
    __seMe?: Promise<MeAnswer | null>;
  }
}

const SERVER: MemberState = { status: "unknown", me: null, saunas: {} };
const VISITOR: MemberState = { status: "visitor", me: null, saunas: {} };
const SAUNA_PATH = /^\/sauna\/([0-9a-f-]{36})$/;

/** The marker cookie (server/http/member-marker.ts): a session may be here. Names no one. */
export function hasMemberMarker(): boolean {
  return typeof document !== "undefined" && /(?:^|;\s*)se_member=1(?:;|$)/.test(document.cookie);
}

let state: MemberState = typeof document === "undefined" ? SERVER : hasMemberMarker() ? { status: "pending", me: null, saunas: {} } : VISITOR;
const listeners = new Set<() => void>();

function set(next: MemberState) {
  state = next;
  // The CSS's neutral state (app.css, [data-member]) lasts exactly as long as the store doesn't know.
  if (typeof document !== "undefined") {
    if (next.status === "visitor") delete document.documentElement.dataset.member;
    else document.documentElement.dataset.member = "";
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMember(): MemberState {
  return useSyncExternalStore(subscribe, () => state, () => SERVER);
}

/** The member, or null (visitor, or not known yet). */
export function useMe(): Me | null {
  return useMember().me;
}

/**
 * Whether a click should act as a member's: true for a member, and while /api/me is still on its
 * way for a browser with the marker (the server decides in the end: it refuses a visitor).
 */
export function actsSignedIn(): boolean {
  return state.status === "member" || (state.status !== "visitor" && hasMemberMarker());
}

/** Bumped when the marker comes or goes (sign-in, sign-out): answers asked before are dropped. */
let epoch = 0;

function adopt(answer: MeAnswer | null, saunaId: string | undefined, askedIn: number) {
  if (askedIn !== epoch) return;
  if (!answer) {
    // No answer (offline, a server error): the visitor's controls rather than a placeholder for
    // ever; the server still refuses whatever a visitor may not do.
    if (state.status === "pending") set(VISITOR);
    return;
  }
  if (!answer.signedIn) return set(VISITOR);
  const { saved, owns, ...me } = answer;
  const saunas = saunaId && saved !== undefined ? { ...state.saunas, [saunaId]: { saved, owns: Boolean(owns) } } : state.saunas;
  set({ status: "member", me, saunas });
}

/** Asks /api/me (and about this sauna), and puts the answer in the store. */
export function loadMember(saunaId?: string): Promise<void> {
  const askedIn = epoch;
  return fetch(`/api/me${saunaId ? `?sauna=${saunaId}` : ""}`, { credentials: "same-origin", headers: { Accept: "application/json" } })
    .then((res) => (res.ok ? (res.json() as Promise<MeAnswer>) : null))
    .catch(() => null)
    .then((answer) => adopt(answer, saunaId, askedIn));
}

/**
 * Before a page's data is shown after a navigation (sauna.tsx's clientLoader): the member's
 * state for it, fetched alongside, so the page appears whole. Nothing is asked without the marker.
 */
export function memberForPage(saunaId?: string): Promise<void> {
  syncWithMarker();
  if (!hasMemberMarker()) return Promise.resolve();
  return loadMember(saunaId);
}

/**
 * After a sign-in or sign-out the marker cookie has come or gone (server/http/member-marker.ts):
 * the navbar follows at the next page, before it is painted (root.tsx).
 */
export function syncWithMarker() {
  if (typeof document === "undefined") return;
  const marked = hasMemberMarker();
  if (marked && state.status === "visitor") {
    epoch++;
    set({ status: "pending", me: null, saunas: {} });
    void loadMember(SAUNA_PATH.exec(location.pathname)?.[1]);
  } else if (!marked && state.status !== "visitor") {
    epoch++;
    set(VISITOR);
  }
}

/** The member's own change (the heart): shown at once; /api/me is never cached, so a reload agrees. */
export function setSaved(saunaId: string, saved: boolean) {
  if (state.status !== "member") return;
  const owns = state.saunas[saunaId]?.owns ?? false;
  set({ ...state, saunas: { ...state.saunas, [saunaId]: { saved, owns } } });
}

// The first page: the head script already asked; take its answer (or ask, if it couldn't).
if (typeof window !== "undefined" && state.status === "pending") {
  const saunaId = SAUNA_PATH.exec(location.pathname)?.[1];
  const askedIn = epoch;
  if (window.__seMe) void window.__seMe.then((answer) => adopt(answer, saunaId, askedIn));
  else void loadMember(saunaId);
}

/**
 * The head script (root.tsx renders it inline with the response's nonce): before the first
 * paint, with the marker cookie, it marks <html data-member> (CSS hides 'Sign In' and shows the
 * neutral avatar and heart) and starts the request for /api/me at once.
 */
export const MEMBER_HEAD_SCRIPT =
  'if(/(?:^|;\\s*)se_member=1(?:;|$)/.test(document.cookie)){document.documentElement.setAttribute("data-member","");' +
  'var m=/^\\/sauna\\/([0-9a-f-]{36})$/.exec(location.pathname);' +
  'window.__seMe=fetch("/api/me"+(m?"?sauna="+m[1]:""),{credentials:"same-origin",headers:{Accept:"application/json"}})' +
  '.then(function(r){return r.ok?r.json():null},function(){return null})}';
