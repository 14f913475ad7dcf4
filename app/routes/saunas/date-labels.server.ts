import { freeDateLabel } from "#domain/free-date-label";
import type { Locale } from "#domain/locales";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Every day (YYYY-MM-DD) found in `data`, named in `locale`: what the page's sections show. */
export function dateLabelsIn(data: unknown, locale: Locale): Record<string, string> {
  const labels: Record<string, string> = {};
  const walk = (value: unknown) => {
    if (typeof value === "string") {
      if (DAY.test(value)) labels[value] = freeDateLabel(value, locale);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(data);
  return labels;
}
