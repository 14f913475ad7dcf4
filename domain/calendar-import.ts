// What Sauna Settings says when a host's own calendar was read only part of the way:
// it has more events than an import reads, so busy times after a moment are missing. The toast
// after saving and the calendar section say it in the same words; the section adds what to do.

const upTo = new Intl.DateTimeFormat("en-IE", { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Europe/Dublin" });

/** "Your calendar has more events than we can read, so we imported those up to 1 March 2027 at 10:40." */
export function calendarCutShortNotice(cutShortAt: Date | string): string {
  return `Your calendar has more events than we can read, so we imported those up to ${upTo.format(new Date(cutShortAt))}.`;
}

export const CALENDAR_CUT_SHORT_HELP =
  "Busy times after that don't block sessions. The usual cause is an event that repeats every few minutes with no end: giving it an end date puts this right.";

/**
 * Any other failure of an import (the database refused what was read, the reader broke): the host
 * is told, the last good busy times stay, and the background import tries again (decision 011).
 */
export const CALENDAR_IMPORT_FAILED =
  "Something went wrong while importing your calendar. Your earlier busy times still apply, and we'll try again within half an hour.";

/** Saving the calendar's address asks for an import; a few an hour per sauna and per host are plenty. */
export const CALENDAR_IMPORT_LIMITS = { perSauna: 6, perHost: 20, windowMinutes: 60 } as const;

export const CALENDAR_IMPORTS_TOO_OFTEN =
  "You've asked for your calendar to be imported many times in the last hour. Please wait a while: it is read again every half hour anyway.";
