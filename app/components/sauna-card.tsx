import MapPin from "lucide-react/icons/map-pin";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatPrice, formatRating } from "#domain/format";
import type { SaunaCardData } from "#server/features/saunas/sauna-card";
import { cn } from "#app/lib/cn";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { countyLabel, labelOf, SAUNA_TYPE_KEYS } from "./labels";
import { MessageWith } from "./message-with";
import { StarRating } from "./star-rating";
import { Badge } from "./ui/badge";
import { Skeleton } from "./ui/skeleton";

/**
 * The spec's sauna card: first image (or 'No image'), type badge, name, county, stars with the
 * one-decimal average and the review count in brackets, price per session and 'Book Now'.
 * The whole card leads to /sauna/{id}.
 */
export function SaunaCard({ sauna, className, headingLevel = 3, priority = false, details, action }: {
  sauna: SaunaCardData;
  className?: string;
  headingLevel?: 2 | 3;
  /** The page's largest first paint (the first card of a listing): loaded at once, first. */
  priority?: boolean;
  /** A line under the rating: how far away, when the next session is free. */
  details?: ReactNode;
  /** In place of 'Book Now' (a window search's card books its session in one step). */
  action?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = useT("common");
  const locale = useLocale();
  const href = useLocalePath()(`/sauna/${sauna.id}`);
  return (
    <article className={cn("group relative flex flex-col overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm transition hover:shadow-md", className)}>
      <div className="relative aspect-[4/3] overflow-hidden bg-sand-100">
        {sauna.image ? (
          <img
            src={sauna.image}
            alt=""
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding={priority ? undefined : "async"}
            width={600}
            height={450} className="size-full object-cover transition duration-500 group-hover:scale-105" />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-muted">{t("card.noImage")}</div>
        )}
        <Badge className="absolute left-3 top-3 bg-white/90 shadow-sm">{labelOf(t, SAUNA_TYPE_KEYS, sauna.type)}</Badge>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="font-serif text-lg leading-snug text-cedar-900">
          {/* The stretched link makes the whole card clickable without nesting controls. */}
          <Link to={href} className="after:absolute after:inset-0 after:content-['']">
            {sauna.name}
          </Link>
        </Heading>
        <p className="flex items-center gap-1 text-sm text-muted">
          <MapPin className="size-4" aria-hidden="true" />
          {countyLabel(t, sauna.county)}
        </p>
        <p className="flex items-center gap-2 text-sm">
          <StarRating rating={sauna.averageRating} />
          <span className="font-medium text-ink">{formatRating(sauna.averageRating)}</span>
          <span className="text-muted">({sauna.totalReviews})</span>
        </p>
        {details && <div className="text-sm text-cedar-700">{details}</div>}
        {/* Price and button each stay on one line; in a narrow card the button moves below. */}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <p className="whitespace-nowrap text-sm text-muted">
            <MessageWith text={t("card.perSession")} name="price">
              <span className="text-lg font-semibold text-ink">{formatPrice(sauna.pricePerSession, locale)}</span>
            </MessageWith>
          </p>
          {action ?? (
            <Link
              to={`${href}#booking-section`}
              className="relative z-10 whitespace-nowrap rounded-full bg-ember-600 px-4 py-2 text-sm font-medium text-white hover:bg-ember-700"
              aria-label={t("card.bookNowAt", { name: sauna.name })}
            >
              {t("card.bookNow")}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

/** A placeholder card shown while saunas load. */
export function SaunaCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-sand-200 bg-white" data-testid="sauna-card-skeleton">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-9 w-full" />
      </div>
    </div>
  );
}
