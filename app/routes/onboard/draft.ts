// The onboarding draft (docs/product.md §3), kept in the browser's localStorage so it survives a reload and
// the detour through sign-in, and cleared once the listing is published. It is stored per
// account, so someone else signing in on the same browser starts afresh (and never sees it). The
// id is made here when the draft starts and becomes the sauna's id on Publish, so publishing
// twice makes one listing.
import { useCallback, useSyncExternalStore } from "react";
import type { WeeklyAvailability } from "#domain/availability";
import { DEFAULT_PRICES, DEFAULT_SESSION_MINUTES } from "#domain/constants";
import { isUuid } from "#domain/uuid";

export type OnboardingStep = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type OnboardingDraft = {
  id: string;
  step: OnboardingStep;
  claimType: "claim" | "new" | null;
  saunaDetails: {
    name: string;
    description: string;
    type: string;
    capacity: number | null;
    duration: number | null;
    amenities: string[];
    photos: string[];
    /** latitude and longitude: the map pin's, as text (typed, or as the pin wrote it); "" for none. */
    location: { address: string; county: string; eircode: string; latitude: string; longitude: string };
  };
  pricing: {
    privateSession: number | null;
    sharedSession: number | null;
    groupSession: number | null;
    offPeakDiscount: boolean;
    offPeakRate: number | null;
  };
  availability: { schedule: WeeklyAvailability; icsUrl: string };
  payments: { stripeConnected: boolean; businessName: string; vatNumber: string };
  /** The review step's confirm checkbox. */
  confirmed: boolean;
};

const STORAGE_PREFIX = "sauna-eire:onboarding-draft:";

/** A version 4 UUID; crypto.randomUUID needs a secure context, getRandomValues doesn't. */
export function newDraftId(): string {
  if (typeof crypto.randomUUID === "function" && globalThis.isSecureContext) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function emptyDraft(): OnboardingDraft {
  return {
    id: newDraftId(),
    step: 0,
    claimType: null,
    saunaDetails: {
      name: "",
      description: "",
      type: "",
      capacity: 6,
      duration: DEFAULT_SESSION_MINUTES,
      amenities: [],
      photos: [],
      location: { address: "", county: "", eircode: "", latitude: "", longitude: "" },
    },
    pricing: { privateSession: DEFAULT_PRICES.private, sharedSession: null, groupSession: null, offPeakDiscount: false, offPeakRate: null },
    availability: { schedule: {}, icsUrl: "" },
    payments: { stripeConnected: false, businessName: "", vatNumber: "" },
    confirmed: false,
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * A stored draft laid over a fresh one, part by part: an older or damaged copy still gives a
 * usable draft (the step schemas check the values before anything is sent).
 */
export function restoreDraft(stored: unknown): OnboardingDraft {
  const fresh = emptyDraft();
  if (!isObject(stored)) return fresh;
  const part = <T extends object>(base: T, value: unknown): T => (isObject(value) ? { ...base, ...value } : base);
  const details = part(fresh.saunaDetails, stored.saunaDetails);
  const availability = part(fresh.availability, stored.availability);
  const step = Number(stored.step);
  return {
    ...fresh,
    id: typeof stored.id === "string" && isUuid(stored.id) ? stored.id : fresh.id,
    step: (Number.isInteger(step) && step >= 0 && step <= 5 ? step : 0) as OnboardingStep,
    claimType: stored.claimType === "claim" || stored.claimType === "new" ? stored.claimType : null,
    saunaDetails: {
      ...details,
      amenities: Array.isArray(details.amenities) ? details.amenities.filter((a) => typeof a === "string") : [],
      photos: Array.isArray(details.photos) ? details.photos.filter((p) => typeof p === "string") : [],
      location: withPinAsText(part(fresh.saunaDetails.location, details.location)),
    },
    pricing: part(fresh.pricing, stored.pricing),
    availability: { ...availability, schedule: isObject(availability.schedule) ? availability.schedule : {} },
    payments: part(fresh.payments, stored.payments),
    confirmed: stored.confirmed === true,
  };
}

/** A stored pin that isn't text (an older or damaged copy) is shown as what it is, or as none. */
function withPinAsText<T extends { latitude: unknown; longitude: unknown }>(location: T): T & { latitude: string; longitude: string } {
  const asText = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" && Number.isFinite(v) ? String(v) : "");
  return { ...location, latitude: asText(location.latitude), longitude: asText(location.longitude) };
}

function read(key: string): OnboardingDraft {
  try {
    const text = window.localStorage.getItem(key);
    return restoreDraft(text ? JSON.parse(text) : null);
  } catch {
    return emptyDraft(); // storage blocked or the copy is damaged: start afresh
  }
}

function write(key: string, draft: OnboardingDraft | null) {
  try {
    if (draft) window.localStorage.setItem(key, JSON.stringify(draft));
    else window.localStorage.removeItem(key);
  } catch {
    // Private browsing or a full storage: the wizard still works for this visit.
  }
}

// The drafts this page has open, shared by every component that asks, and kept in step with
// other tabs of the same browser. A new draft is stored with its first change.
const open = new Map<string, OnboardingDraft>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === null || !event.key.startsWith(STORAGE_PREFIX) || !open.has(event.key)) return;
    if (event.newValue) open.set(event.key, restoreDraft(safeParse(event.newValue)));
    else open.delete(event.key);
    notify();
  };
  window.addEventListener("storage", fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", fromOtherTab);
  };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function snapshot(key: string): OnboardingDraft {
  let draft = open.get(key);
  if (!draft) {
    draft = read(key);
    open.set(key, draft);
  }
  return draft;
}

/**
 * The draft of the signed-in user. It is null on the server and while hydrating (the server
 * cannot see localStorage, so both render the same placeholder first), then the stored draft.
 */
export function useOnboardingDraft(userId: string) {
  const key = STORAGE_PREFIX + userId;
  const draft = useSyncExternalStore(subscribe, () => snapshot(key), () => null);

  const update = useCallback(
    (change: (draft: OnboardingDraft) => OnboardingDraft) => {
      const current = open.get(key);
      if (!current) return;
      const next = change(current);
      open.set(key, next);
      write(key, next);
      notify();
    },
    [key],
  );

  /** After publishing: forget the draft (the next one starts afresh, with a new id). */
  const clear = useCallback(() => {
    open.delete(key);
    write(key, null);
    notify();
  }, [key]);

  return { draft, update, clear };
}
