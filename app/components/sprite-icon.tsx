// A Lucide icon drawn from the build's icon sprite (scripts/icon-sprite-plugin.ts, decision 019):
// the same <svg> Lucide renders (24 × 24, a round 2 px stroke in the text's colour, hidden from
// screen readers unless labelled), with a <use> of the icon's symbol in place of its shapes.
// Only the built app uses this: `import X from "lucide-react/icons/x"` resolves here.
import type { LucideProps } from "lucide-react";
import spriteUrl from "virtual:icon-sprite-url";

const LABELLED = ["aria-label", "aria-labelledby", "title", "role"];

export function spriteIcon(name: string) {
  function SpriteIcon({ size = 24, strokeWidth = 2, absoluteStrokeWidth, color = "currentColor", children, ref, ...rest }: LucideProps) {
    const width = absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(size) : strokeWidth;
    const labelled = Boolean(children) || LABELLED.some((attribute) => attribute in rest);
    return (
      <svg
        ref={ref}
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke={color}
        strokeWidth={width}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={labelled ? undefined : "true"}
        {...rest}
      >
        <use href={`${spriteUrl}#${name}`} />
        {children}
      </svg>
    );
  }
  SpriteIcon.displayName = name;
  return SpriteIcon;
}
