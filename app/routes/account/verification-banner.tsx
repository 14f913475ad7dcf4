// My Account's banner while the address is unverified: say so, and offer another link. After
// the link in the e-mail has worked, the same place says the address is verified.
import CircleCheck from "lucide-react/icons/circle-check";
import MailWarning from "lucide-react/icons/mail-warning";
import { useFetcher } from "react-router";
import { useToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";

export type VerificationState = { verified: boolean; email: string; justVerified: boolean; linkFailed: boolean };

export function VerificationBanner({ state }: { state: VerificationState }) {
  const t = useT("account");
  const localePath = useLocalePath();
  const fetcher = useFetcher<{ ok: true; email: string } | { ok: false; error: string }>();
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  useToast(result?.ok === false ? { title: t("verification.sendFailed"), description: result.error, variant: "error" } : null);

  if (state.verified) {
    if (!state.justVerified) return null;
    return (
      <div role="status" className="mb-6 flex items-start gap-3 rounded-2xl border border-sea-600/30 bg-sea-600/10 p-4 text-sm text-sea-900">
        <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p><strong>{t("verification.verified")}</strong> {t("verification.thanks", { email: state.email })}</p>
      </div>
    );
  }
  return (
    <section aria-labelledby="verify-heading" className="mb-6 flex flex-col gap-3 rounded-2xl border border-ember-500/40 bg-sand-50 p-4 text-sm text-cedar-900 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <MailWarning className="mt-0.5 size-5 shrink-0 text-ember-700" aria-hidden="true" />
        <div>
          <h2 id="verify-heading" className="font-medium">{t("verification.heading")}</h2>
          <p className="mt-0.5 text-cedar-700">
            {state.linkFailed
              ? t("verification.linkFailed")
              : <>{t("verification.sentTo")} <span className="break-all font-medium">{state.email}</span>{t("verification.openIt")}</>}
          </p>
          {result?.ok && <p role="status" className="mt-1 font-medium text-sea-700">{t("verification.newLink", { email: result.email })}</p>}
        </div>
      </div>
      <fetcher.Form method="post" action={localePath("/api/verification-email")} className="ml-8 shrink-0 sm:ml-0">
        <Button type="submit" variant="outline" size="sm" disabled={busy || result?.ok === true}>
          {busy ? t("verification.sending") : result?.ok ? t("verification.sent") : t("verification.resend")}
        </Button>
      </fetcher.Form>
    </section>
  );
}
