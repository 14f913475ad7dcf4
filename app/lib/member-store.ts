// The member's own bits of the shared public pages (decision 013): who is signed in (the navbar)
// and, per sauna, the heart. Public pages are rendered once for everybody and cached, so these
// never come from a loader: GET /api/me answers them for the browser's own session.
//
// States: "unknown" while rendering on the server and hydrating (the HTML carries both the
// visitor's controls and a neutral placeholder; CSS shows one or the other by <html data-member>,
// which the head script, member-head-script.ts, sets before the first paint); "pending" when the
// marker cookie says a session may be here and /api/me has not answered yet (the same neutral
// placeholder); then "member" or "visitor". Kept small: it is in every public page's JavaScript.
import { useSyncExternalStore } from "react";

export type Me = { signedIn: boolean; email: string | null; initials: string | null; isAdmin: boolean; isOwner: boolean };
type MeAnswer = Me & { saved?: boolean };
export type MemberState = {
  status: "unknown" | "pending" | "member" | "visitor";
  me: Me | null;
  /** Saved or not, by sauna id, as far as this page knows. */
  saved: Readonly<Record<string, boolean>>;
};

declare global {
  interface Window {
    /** The head script's request for /api/me, started before the page's scripts. */
    __seMe?: Promise<MeAnswer | null>;
  }
}

const SERVER: MemberState = { status: "unknown", me: null, saved: {} };
const VISITOR: MemberState = { status: "visitor", me: null, saved: {} };
const PENDING: MemberState = { status: "pending", me: null, saved: {} };
const SAUNA_PATH = /^\/sauna\/([0-9a-f-]{36})$/;
const client = typeof document !== "undefined";

/** The marker cookie (server/http/member-marker.ts): a session may be here. Names no one. */
export const hasMemberMarker = () => client && /(^|; )se_member=1(;|$)/.test(document.cookie);

let state = client ? (hasMemberMarker() ? PENDING : VISITOR) : SERVER;
const listeners = new Set<() => void>();

function set(next: MemberState) {
  state = next;
  // The CSS's neutral state (app.css, [data-member]) lasts as long as the store doesn't know.
  document.documentElement.toggleAttribute("data-member", next.status !== "visitor");
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useMember = () => useSyncExternalStore(subscribe, () => state, () => SERVER);

/** Bumped when the marker comes or goes (sign-in, sign-out): answers asked before are dropped. */
let epoch = 0;

function adopt(answer: MeAnswer | null, saunaId: string | undefined, askedIn: number) {
  if (askedIn !== epoch) return;
  // No answer (offline, a server error): the visitor's controls rather than a placeholder for ever.
  if (!answer?.signedIn) return void ((answer || state.status === "pending") && set(VISITOR));
  const { saved, ...me } = answer;
  set({ status: "member", me, saved: saunaId && saved !== undefined ? { ...state.saved, [saunaId]: saved } : state.saved });
}

/** Asks /api/me (and about this sauna), and puts the answer in the store. */
export function loadMember(saunaId?: string): Promise<void> {
  const askedIn = epoch;
  return fetch(`/api/me${saunaId ? `?sauna=${saunaId}` : ""}`)
    .then((res) => (res.ok ? res.json() : null), () => null)
    .then((answer: MeAnswer | null) => adopt(answer, saunaId, askedIn));
}

/**
 * After a sign-in or sign-out the marker cookie has come or gone (member-marker.ts): the store
 * follows at the next page, before it is painted (root.tsx).
 */
export function syncWithMarker() {
  const marked = hasMemberMarker();
  if (marked === (state.status === "visitor")) {
    epoch++;
    set(marked ? PENDING : VISITOR);
    if (marked) void loadMember(SAUNA_PATH.exec(location.pathname)?.[1]);
  }
}

/**
 * Moving to a page in the app (sauna.tsx's clientLoader): the member's state for it, fetched
 * alongside its shared data, so the page appears whole. Nothing is asked without the marker.
 */
export function memberForPage(saunaId?: string): Promise<void> {
  syncWithMarker();
  return hasMemberMarker() ? loadMember(saunaId) : Promise.resolve();
}

/** The member's own change (the heart): shown at once; /api/me is never cached, so a reload agrees. */
export function setSaved(saunaId: string, saved: boolean) {
  if (state.status === "member") set({ ...state, saved: { ...state.saved, [saunaId]: saved } });
}

// The first page: the head script already asked; take its answer (or ask, if it couldn't).
if (client && state === PENDING) {
  const saunaId = SAUNA_PATH.exec(location.pathname)?.[1];
  if (window.__seMe) void window.__seMe.then((answer) => adopt(answer, saunaId, 0));
  else void loadMember(saunaId);
}
