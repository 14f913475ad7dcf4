import { useNavigate } from "react-router";
import { showToast } from "#app/components/toaster";

/** For visitors: show the spec's toast, then go to /auth and come back to this sauna afterwards. */
export function useSignInFirst(saunaId: string) {
  const navigate = useNavigate();
  return (title: string, description: string, variant: "error" | "info" = "error") => {
    showToast({ title, description, variant });
    navigate(`/auth?redirectTo=${encodeURIComponent(`/sauna/${saunaId}`)}`);
  };
}
