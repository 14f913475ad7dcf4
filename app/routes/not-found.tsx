import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { PRODUCT_NAME } from "#domain/constants";
import { localeOfPath } from "#domain/locales";
import { NotFoundPage } from "#app/components/not-found-page";
import { translate, type Messages } from "#domain/messages/translate";

/** Titled in the address's language, from the root's shell messages. */
export function meta({ matches, location }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root") as { data?: { messages?: Messages } } | undefined;
  return [{ title: translate(localeOfPath(location.pathname), root?.data?.messages, "notFound.pageTitle", { product: PRODUCT_NAME }) }];
}

/** Any other path: the 404 page, with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
