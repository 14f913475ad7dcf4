// Reads a host's own calendar (.ics) into busy times (read-calendar.ts says how) in a worker
// thread, never on the server's main thread: a calendar is someone's file, and the
// parser can be made to work for a long time, in one case for ever (ical.js never returns from
// the next occurrence of FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30). Every reading has a budget of
// occurrences and a time limit; past either, it is cut short where it got to and says so, and the
// host is told in Sauna Settings. A few readings run at once; more wait their turn.
import { Worker } from "node:worker_threads";
import type { BusyTime, CalendarWindow, ReadingBudget } from "./read-calendar";
import type { ReaderInput, ReaderMessage } from "./read-calendar.worker";

export type { BusyTime };

export const CALENDAR_FILE_UNREADABLE =
  "The file at that address isn't a calendar Sauna Éire can read. Use your calendar's .ics address (in Google Calendar: Settings, then 'Secret address in iCal format').";

export type ImportLimits = ReadingBudget & {
  /** How long one reading may take, from the moment its thread has loaded the reader's code. */
  timeMs: number;
};

/**
 * Per reading, all the calendar's events together. A busy host's calendar, a few hundred weekly
 * events, is a few thousand occurrences in a year and reads in well under a second.
 */
export const IMPORT_LIMITS: ImportLimits = { occurrences: 50_000, busyTimes: 5_000, timeMs: 5_000 };

/**
 * How long a reader's thread may take to load its own code, before the reading's time starts: not
 * the calendar's doing, and slow only on a machine that is busy, so generous, but a bound still.
 */
const READER_START_LIMIT_MS = 60_000;

/** Readings at once per process; each takes a core while it runs. */
const READERS_AT_ONCE = 2;
/** A reader's heap: a 2 MB calendar (the fetch limit) parses in well under this. */
const READER_MEMORY_MB = 256;

export class CalendarFileError extends Error {
  override readonly name = "CalendarFileError";
  constructor(options?: { cause?: unknown }) {
    super(CALENDAR_FILE_UNREADABLE, options);
  }
}

export type CalendarReading = {
  /** The busy times that overlap the window, earliest first. */
  busyTimes: BusyTime[];
  /** Null when the whole window was read; else the moment up to which it was: later busy times may be missing. */
  cutShortAt: Date | null;
};

/** The busy times of the calendar that overlap the window; CalendarFileError if it isn't one. */
export function busyTimesFromIcs(text: string, window: CalendarWindow, limits: ImportLimits = IMPORT_LIMITS): Promise<CalendarReading> {
  return inTurn(() => readInWorker(text, window, limits));
}

function readInWorker(text: string, window: CalendarWindow, limits: ImportLimits): Promise<CalendarReading> {
  return new Promise((resolve, reject) => {
    const found: BusyTime[] = [];
    let readUntil = window.from.getTime(); // nothing yet
    const worker = startReader({ text, from: window.from.getTime(), to: window.to.getTime(), budget: { occurrences: limits.occurrences, busyTimes: limits.busyTimes } });
    let settled = false;
    const settle = (outcome: () => CalendarReading | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timeLimit);
      void worker.terminate();
      const result = outcome();
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    let timeLimit = setTimeout(() => settle(() => new Error("The calendar reader did not start")), READER_START_LIMIT_MS);
    worker.on("message", (message: ReaderMessage) => {
      if (message.kind === "reading") {
        // At the time limit the reading ends where it has got to, like one whose budget ran out.
        clearTimeout(timeLimit);
        timeLimit = setTimeout(() => settle(() => finish(found, readUntil, window, limits)), limits.timeMs);
      } else if (message.kind === "batch") {
        found.push(...message.busyTimes);
        readUntil = message.readUntil;
      } else if (message.kind === "end") {
        settle(() => finish(found, message.readUntil, window, limits));
      } else {
        settle(() => new CalendarFileError());
      }
    });
    worker.on("error", (error: Error & { code?: string }) => {
      // A file that needs more memory than a reader has is cut short too.
      settle(() => (error.code === "ERR_WORKER_OUT_OF_MEMORY" ? finish(found, readUntil, window, limits) : error));
    });
    worker.on("exit", () => settle(() => new Error("The calendar reader stopped without an answer")));
  });
}

/** The earliest busy times within the limit, and up to when the calendar was read. */
function finish(found: BusyTime[], readUntil: number | null, window: CalendarWindow, limits: ImportLimits): CalendarReading {
  const busyTimes = found.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  let cut = readUntil;
  if (busyTimes.length > limits.busyTimes) {
    cut = Math.min(cut ?? Infinity, busyTimes[limits.busyTimes].startsAt.getTime());
    busyTimes.length = limits.busyTimes;
  }
  if (cut === null || cut >= window.to.getTime()) return { busyTimes, cutShortAt: null };
  return { busyTimes, cutShortAt: new Date(Math.max(cut, window.from.getTime())) };
}

function startReader(input: ReaderInput): Worker {
  // The build makes the worker a file of its own and points this address at it
  // (scripts/node-workers-plugin.ts).
  const entry = new URL("./read-calendar.worker.ts", import.meta.url);
  const options = { workerData: input, resourceLimits: { maxOldGenerationSizeMb: READER_MEMORY_MB } };
  if (!entry.pathname.endsWith(".ts")) return new Worker(entry, options);
  // Run from source (tests, npm run dev), the worker is TypeScript: tsx compiles it, as it does the server.
  const load = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(load, { ...options, eval: true });
}

let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(task: () => Promise<T>): Promise<T> {
  while (running >= READERS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await task();
  } finally {
    running--;
    waiting.shift()?.();
  }
}
