// Account settings' "Language": English or Gaeilge, each named in itself. Saving shows the
// settings page again in the language chosen (language-setting.server.ts); the member's e-mails
// follow it from then on.
import { useSection } from "#app/lib/use-section";
import { Button } from "#app/components/ui/button";
import type { Locale } from "#domain/locales";

export type LanguageSettingData = {
  current: Locale;
  options: { value: Locale; name: string }[];
  texts: { title: string; description: string; save: string };
};

export function LanguageSetting({ current, options, texts }: LanguageSettingData) {
  const { fetcher, busy } = useSection();
  return (
    <section aria-labelledby="language-heading" className="rounded-2xl border border-sand-200 bg-white p-6">
      <h2 id="language-heading" className="font-serif text-lg text-cedar-900">{texts.title}</h2>
      <p className="mt-1 text-sm text-muted">{texts.description}</p>
      <fetcher.Form method="post" className="mt-4 flex flex-wrap items-center gap-4">
        <input type="hidden" name="intent" value="language" />
        <fieldset disabled={busy} className="flex gap-4">
          <legend className="sr-only">{texts.title}</legend>
          {options.map((option) => (
            <label key={option.value} lang={option.value} className="flex items-center gap-2 text-sm text-ink">
              <input type="radio" name="locale" value={option.value} defaultChecked={option.value === current} />
              {option.name}
            </label>
          ))}
        </fieldset>
        <Button type="submit" variant="outline" disabled={busy}>{texts.save}</Button>
      </fetcher.Form>
    </section>
  );
}
