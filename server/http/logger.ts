// Structured logs: one JSON object a line on standard output (pino), so a process manager or
// container runtime can collect them from every process alike and a log store can search them
// by field (level, reqId, status…). LOG_LEVEL sets how much is written.
import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger };

export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? "info",
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      // "level":"info" rather than pino's numbers: readable by people and log stores alike.
      formatters: { level: (label) => ({ level: label }) },
    },
    options.destination,
  );
}
