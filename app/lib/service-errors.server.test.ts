// Decision 021: attempt() and serviceLoader put a service's message in the request's language.
import { expect, it } from "vitest";
import { invalid, notFound } from "#server/features/errors";
import { inRequestLocale } from "#server/i18n/request-locale";
import { attempt, serviceLoader } from "./service-errors.server";

const refuse = () => Promise.reject(invalid("Please enter your email address", { email: "Please enter your email address" }));

it("gives a service's message in Irish on an Irish page, with its field messages", async () => {
  expect(await inRequestLocale("ga", () => attempt(refuse))).toEqual({
    ok: false, error: "Cuir isteach do sheoladh ríomhphoist", fieldErrors: { email: "Cuir isteach do sheoladh ríomhphoist" }, status: 400,
  });
});

it("gives it in English, unchanged, elsewhere", async () => {
  expect(await attempt(refuse)).toEqual({ ok: false, error: "Please enter your email address", fieldErrors: { email: "Please enter your email address" }, status: 400 });
});

it("answers a loader's ServiceError in the request's language", async () => {
  const thrown = await inRequestLocale("ga", () => serviceLoader(() => Promise.reject(notFound("Booking not found")))).catch((e: unknown) => e);
  expect(thrown).toMatchObject({ data: "Níor aimsíodh an áirithint", init: { status: 404 } });
});
