import { useNavigate } from "react-router";
import { showToast } from "#app/components/toaster";
import { useLocalePath } from "#app/lib/i18n/i18n";

/**
 * For visitors: show the spec's toast (its texts translated by the caller), then go to /auth and
 * come back to this sauna afterwards, both in the page's language.
 */
export function useSignInFirst(saunaId: string) {
  const navigate = useNavigate();
  const localePath = useLocalePath();
  return (title: string, description: string, variant: "error" | "info" = "error") => {
    showToast({ title, description, variant });
    navigate(localePath(`/auth?redirectTo=${encodeURIComponent(localePath(`/sauna/${saunaId}`))}`));
  };
}
