// The worker thread that reads one calendar (busy-times-from-ics.ts starts it): the file's busy
// times go back to the server's main thread in batches, so that thread keeps answering requests
// while it runs, and can end it at the time limit without losing what was read.
import { parentPort, workerData } from "node:worker_threads";
import { readCalendar, UnreadableCalendar, type ReadingBudget } from "./read-calendar";

export type ReaderInput = { text: string; from: number; to: number; budget: ReadingBudget };
export type ReaderMessage =
  | { kind: "reading" }
  | { kind: "batch"; busyTimes: { startsAt: Date; endsAt: Date; summary: string | null }[]; readUntil: number }
  | { kind: "end"; readUntil: number | null }
  | { kind: "unreadable" };

const port = parentPort!;
const post = (message: ReaderMessage) => port.postMessage(message);
const { text, from, to, budget } = workerData as ReaderInput;
// The reading's time limit starts now, with this thread's code loaded (busy-times-from-ics.ts).
post({ kind: "reading" });
try {
  const { readUntil } = readCalendar(text, { from: new Date(from), to: new Date(to) }, budget, (batch) => post({ kind: "batch", ...batch }));
  post({ kind: "end", readUntil });
} catch (error) {
  if (!(error instanceof UnreadableCalendar)) throw error;
  post({ kind: "unreadable" });
}
