import { data, type RouterContextProvider } from "react-router";
import type { PaymentProvider } from "#server/integrations/payments/payment-provider";
import { getApp } from "./context.server";

/** The payment provider; without card payments configured these pages don't exist. */
export function paymentsOrNotFound(context: Readonly<RouterContextProvider>): PaymentProvider {
  const { payments } = getApp(context);
  if (!payments) throw data("Card payments are not configured.", { status: 404 });
  return payments;
}
