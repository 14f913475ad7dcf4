// GET /admin/payouts/ledger.csv?filter=…&host=…: the Payouts ledger as a CSV download, in the
// request's language.
import type { Route } from "./+types/payouts-csv";
import { payoutLedgerCsv } from "#server/features/admin/admin-payouts.csv";
import { csvHeaders } from "#server/features/admin/admin-csv";
import { getApp } from "#app/lib/context.server";
import { queryFields } from "#app/lib/form.server";
import { requestLocale } from "#server/i18n/messages";
import { requireAdminPage } from "./admin-guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  const { filename, body } = payoutLedgerCsv(getApp(context).db, admin, queryFields(request), requestLocale(request));
  return new Response(body, { headers: csvHeaders(filename) });
}
