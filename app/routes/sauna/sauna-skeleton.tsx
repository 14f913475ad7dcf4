import { Skeleton } from "#app/components/ui/skeleton";
import { useT } from "#app/lib/i18n/i18n";

/** The spec's loading skeleton, while the page moves from one sauna to another. */
export function SaunaSkeleton() {
  const t = useT("sauna");
  return (
    <main id="main-content" tabIndex={-1} aria-busy="true" aria-label={t("skeleton.label")}>
      <p role="status" className="sr-only">{t("skeleton.status")}</p>
      <Skeleton className="h-64 rounded-none sm:h-96" />
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-6 sm:px-6">
        <div className="flex flex-wrap gap-3">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-5 w-28" />
          <Skeleton className="h-5 w-20" />
        </div>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {[0, 1, 2, 3].map((i) => <Skeleton key={i} className="aspect-[4/3]" />)}
        </div>
        <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
          <div className="space-y-3">
            <Skeleton className="h-7 w-56" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-3/4" />
          </div>
          <Skeleton className="h-40" />
        </div>
        <Skeleton className="h-64 rounded-3xl" />
      </div>
    </main>
  );
}
