// 'Download My Data': everything we hold about the signed-in user, as a JSON file.
import type { Route } from "./+types/data-export";
import { exportAccountData } from "#server/features/account/account.service";
import { getApp } from "#app/lib/context.server";
import { requireSignedIn } from "#app/lib/require-user.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireSignedIn(context, request);
  const body = JSON.stringify(await exportAccountData(getApp(context).db, user), null, 2);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="sauna-eire-my-data.json"',
      "Cache-Control": "private, no-store",
    },
  });
}
