// The one way actions and loaders read their input: the Hono form gate has already
// refused unreadable bodies, wrong methods and control characters; here each action's schema
// turns the form (or a loader's query string) into typed input. A problem becomes a ServiceError
// ('invalid', 400) with the first message and one per field, so call these inside attempt().
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { FORM_UNREADABLE } from "#server/http/form-gate";
import { invalid, parseOrInvalid } from "#server/features/errors";
import { getApp } from "./context.server";

export type FormValue = string | File;
export type FormObject = Record<string, FormValue | FormValue[]>;

/**
 * A name sent once is a value, sent more often a list; file inputs left empty are dropped. One
 * pass, each value appended in place: copying the list for every repeat made a form that repeats
 * a name n times cost n². Collected in a Map, so a field called "__proto__" or
 * "constructor" is just a field.
 */
export function formObject(form: FormData): FormObject {
  const fields = new Map<string, FormValue | FormValue[]>();
  for (const [name, value] of form) {
    if (typeof value !== "string" && value.size === 0 && value.name === "") continue;
    const existing = fields.get(name);
    if (existing === undefined) fields.set(name, value);
    else if (Array.isArray(existing)) existing.push(value);
    else fields.set(name, [existing, value]);
  }
  return Object.fromEntries(fields);
}

/** The request's form as a plain object, for a service that parses it with its own schema. */
export function formFields(context: Readonly<RouterContextProvider>): FormObject {
  const { form } = getApp(context);
  if (!form) throw invalid(FORM_UNREADABLE);
  return formObject(form);
}

/** The request's form parsed by the action's schema. */
export function parseForm<S extends z.ZodType>(context: Readonly<RouterContextProvider>, schema: S): z.output<S> {
  return parseOrInvalid(schema, formFields(context));
}

/** One text field: its value, or "" when it is missing, a file or sent more than once. */
export function textField(fields: FormObject, name: string): string {
  const value = fields[name];
  return typeof value === "string" ? value : "";
}

/** The URL's query string as a plain object; a repeated name keeps its first value. */
export function queryFields(request: Request): Record<string, string> {
  const query = new Map<string, string>();
  for (const [name, value] of new URL(request.url).searchParams) if (!query.has(name)) query.set(name, value);
  return Object.fromEntries(query);
}

/** The URL's query string parsed by the loader's schema. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  return parseOrInvalid(schema, queryFields(request));
}
