import { Link } from "react-router";
import type { Route } from "./+types/favourites";
import { listFavourites } from "#server/features/favorites/favorites.service";
import { SaunaCard } from "#app/components/sauna-card";
import { buttonVariants } from "#app/components/ui/button";
import { getApp } from "#app/lib/context.server";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import { requireSignedIn } from "#app/lib/require-user.server";
import { accountTitle } from "./account-meta";

export const meta: Route.MetaFunction = (args) => [{ title: accountTitle(args, "favourites.title") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireSignedIn(context, request);
  return { favourites: await listFavourites(getApp(context).db, user) };
}

export default function Favourites({ loaderData }: Route.ComponentProps) {
  const { favourites } = loaderData;
  const t = useT("account");
  const localePath = useLocalePath();
  return (
    <div>
      <h1 className="font-serif text-2xl text-cedar-900">{t("favourites.title")}</h1>
      {favourites.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-sand-300 p-10 text-center">
          <p className="font-serif text-xl text-cedar-900">{t("favourites.emptyTitle")}</p>
          <p className="mt-2 text-muted">{t("favourites.emptyText")}</p>
          <Link to={localePath("/saunas")} className={buttonVariants({ className: "mt-6" })}>{t("favourites.discover")}</Link>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {favourites.map((s) => <li key={s.id}><SaunaCard sauna={s} className="h-full" /></li>)}
        </ul>
      )}
    </div>
  );
}
