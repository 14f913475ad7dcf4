// Refuses commonly used passwords with a reason (docs/product.md §5 Sign-in and sign-up). zxcvbn-ts's common
// password list is server-only, so it never reaches the browser bundle.
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";

let checker: ZxcvbnFactory | undefined;

/** A reason when the password is too easy to guess, otherwise null. */
export function commonPasswordReason(password: string): string | null {
  checker ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  const result = checker.check(password);
  const wholeIsCommon = result.sequence.some(
    (m) => m.pattern === "dictionary" && "dictionaryName" in m && m.dictionaryName === "passwords" && m.token.length === password.length,
  );
  if (wholeIsCommon || result.score === 0) {
    return "This password is too common and easy to guess. Please choose a less common password.";
  }
  return null;
}
