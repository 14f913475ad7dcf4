import Search from "lucide-react/icons/search";
import { useEffect, useRef, type FormEvent } from "react";
import { Form, useSubmit } from "react-router";
import { SAUNA_STATUSES, type SaunaStatus } from "#domain/constants";
import { ADMIN_SAUNAS_MAX_QUERY_LENGTH } from "#domain/sauna-moderation";
import { Button } from "#app/components/ui/button";

const fieldClass = "h-11 w-full rounded-xl border border-sand-300 bg-white px-3 text-base text-ink placeholder:text-muted focus:border-ember-500 sm:text-sm";
const labelClass = "mb-1 block text-xs font-semibold uppercase tracking-wide text-cedar-700";

const STATUS_LABELS: Record<SaunaStatus, string> = { pending: "Pending", active: "Active", suspended: "Suspended" };

/**
 * Search (name or county) and status: a GET form, so each view has its own address and works
 * without JavaScript. A new search starts from the first page; empty fields stay out of the URL.
 */
export function SaunasFilterBar({ query }: { query: { q?: string; status?: SaunaStatus } }) {
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();

  // Follow the URL when it changes by a link or the back button, without remounting the fields.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const [name, value] of [["q", query.q ?? ""], ["status", query.status ?? ""]] as const) {
      const field = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
      if (field && field.value !== value) field.value = value;
    }
  }, [query]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "") params.set(name, value.trim());
    }
    submit(params, { method: "get", action: "/admin/saunas", preventScrollReset: true });
  }

  return (
    <Form
      ref={formRef}
      method="get"
      action="/admin/saunas"
      role="search"
      aria-label="Find saunas"
      onSubmit={onSubmit}
      className="grid gap-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_12rem_auto] sm:items-end"
    >
      <div>
        <label htmlFor="admin-saunas-q" className={labelClass}>Search</label>
        <input
          id="admin-saunas-q"
          name="q"
          type="search"
          defaultValue={query.q ?? ""}
          maxLength={ADMIN_SAUNAS_MAX_QUERY_LENGTH}
          placeholder="Name or county"
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor="admin-saunas-status" className={labelClass}>Status</label>
        <select id="admin-saunas-status" name="status" defaultValue={query.status ?? ""} className={fieldClass}>
          <option value="">All statuses</option>
          {SAUNA_STATUSES.map((s) => (
            <option key={s} value={s}>{STATUS_LABELS[s]}</option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary">
        <Search aria-hidden="true" /> Search
      </Button>
    </Form>
  );
}
