// Step 0, 'Claim Your Sauna': search the unclaimed listings by name and county, then claim one
// with the business name, phone and website an administrator checks before handing it over (the
// claim dialog the sauna page uses too).
import ArrowLeft from "lucide-react/icons/arrow-left";
import MapPin from "lucide-react/icons/map-pin";
import Search from "lucide-react/icons/search";
import { useState, type Ref } from "react";
import { useFetcher, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import { ClaimDialog } from "./claim-dialog";
import { useCountyName, useCountyOptions } from "#app/components/listing-option-labels";
import { controlClass, Field } from "./field";
import type { loader } from "./onboard";

type Claimable = { id: string; name: string; county: string; location: string | null; address: string | null; image: string | null };

export function ClaimPanel({ headingRef, onBack, onListInstead }: { headingRef: Ref<HTMLHeadingElement>; onBack: () => void; onListInstead: () => void }) {
  const t = useT("onboard");
  const counties = useCountyOptions();
  const countyName = useCountyName();
  const localePath = useLocalePath();
  const search = useFetcher<typeof loader>();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Claimable | null>(null);
  const searching = search.state !== "idle";
  const found = search.data?.search ?? null;
  // The button sits inside the sentence, wherever the language puts it.
  const [cantFindBefore, cantFindAfter] = t("claim.cantFind").split("{link}");

  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <button type="button" onClick={onBack} className="inline-flex items-center gap-2 text-sm font-medium text-cedar-700 hover:text-ember-700">
        <ArrowLeft className="size-4" aria-hidden="true" /> {t("back")}
      </button>
      <section aria-labelledby="onboard-claim-heading" className="mt-4 rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 id="onboard-claim-heading" ref={headingRef} tabIndex={-1} className="font-serif text-2xl text-cedar-900 outline-none sm:text-3xl">{t("claim.title")}</h1>
        <p className="mt-2 text-muted">{t("claim.intro")}</p>

        <search.Form method="get" action={localePath("/onboard")} className="mt-6 grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end" role="search" aria-label={t("claim.searchLabel")}>
          <Field name="claim.q" label={t("claim.name")} error={undefined}>
            {(control) => <input {...control} name="q" type="search" maxLength={100} autoComplete="off" placeholder={t("claim.namePlaceholder")} className={cn(controlClass, "h-11")} />}
          </Field>
          <Field name="claim.county" label={t("claim.county")} error={undefined}>
            {(control) => (
              <select {...control} name="county" defaultValue="" className={cn(controlClass, "h-11")}>
                <option value="">{t("claim.anyCounty")}</option>
                {counties.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
              </select>
            )}
          </Field>
          <Button type="submit" disabled={searching}>
            <Search aria-hidden="true" /> {searching ? t("claim.searching") : t("claim.search")}
          </Button>
        </search.Form>

        <div aria-live="polite" className="mt-6">
          {found?.error && <p className="text-sm font-medium text-red-800">{found.error}</p>}
          {found && !found.error && found.results.length === 0 && (
            <p className="rounded-2xl bg-sand-50 p-4 text-sm text-cedar-700">{t("claim.noResults")}</p>
          )}
          {found && found.results.length > 0 && (
            <>
              <h2 className="text-sm font-medium text-cedar-900">{t("claim.found", { count: found.results.length })}</h2>
              <ul className="mt-3 grid gap-3">
                {found.results.map((s) => (
                  <li key={s.id} className="flex flex-col gap-3 rounded-2xl border border-sand-200 p-3 sm:flex-row sm:items-center">
                    <span className="flex min-w-0 flex-1 items-center gap-3">
                      <span className="size-14 shrink-0 overflow-hidden rounded-xl bg-sand-100">{s.image && <img src={s.image} alt="" className="size-full object-cover" />}</span>
                      <span className="min-w-0">
                        <span className="block font-medium text-ink">{s.name}</span>
                        <span className="flex items-center gap-1 text-sm text-muted"><MapPin className="size-3.5 shrink-0" aria-hidden="true" />{s.location ? `${s.location}, ` : ""}{countyName(s.county)}</span>
                      </span>
                    </span>
                    <Button variant="secondary" size="sm" onClick={() => setChosen(s)} aria-label={t("claim.claimNamed", { name: s.name })}>{t("claim.claimThis")}</Button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>

        <div className="mt-8 rounded-2xl bg-sand-50 p-4 text-sm text-cedar-700">
          {cantFindBefore}
          <button type="button" onClick={onListInstead} className="font-medium text-ember-700 underline underline-offset-2">{t("claim.listInstead")}</button>
          {cantFindAfter}
        </div>
      </section>
      {chosen && <ClaimDialog sauna={chosen} onClose={() => setChosen(null)} onClaimed={() => navigate(localePath("/dashboard"))} />}
    </main>
  );
}
