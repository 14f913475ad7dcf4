import { Link } from "react-router";
import type { Route } from "./+types/favourites";
import { PRODUCT_NAME } from "#domain/constants";
import { listFavourites } from "#server/features/favorites/favorites.service";
import { SaunaCard } from "#app/components/sauna-card";
import { buttonVariants } from "#app/components/ui/button";
import { getApp } from "#app/lib/context.server";
import { requireSignedIn } from "#app/lib/require-user.server";

export const meta = () => [{ title: `Favourites · ${PRODUCT_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireSignedIn(context, request);
  return { favourites: await listFavourites(getApp(context).db, user) };
}

export default function Favourites({ loaderData }: Route.ComponentProps) {
  const { favourites } = loaderData;
  return (
    <div>
      <h1 className="font-serif text-2xl text-cedar-900">Favourites</h1>
      {favourites.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-sand-300 p-10 text-center">
          <p className="font-serif text-xl text-cedar-900">No favourites yet</p>
          <p className="mt-2 text-muted">Tap 'Add to Favourites' on any sauna to keep it close.</p>
          <Link to="/saunas" className={buttonVariants({ className: "mt-6" })}>Discover Saunas</Link>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {favourites.map((s) => <li key={s.id}><SaunaCard sauna={s} className="h-full" /></li>)}
        </ul>
      )}
    </div>
  );
}
