// POST /api/gift-voucher-balance: what a gift voucher code still holds, for the sauna page's total
// before Book Now (decision 017). A POST, so the code travels in the body, never in an address a
// log or a history keeps; counted as a code try like Book Now's.
import { data } from "react-router";
import type { Route } from "./+types/gift-voucher-balance";
import { voucherBalance } from "#server/features/gift-vouchers/voucher-codes.service";
import { getApp } from "#app/lib/context.server";
import { formFields } from "#app/lib/form.server";
import { attempt } from "#app/lib/service-errors.server";

export async function action({ context }: Route.ActionArgs) {
  const { db, actor, clientAddress } = getApp(context);
  const result = await attempt(() => voucherBalance(db, actor, formFields(context).voucherCode, clientAddress));
  if (!result.ok) return data({ ok: false as const, error: result.error }, { status: result.status });
  return { ok: true as const, balanceCents: result.value.balanceCents };
}
