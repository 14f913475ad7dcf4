// What Sauna Settings says when a host's own calendar was read only part of the way (issue 19):
// it has more events than an import reads, so busy times after a moment are missing. The toast
// after saving and the calendar section say it in the same words; the section adds what to do.

const upTo = new Intl.DateTimeFormat("en-IE", { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Europe/Dublin" });

/** "Your calendar has more events than we can read, so we imported those up to 1 March 2027 at 10:40." */
export function calendarCutShortNotice(cutShortAt: Date | string): string {
  return `Your calendar has more events than we can read, so we imported those up to ${upTo.format(new Date(cutShortAt))}.`;
}

export const CALENDAR_CUT_SHORT_HELP =
  "Busy times after that don't block sessions. The usual cause is an event that repeats every few minutes with no end: giving it an end date puts this right.";
