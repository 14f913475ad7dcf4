// Decision 021: error messages reach a person in the page's language; English stays exactly
// what the domain and services write, and every message of the `errors` catalogue is found again
// from its English words, whatever fills its placeholders.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { SignUpSchema } from "#domain/auth-schemas";
import { PASSWORD_MIN_LENGTH } from "#domain/constants";
import { messagesFor } from "#server/i18n/messages";
import { formGate, type ParsedForm, type RequestProblem } from "#server/http/form-gate";
import { errorInLanguage, errorKeyOf, valueKeyOf } from "./error-text";
import { currentRequestLocale, inRequestLocale } from "./request-locale";

const english = messagesFor("en", "errors");

describe("the errors catalogue", () => {
  it("finds each English message's key again, and each value's words, their placeholders filled", () => {
    const problems: string[] = [];
    for (const [key, message] of Object.entries(english)) {
      for (const text of typeof message === "string" ? [message] : Object.values(message)) {
        const sample = text!.replace(/\{count\}/g, "7").replace(/\{time\}/g, "18:00").replace(/\{(\w+)\}/g, "sample $1");
        // `value.<placeholder>.*`: the words of a value inside messages, found among that placeholder's.
        const found = key.startsWith("value.") ? valueKeyOf(key.split(".")[1], sample) : errorKeyOf(sample);
        if (found?.key !== key) problems.push(`${key}: found ${found?.key}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("gives English back byte for byte, and Irish for a known message, counted ones in their plural form", () => {
    const tooShort = SignUpSchema.safeParse({ fullName: "Aoife", email: "aoife@example.ie", password: "abc" }).error!.issues[0].message;
    expect(errorInLanguage("en", tooShort)).toBe(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`);
    expect(errorInLanguage("ga", tooShort)).toBe(`Ní mór ${PASSWORD_MIN_LENGTH} charachtar ar a laghad a bheith sa phasfhocal`);
    expect(errorInLanguage("ga", "Please enter your email address")).toBe("Cuir isteach do sheoladh ríomhphoist");
    expect(errorInLanguage("ga", "Please use at most 8 characters")).toBe("Ná húsáid níos mó ná 8 gcarachtar");
  });

  it("leaves a message it does not know in English rather than showing a key", () => {
    expect(errorInLanguage("ga", "A message nobody translated yet.")).toBe("A message nobody translated yet.");
  });
});

describe("the request's language", () => {
  it("is English outside a request and the given language inside one, across awaits", async () => {
    expect(currentRequestLocale()).toBe("en");
    await inRequestLocale("ga", async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(currentRequestLocale()).toBe("ga");
    });
  });
});

describe("the form gate answers in the address's language", () => {
  const app = new Hono<{ Variables: { parsedForm: ParsedForm | undefined; requestProblem: RequestProblem | undefined } }>()
    .use(formGate())
    .all("*", (c) => c.json({ problem: c.get("requestProblem") ?? null }));
  const post = async (path: string) =>
    (await app.request(path, { method: "POST", body: "name=Ao\u0007ife", headers: { "content-type": "application/x-www-form-urlencoded" } })).json();

  it("in Irish under /ga, in English elsewhere", async () => {
    expect(await post("/ga/my-account/settings")).toEqual({ problem: { status: 400, message: "Tá carachtair sa réimse “name” nach féidir a stóráil. Bain amach iad agus bain triail eile as." } });
    expect(await post("/my-account/settings")).toEqual({ problem: { status: 400, message: "The field “name” contains characters that can't be stored. Please remove them and try again." } });
    const refused = await app.request("/ga/saunas", { method: "PUT" });
    expect(await refused.text()).toBe("Ní féidir iarratas PUT a úsáid leis an seoladh seo.");
  });
});
