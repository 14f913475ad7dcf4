// "A host just asked for their calendar to be imported": the background import in this process
// looks at once instead of at its next poll (decision 011). Another process's worker finds the
// request at its own next poll (a minute at most).
import { inProcessSignal } from "#server/in-process-signal";

export const calendarImportAsked = inProcessSignal("calendar-import-asked");
