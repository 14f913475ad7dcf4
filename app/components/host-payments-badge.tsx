import CheckCircle2 from "lucide-react/icons/check-circle-2";
import type { HostPaymentsState } from "#domain/host-payments";
import { Badge } from "#app/components/ui/badge";
import { useT } from "#app/lib/i18n/i18n";

/** Ready green, action needed amber (the host has something to do), not started neutral. */
const STATE_STYLE: Record<HostPaymentsState, string> = {
  not_started: "bg-sand-100 text-ink",
  action_needed: "bg-amber-100 text-amber-950",
  ready: "bg-emerald-100 text-emerald-900",
};

/** Each state's words, in the page's language. */
const STATE_KEY = {
  not_started: "hostPayments.not_started",
  action_needed: "hostPayments.action_needed",
  ready: "hostPayments.ready",
} as const satisfies Record<HostPaymentsState, string>;

/** Where the host stands with Stripe (domain/host-payments.ts), as onboarding and Account show it. */
export function HostPaymentsBadge({ state }: { state: HostPaymentsState }) {
  const t = useT("common");
  return (
    <Badge className={STATE_STYLE[state]}>
      {state === "ready" && <CheckCircle2 className="mr-1 size-3.5" aria-hidden="true" />}
      {t(STATE_KEY[state])}
    </Badge>
  );
}
