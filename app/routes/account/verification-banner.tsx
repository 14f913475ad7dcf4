// My Account's banner while the address is unverified: say so, and offer another link. After
// the link in the e-mail has worked, the same place says the address is verified.
import CircleCheck from "lucide-react/icons/circle-check";
import MailWarning from "lucide-react/icons/mail-warning";
import { useFetcher } from "react-router";
import { useToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";

export type VerificationState = { verified: boolean; email: string; justVerified: boolean; linkFailed: boolean };

export function VerificationBanner({ state }: { state: VerificationState }) {
  const fetcher = useFetcher<{ ok: true; email: string } | { ok: false; error: string }>();
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  useToast(result?.ok === false ? { title: "Couldn't send the link", description: result.error, variant: "error" } : null);

  if (state.verified) {
    if (!state.justVerified) return null;
    return (
      <div role="status" className="mb-6 flex items-start gap-3 rounded-2xl border border-sea-600/30 bg-sea-600/10 p-4 text-sm text-sea-900">
        <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p><strong>Your e-mail address is verified.</strong> Thank you: we'll send your booking confirmations to {state.email}.</p>
      </div>
    );
  }
  return (
    <section aria-labelledby="verify-heading" className="mb-6 flex flex-col gap-3 rounded-2xl border border-ember-500/40 bg-sand-50 p-4 text-sm text-cedar-900 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <MailWarning className="mt-0.5 size-5 shrink-0 text-ember-700" aria-hidden="true" />
        <div>
          <h2 id="verify-heading" className="font-medium">Please verify your e-mail address</h2>
          <p className="mt-0.5 text-cedar-700">
            {state.linkFailed
              ? "That verification link has expired or was already used. Send yourself a new one."
              : <>We sent a link to <span className="break-all font-medium">{state.email}</span>. Open it to confirm the address is yours.</>}
          </p>
          {result?.ok && <p role="status" className="mt-1 font-medium text-sea-700">A new link is on its way to {result.email}.</p>}
        </div>
      </div>
      <fetcher.Form method="post" action="/api/verification-email" className="ml-8 shrink-0 sm:ml-0">
        <Button type="submit" variant="outline" size="sm" disabled={busy || result?.ok === true}>
          {busy ? "Sending..." : result?.ok ? "Link Sent" : "Resend Verification E-mail"}
        </Button>
      </fetcher.Form>
    </section>
  );
}
