import BadgeCheck from "lucide-react/icons/badge-check";
import Store from "lucide-react/icons/store";
import { useEffect } from "react";
import { useFetcher, useRevalidator } from "react-router";
import type { ClaimBanner as ClaimBannerState } from "#domain/owner-verification";
import { showToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import type { action as claimAction } from "#app/routes/api/claims";
import { useSignInFirst } from "./use-sign-in-first";

/**
 * Section 2: the claim banner (spec: Claim; error catalogue). What it shows is decided once, in
 * domain/owner-verification.ts: 'Verified Listing - Claimed by Owner' only for a listing run by
 * an owner an administrator verified; a claimed listing without a verified owner says so plainly,
 * without the badge and without 'Claim This Listing'.
 */
export function ClaimBanner({ saunaId, state, signedIn }: { saunaId: string; state: ClaimBannerState; signedIn: boolean }) {
  const claim = useFetcher<typeof claimAction>();
  const revalidator = useRevalidator();
  const signInFirst = useSignInFirst(saunaId);

  useEffect(() => {
    if (claim.state !== "idle" || !claim.data) return;
    if (claim.data.ok) {
      showToast({ title: "Success!", description: "You have successfully claimed this listing", variant: "success" });
      revalidator.revalidate(); // the page reloads showing the claimed badge
    } else if (claim.data.status === 409) {
      showToast({ title: "Already Claimed", description: "This listing has already been claimed", variant: "error" });
    } else {
      showToast({ title: "Error", description: "Failed to claim listing. Please try again.", variant: "error" });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to each answer once
  }, [claim.state, claim.data]);

  if (state === "claimed") {
    return (
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <p className="inline-flex items-center gap-2 rounded-full bg-sand-100 px-4 py-2 text-sm font-medium text-cedar-900">
          <Store className="size-4" aria-hidden="true" /> Claimed by Owner - not yet verified
        </p>
      </div>
    );
  }
  if (state === "verified") {
    return (
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <p className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-4 py-2 text-sm font-medium text-emerald-900">
          <BadgeCheck className="size-4" aria-hidden="true" /> Verified Listing - Claimed by Owner
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 sm:px-6">
      <div className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-sand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 font-medium text-cedar-900"><Store className="size-5 text-ember-700" aria-hidden="true" />Are you the owner?</p>
        <Button
          variant="secondary"
          size="sm"
          disabled={claim.state !== "idle"}
          onClick={() => {
            if (!signedIn) return signInFirst("Authentication Required", "Please sign in to claim this listing", "info");
            claim.submit({ saunaId }, { method: "post", action: "/api/claims" });
          }}
        >
          Claim This Listing
        </Button>
      </div>
    </div>
  );
}
