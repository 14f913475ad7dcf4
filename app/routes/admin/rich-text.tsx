// A message whose placeholders are elements, not text: "{claimant} claims {sauna}" with the two
// names in bold, wherever the language puts them. Pass the message as `t(key)` gives it without
// values: its `{name}` placeholders are still in it.
import { Fragment, type ReactNode } from "react";

export function richText(message: string, parts: Record<string, ReactNode>): ReactNode {
  return message.split(/(\{\w+\})/).map((piece, i) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={i}>{name && name in parts ? parts[name] : piece}</Fragment>;
  });
}
