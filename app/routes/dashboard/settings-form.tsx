// Building blocks of Sauna Settings' sections: each section is its own form with its own Save,
// posting to the page's action with an intent, and says what happened in a toast and beside
// the fields. Each form is noValidate: the server checks it with the shared schema and its message
// shows beside the field in the page's words (a price off the €5 step, a bad address), where the
// browser would otherwise stop the form with its own bubble and the host would see nothing here.
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button";
import { useT } from "#app/lib/i18n/i18n";

export type SettingsIntent =
  | "details" | "position" | "amenities" | "prices" | "sessions" | "calendar-import" | "photo-add" | "photo-remove" | "photo-order"
  | "pause" | "relist" | "request-deletion" | "withdraw-deletion" | "stop-add" | "stop-update" | "stop-remove";

export function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={`${id}-heading`} className="font-serif text-xl text-cedar-900">{title}</h2>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The hidden fields every section sends. */
export function SectionFields({ intent, saunaId }: { intent: SettingsIntent; saunaId: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="saunaId" value={saunaId} />
    </>
  );
}

export function SaveButton({ busy, children }: { busy: boolean; children?: ReactNode }) {
  const t = useT("dashboard");
  return <Button type="submit" disabled={busy}>{busy ? t("common.saving") : (children ?? t("common.save"))}</Button>;
}

export const selectClass = "h-11 w-full rounded-xl border border-sand-300 bg-white px-3 text-base text-ink focus:border-ember-500";
export const textareaClass = "w-full rounded-xl border border-sand-300 bg-white px-4 py-3 text-base text-ink placeholder:text-muted focus:border-ember-500";
