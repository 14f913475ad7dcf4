// How long a message waits after a failed attempt: soon at first (a server restarting, a network
// blip), then less and less often, for about a day before it is marked failed.
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The wait after the 1st, 2nd, … failed attempt; the last one repeats. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [30 * SECOND, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR, 4 * HOUR];

/** A message still not sent this long after it was enqueued is given up on ('failed'). */
export const DEFAULT_GIVE_UP_AFTER_MS = 24 * HOUR;

export function retryDelayMs(failedAttempts: number, delays: readonly number[] = DEFAULT_RETRY_DELAYS_MS): number {
  if (delays.length === 0) throw new Error("retry delays must not be empty");
  return delays[Math.min(Math.max(failedAttempts, 1), delays.length) - 1];
}
