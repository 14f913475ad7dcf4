// The booking's .ics file comes from the server (booking-ics.ts, which the confirmation e-mail
// attaches too) with its summary and description in English. The download from an Irish page
// says them in Irish: this puts another text into one property of the event, written as the
// `ics` library writes it (escaped, folded every 75 characters with CRLF and a tab).

/** A property value as iCalendar escapes it (the `ics` library's formatText). */
function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/\r?\n/g, "\\n").replace(/;/g, "\\;").replace(/,/g, "\\,");
}

/** A content line folded as the `ics` library folds it: 75 characters, then 74 after each fold. */
function foldLine(line: string): string {
  const chars = Array.from(line);
  const parts = [chars.splice(0, 75).join("")];
  while (chars.length > 0) parts.push(chars.splice(0, 74).join(""));
  return parts.join("\r\n\t");
}

/** `ics` with its (first) `property` (SUMMARY, DESCRIPTION) saying `text`; unchanged if it has none. */
export function withIcsText(ics: string, property: string, text: string): string {
  const lines = ics.replace(/\r\n[\t ]/g, "").split("\r\n");
  const at = lines.findIndex((line) => line.startsWith(`${property}:`));
  if (at === -1) return ics;
  lines[at] = foldLine(`${property}:${escapeText(text)}`);
  // Only the replaced line is written anew; the others go back folded as they came.
  const original = ics.split(/\r\n(?![\t ])/);
  original[at] = lines[at];
  return original.join("\r\n");
}
