// A list's filters are a plain GET form, so they work without JavaScript and the URL can be
// shared (the public listing, admin Saunas). With JavaScript, empty fields stay out of the URL
// and the page keeps its scroll; the fields are uncontrolled and follow the URL when a link or
// the back button changes it (followUrl), without remounting, so focus stays put.
import type { ReactNode, Ref } from "react";
import { Form, useSubmit } from "react-router";

export const filterFieldClass = "h-11 w-full rounded-xl border border-sand-300 bg-white px-3 text-base text-ink placeholder:text-muted focus:border-ember-500 sm:text-sm";
export const filterLabelClass = "mb-1 block text-xs font-semibold uppercase tracking-wide text-cedar-700";

export function FilterForm({ ref, action, label, className, children }: {
  ref: Ref<HTMLFormElement>;
  /** The list's own path. */
  action: string;
  /** The search landmark's name. */
  label: string;
  className: string;
  children: ReactNode;
}) {
  const submit = useSubmit();
  return (
    <Form
      ref={ref}
      method="get"
      action={action}
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        const params = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget)) {
          if (typeof value === "string" && value.trim() !== "") params.set(name, value.trim());
        }
        submit(params, { method: "get", action, preventScrollReset: true });
      }}
      className={className}
    >
      {children}
    </Form>
  );
}

/** Sets each named field of the form whose value differs from the URL's. */
export function followUrl(form: HTMLFormElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
    if (field && field.value !== value) field.value = value;
  }
}
