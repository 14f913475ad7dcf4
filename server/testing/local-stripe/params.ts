// Reads an endpoint's parameters the way Stripe checks them: an unknown parameter is refused by
// its full bracket name, integers must be whole numbers (amounts are integer cents), booleans
// "true" or "false", an empty string is refused (Stripe takes it as an attempt to unset), and
// metadata is at most 50 string values with keys up to 40 characters.
import { invalidParam } from "./wire";

export type ParamSpec = "string" | "integer" | "boolean" | "metadata" | "strings" | { list: ParamSpec } | { [key: string]: ParamSpec };

export type ParamsOf<S> = S extends "string"
  ? string
  : S extends "integer"
    ? number
    : S extends "boolean"
      ? boolean
      : S extends "metadata"
        ? Record<string, string>
        : S extends "strings"
          ? string[]
          : S extends { list: infer I }
            ? ParamsOf<I>[]
            : S extends Record<string, ParamSpec>
              ? { -readonly [K in keyof S]?: ParamsOf<S[K]> }
              : never;

/** Checks raw parsed parameters against a spec; `expand` is allowed on every endpoint. */
export function readParams<S extends Record<string, ParamSpec>>(raw: Record<string, unknown>, spec: S): ParamsOf<S> & { expand?: string[] } {
  const { expand, ...rest } = raw;
  const params = readObject(rest, spec, "") as ParamsOf<S> & { expand?: string[] };
  if (expand !== undefined) params.expand = readValue(expand, "strings", "expand") as string[];
  return params;
}

const nameOf = (prefix: string, key: string) => (prefix ? `${prefix}[${key}]` : key);

function readObject(raw: unknown, spec: Record<string, ParamSpec>, prefix: string): Record<string, unknown> {
  if (!isPlainObject(raw)) throw invalidParam(prefix, `Invalid object: ${prefix} must be a hash of parameters.`, "parameter_invalid");
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const name = nameOf(prefix, key);
    const child = spec[key];
    if (child === undefined) throw invalidParam(name, `Received unknown parameter: ${name}`, "parameter_unknown");
    out[key] = readValue(value, child, name);
  }
  return out;
}

function readValue(value: unknown, spec: ParamSpec, name: string): unknown {
  if (spec === "metadata") return readMetadata(value, name);
  if (typeof spec === "string" && spec !== "strings") {
    if (typeof value !== "string") throw invalidParam(name, `Invalid ${spec}: ${name} must be a single value, not a hash or an array.`);
    if (value === "") {
      throw invalidParam(
        name,
        `You passed an empty string for '${name}'. We assume empty values are an attempt to unset a parameter; however '${name}' cannot be unset. You should remove '${name}' from your request or supply a non-empty value.`,
        "parameter_invalid_empty",
      );
    }
    if (spec === "integer") {
      if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
        throw invalidParam(name, `Invalid integer: ${value}`, "parameter_invalid_integer");
      }
      return Number(value);
    }
    if (spec === "boolean") {
      if (value !== "true" && value !== "false") throw invalidParam(name, `Invalid boolean: ${value}`, "parameter_invalid");
      return value === "true";
    }
    return value;
  }
  if (spec === "strings" || "list" in spec) {
    const items = listItems(value, name);
    const itemSpec: ParamSpec = spec === "strings" ? "string" : (spec.list as ParamSpec);
    return items.map((item, index) => readValue(item, itemSpec, `${name}[${index}]`));
  }
  return readObject(value, spec as Record<string, ParamSpec>, name);
}

function listItems(value: unknown, name: string): unknown[] {
  if (Array.isArray(value)) return value;
  // qs turns `a[7]=x` with a gap, or a list past its array limit, into an object with index keys.
  if (isPlainObject(value) && Object.keys(value).every((key) => /^\d+$/.test(key))) {
    return Object.keys(value)
      .sort((a, b) => Number(a) - Number(b))
      .map((key) => value[key]);
  }
  throw invalidParam(name, `Invalid array: ${name} must be an array.`);
}

function readMetadata(value: unknown, name: string): Record<string, string> {
  // `metadata=` (an empty string) unsets all keys; on a new object that is no metadata.
  if (value === "") return {};
  if (!isPlainObject(value)) throw invalidParam(name, `Invalid object: ${name} must be a hash of keys and values.`);
  const entries = Object.entries(value);
  if (entries.length > 50) throw invalidParam(name, `Invalid ${name}: metadata can have at most 50 keys.`);
  const out: Record<string, string> = {};
  for (const [key, item] of entries) {
    const itemName = `${name}[${key}]`;
    if (key.length > 40) throw invalidParam(itemName, `Invalid ${name}: keys can be at most 40 characters long ('${key}').`);
    if (typeof item !== "string") throw invalidParam(itemName, `Invalid value for ${itemName}: metadata values must be strings.`);
    if (item.length > 500) throw invalidParam(itemName, `Invalid ${name}: values can be at most 500 characters long.`);
    // An empty value unsets the key.
    if (item !== "") out[key] = item;
  }
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An absolute http(s) URL, as Stripe requires for success_url, return_url and the like. */
export function checkUrl(value: string | undefined, name: string): void {
  if (value === undefined) return;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || value.length > 5000) {
    throw invalidParam(name, `Not a valid URL`, "url_invalid");
  }
}

export function checkOneOf<T extends string>(value: string | undefined, allowed: readonly T[], name: string): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw invalidParam(name, `Invalid ${name}: must be one of ${allowed.join(", ")}`);
  }
  return value as T;
}

export function checkCurrency(value: string | undefined, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (!/^[a-zA-Z]{3}$/.test(value)) throw invalidParam(name, `Invalid currency: ${value}. Stripe currently supports these currencies: eur, usd, gbp, …`);
  return value.toLowerCase();
}
