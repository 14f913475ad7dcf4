// The overall rating of the review flow: five stars that behave as one radio group (WAI-ARIA
// radio group pattern), so a keyboard user meets one Tab stop, moves and chooses with the arrow
// keys, Home and End, and a screen reader hears "4 stars, radio, 4 of 5".
import Star from "lucide-react/icons/star";
import { useRef, type KeyboardEvent } from "react";
import { cn } from "#app/lib/cn";
import { useT } from "#app/lib/i18n/i18n";

const STARS = [1, 2, 3, 4, 5] as const;

export function StarRating({ value, onChange, describedBy }: { value: number; onChange: (stars: number) => void; describedBy?: string }) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const t = useT("sauna");
  // One Tab stop: the chosen star, or the first while none is chosen.
  const tabStop = value >= 1 ? value : 1;

  function choose(stars: number) {
    onChange(stars);
    buttons.current[stars - 1]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, stars: number) {
    const next = {
      ArrowRight: stars === 5 ? 1 : stars + 1,
      ArrowDown: stars === 5 ? 1 : stars + 1,
      ArrowLeft: stars === 1 ? 5 : stars - 1,
      ArrowUp: stars === 1 ? 5 : stars - 1,
      Home: 1,
      End: 5,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  }

  return (
    <div role="radiogroup" aria-label={t("review.overall")} aria-describedby={describedBy} className="mt-6 flex justify-center gap-2">
      {STARS.map((n) => (
        <button
          key={n}
          ref={(el) => { buttons.current[n - 1] = el; }}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={t("review.stars", { count: n })}
          tabIndex={n === tabStop ? 0 : -1}
          onClick={() => choose(n)}
          onKeyDown={(e) => onKeyDown(e, n)}
          className="rounded-full p-1 focus-visible:bg-sand-50"
        >
          <Star className={cn("size-10 sm:size-12", n <= value ? "fill-amber-400 text-amber-400" : "text-sand-300")} aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
