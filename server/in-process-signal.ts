// A signal within this process: "work was just owed", so a background worker looks now instead
// of at its next poll. Kept on globalThis because in development the services are loaded through
// Vite, a second copy of each module beside the one server/start.ts imported; both must share
// one set of listeners. Losing a signal costs only time: the workers poll anyway.

export type InProcessSignal = {
  /** Tells every listener in this process. */
  notify(): void;
  /** Calls `listener` on each notify; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
};

export function inProcessSignal(name: string): InProcessSignal {
  const key = Symbol.for(`sauna-eire.${name}`);
  const registry = globalThis as typeof globalThis & { [key: symbol]: Set<() => void> | undefined };
  const listeners = (registry[key] ??= new Set());
  return {
    notify() {
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
