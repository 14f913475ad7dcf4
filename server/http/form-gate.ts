// Every request React Router answers passes this gate first, so no page or resource route can
// fail with a 500 because its input was malformed: methods other than GET, HEAD and
// POST are refused here (405); a POST must be a web form (415) that can be read (400), with a
// bounded number of fields and of values per name (413, form-field-limits.ts: counted before the
// parse, so a small body of countless fields costs no more than its bytes); and no field, path
// segment or query value may hold control characters, which PostgreSQL cannot store or which
// only serve to disguise text (400). Those last problems are handed on as a
// `RequestProblem` and answered by the root route's middleware (app/root.tsx), so a person sees
// them on the site's own error page and a fetcher receives them in React Router's format. A good
// form is parsed once here and handed to actions through the router context, along with its
// bytes for React Router.
import type { MiddlewareHandler } from "hono";
import { localeOfPath } from "#domain/locales";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, withoutControlCharacters } from "#domain/text";
import { errorInLanguage } from "#server/i18n/error-text";
import { FORM_MAX_FIELDS, FORM_MAX_REPEATS, mayExceedFieldCap, TOO_MANY_FIELDS, tooManyRepeats } from "./form-field-limits";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export type ParsedForm = { form: FormData; bytes: ArrayBuffer };
export type RequestProblem = { status: 400 | 413 | 415; message: string };

export const FORM_UNREADABLE = "The form could not be read. Please reload the page and try again.";
export const NOT_A_WEB_FORM = "This address only accepts web forms. Please reload the page and try again.";

type GateEnv = { Variables: { parsedForm: ParsedForm | undefined; requestProblem: RequestProblem | undefined } };

export function formGate(): MiddlewareHandler<GateEnv> {
  return async (c, next) => {
    const method = c.req.method;
    // Its messages are in the address's language (decision 021): `/ga/…` answers in Irish.
    const locale = localeOfPath(new URL(c.req.url).pathname);
    if (method !== "GET" && method !== "HEAD" && method !== "POST") {
      return c.text(errorInLanguage(locale, `This address can't be used with a ${method} request.`), 405, { Allow: "GET, HEAD, POST" });
    }
    const problem = checkAddress(c.req.url) ?? (method === "POST" ? await readForm(c) : null);
    if (problem) c.set("requestProblem", { ...problem, message: errorInLanguage(locale, problem.message) });
    return next();
  };
}

/** Parses and checks a POST's form, keeping it for the router; the problem with it, or null. */
async function readForm(c: Parameters<MiddlewareHandler<GateEnv>>[0]): Promise<RequestProblem | null> {
  const contentType = c.req.header("content-type") ?? "";
  if (!FORM_TYPES.has(contentType.split(";")[0].trim().toLowerCase())) return { status: 415, message: NOT_A_WEB_FORM };
  // The body limit (request-limits.ts) has already bounded what this reads.
  const bytes = await c.req.arrayBuffer();
  if (mayExceedFieldCap(new Uint8Array(bytes), contentType)) return { status: 413, message: TOO_MANY_FIELDS };
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    return { status: 400, message: FORM_UNREADABLE };
  }
  const timesSent = new Map<string, number>();
  let fields = 0;
  for (const [name, value] of form) {
    if (hasControlCharacters(name) || (typeof value === "string" && hasControlCharacters(value))) {
      return { status: 400, message: `The field “${printable(name)}” ${CONTROL_CHARACTERS_MESSAGE}` };
    }
    // Counted on the bytes already; counted exactly here, should a body have been written in a
    // way that count did not recognise.
    if (++fields > FORM_MAX_FIELDS) return { status: 413, message: TOO_MANY_FIELDS };
    const times = (timesSent.get(name) ?? 0) + 1;
    if (times > FORM_MAX_REPEATS) return { status: 413, message: tooManyRepeats(printable(name)) };
    timesSent.set(name, times);
  }
  c.set("parsedForm", { form, bytes });
  return null;
}

/** A problem with the path or query string, or null. */
function checkAddress(url: string): RequestProblem | null {
  const { pathname, search } = new URL(url);
  let decoded: string[];
  try {
    decoded = [decodeURIComponent(pathname), ...[...new URLSearchParams(search)].flat()];
  } catch {
    return { status: 400, message: "This address is not valid. Please check the link and try again." };
  }
  if (decoded.some(hasControlCharacters)) {
    return { status: 400, message: "This address contains characters that aren't allowed. Please check the link and try again." };
  }
  return null;
}

function printable(name: string): string {
  return withoutControlCharacters(name).slice(0, 60);
}
