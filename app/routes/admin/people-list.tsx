// Building blocks of the admin Owners, Users, Bookings and Reviews pages: the heading, a GET
// search form (every result has its own URL), a table that scrolls in its own box on a phone,
// status badges, keyset pager links and a toast for each action's answer.
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Search from "lucide-react/icons/search";
import type { ReactNode } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import type { OwnerVerification } from "#domain/owner-verification";
import type { ToastMessage } from "#app/components/toaster";
import { Badge } from "#app/components/ui/badge";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import type { AdminT } from "./admin-meta";

export function ListHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="font-serif text-3xl text-cedar-900">{title}</h1>
        {subtitle && <p className="mt-1 text-muted">{subtitle}</p>}
      </div>
      {children}
    </header>
  );
}

/** A GET form: the search (and any filters given as children) become the page's URL. */
export function SearchForm({ label, placeholder, defaultValue, children }: { label: string; placeholder: string; defaultValue?: string; children?: ReactNode }) {
  const t = useT("admin");
  return (
    <Form method="get" role="search" className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end">
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-cedar-900">
        {label}
        <Input type="search" name="q" defaultValue={defaultValue ?? ""} placeholder={placeholder} maxLength={100} autoComplete="off" />
      </label>
      {children}
      <Button type="submit" variant="secondary" className="sm:w-auto">
        <Search aria-hidden="true" /> {t("search.button")}
      </Button>
    </Form>
  );
}

export const th = "whitespace-nowrap px-4 py-3 text-xs font-semibold uppercase tracking-wide text-muted";
export const td = "px-4 py-3 align-top";

export function TableHead({ columns }: { columns: string[] }) {
  return (
    <thead className="border-b border-sand-200 bg-sand-50">
      <tr>
        {columns.map((c) => (
          <th key={c} scope="col" className={th}>{c}</th>
        ))}
      </tr>
    </thead>
  );
}

export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-10 text-center text-muted">{children}</td>
    </tr>
  );
}

/** The badge tones of the people pages: done or good, waiting, refused or stopped. */
export const BADGE_GREEN = "bg-emerald-100 text-emerald-900";
export const BADGE_AMBER = "bg-amber-100 text-amber-950";
export const BADGE_RED = "bg-red-100 text-red-900";
/** An owner's verification (domain/owner-verification.ts) on the Owners pages. */
export const VERIFICATION_STYLE: Record<OwnerVerification, string> = { verified: BADGE_GREEN, pending: BADGE_AMBER, refused: BADGE_RED };
/** How a member's admin role reads on the Users pages (keys of the `admin` messages). */
export const ROLE_LABEL: Record<string, "role.admin" | "role.superAdmin"> = { admin: "role.admin", super_admin: "role.superAdmin" };

/**
 * A badge whose first letter is a capital: 'published' as the status is stored reads 'Published'.
 * Only the first letter, so an Irish label of several words keeps the rest in lower case.
 */
export function StatusBadge({ label, style }: { label: string; style?: string }) {
  return <Badge className={style ?? "bg-sand-100 text-cedar-900"}><span className="inline-block whitespace-nowrap first-letter:uppercase">{label}</span></Badge>;
}

/** 'View Details' with the row's name for screen readers ('View Details for Aoife Murphy'). */
export function ViewDetails({ to, what }: { to: string; what: string }) {
  const t = useT("admin");
  const localePath = useLocalePath();
  return (
    <Link to={localePath(to)} className={buttonVariants({ variant: "outline", size: "sm" })}>
      {t("list.viewDetails")}<span className="sr-only"> {t("list.viewDetailsFor", { what })}</span>
    </Link>
  );
}

/** Newer / Older links over keyset pages, keeping the search and filters. */
export function Pager({ prev, next }: { prev: string | null; next: string | null }) {
  const [params] = useSearchParams();
  const t = useT("admin");
  if (!prev && !next) return null;
  const href = (key: "after" | "before", cursor: string) => {
    const p = new URLSearchParams(params);
    p.delete("after");
    p.delete("before");
    p.set(key, cursor);
    return `?${p.toString()}`;
  };
  const link = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <nav aria-label={t("list.pages")} className="flex items-center justify-between gap-3">
      {prev ? (
        <Link to={href("before", prev)} className={link} rel="prev"><ChevronLeft aria-hidden="true" /> {t("list.newer")}</Link>
      ) : <span />}
      {next ? (
        <Link to={href("after", next)} className={link} rel="next">{t("list.older")} <ChevronRight aria-hidden="true" /></Link>
      ) : <span />}
    </nav>
  );
}

/** True while this page's own list (`pathname`, in English) is being reloaded (search, filter, another page). */
export function useListLoading(pathname: string): boolean {
  const navigation = useNavigation();
  const localePath = useLocalePath();
  return navigation.state === "loading" && navigation.location.pathname === localePath(pathname);
}

/** What an admin action answers: a toast in the spec's words (§8: 'Error' + the server's message), in the request's language. */
export type ActionAnswer = { toast: ToastMessage };
export function errorToast(t: AdminT, message: string): ActionAnswer {
  return { toast: { title: t("toast.error"), description: message, variant: "error" } };
}

/** 'No name' / 'Unknown' / 'Anonymous' when a name is missing or blank (docs/product.md §8, §9). */
export function nameOr(name: string | null | undefined, fallback: string): string {
  return name?.trim() || fallback;
}
