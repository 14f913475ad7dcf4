// For tests of a call that must fail with one kind of error and whose fields they then check.
import { expect } from "vitest";

/** The error `promise` fails with, which must be a `type` (the test fails if it succeeds or fails otherwise). */
export async function failureOf<E>(promise: Promise<unknown>, type: abstract new (...args: never[]) => E): Promise<E> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  return error as E;
}
