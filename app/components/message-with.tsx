// A message with an element inside it (an emphasised price, a link): the translation says where
// it goes with a placeholder, as in "{price} per session", and the element takes its place, so
// each language orders its sentence as it needs.
import type { ReactNode } from "react";

/** `text` (a message with `{name}` left unfilled) with `children` in place of `{name}`. */
export function MessageWith({ text, name, children }: { text: string; name: string; children: ReactNode }) {
  const [before, after = ""] = text.split(`{${name}}`);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
