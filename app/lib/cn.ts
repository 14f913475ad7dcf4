import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. A caller's classes override a component's own because the components write
 * theirs under the `ui:` variant (app/app.css), a cascade layer below plain utilities; so no
 * runtime merging (tailwind-merge was 8 KB of JavaScript on every page). Two plain classes of the
 * same property in one element are a bug to avoid, not something resolved here.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
