import BadgeCheck from "lucide-react/icons/badge-check";
import Store from "lucide-react/icons/store";
import { lazy, Suspense, useState } from "react";
import type { ClaimBanner as ClaimBannerState } from "#domain/owner-verification";
import { Button } from "#app/components/ui/button";
import { hasMemberMarker } from "#app/lib/member-store";
import { useT } from "#app/lib/i18n/i18n";
import { useSignInFirst } from "./use-sign-in-first";

// The claim dialog is /onboard's (same fields, same action); its code loads at the first click,
// so the page's first download stays within its budget (decision 010).
const ClaimDialog = lazy(() => import("#app/routes/onboard/claim-dialog").then((m) => ({ default: m.ClaimDialog })));

/**
 * Section 2: the claim banner (spec: Claim; error catalogue). What it shows is decided once, in
 * domain/owner-verification.ts: 'Verified Listing - Claimed by Owner' only for a listing run by
 * an owner an administrator verified; a claimed listing without a verified owner says so plainly,
 * without the badge and without 'Claim This Listing'.
 */
export function ClaimBanner({ sauna, state }: { sauna: { id: string; name: string }; state: ClaimBannerState }) {
  const [claiming, setClaiming] = useState(false);
  const signInFirst = useSignInFirst(sauna.id);
  const t = useT("sauna");

  return (
    <div className="mx-auto max-w-6xl px-4 sm:px-6">
      {state === "claimed" && (
        <p className="inline-flex items-center gap-2 rounded-full bg-sand-100 px-4 py-2 text-sm font-medium text-cedar-900">
          <Store className="size-4" aria-hidden="true" /> {t("claim.claimed")}
        </p>
      )}
      {state === "verified" && (
        <p className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-4 py-2 text-sm font-medium text-emerald-900">
          <BadgeCheck className="size-4" aria-hidden="true" /> {t("claim.verified")}
        </p>
      )}
      {state === "unclaimed" && (
        <div className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-sand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 font-medium text-cedar-900"><Store className="size-5 text-ember-700" aria-hidden="true" />{t("claim.question")}</p>
          <Button
            variant="secondary"
            size="sm"
            aria-haspopup="dialog"
            onClick={() => {
              // The page is shared: the marker cookie says a session may be here; the server decides.
              if (!hasMemberMarker()) return signInFirst(t("claim.signInTitle"), t("claim.signIn"), "info");
              setClaiming(true);
            }}
          >
            {t("claim.button")}
          </Button>
        </div>
      )}
      {claiming && (
        <Suspense fallback={null}>
          {/* Outside the branches: the page's data reloads with the listing claimed before the
              dialog hears its answer, and it must still be there to say 'Success!'. */}
          <ClaimDialog sauna={sauna} onClose={() => setClaiming(false)} onClaimed={() => setClaiming(false)} />
        </Suspense>
      )}
    </div>
  );
}
