import { data } from "react-router";
import { NotFoundPage } from "#app/components/not-found-page";

export const meta = () => [{ title: "Page not found · Sauna Éire" }];

/** Any other path: the 404 page, with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
