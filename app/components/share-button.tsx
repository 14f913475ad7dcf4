import Share2 from "lucide-react/icons/share-2";
import { PRODUCT_NAME } from "#domain/constants";
import { useT } from "#app/lib/i18n/i18n";
import { showToast } from "./toaster";
import { Button } from "./ui/button";

/**
 * Shares with the device's share sheet, or copies the link (spec: Share; error catalogue
 * 'Share by copy'). A share the person cancels is ignored; a share the device refuses falls
 * back to copying.
 */
export function ShareButton({ title, url, className }: { title: string; url: string; className?: string }) {
  // Its texts are the sauna page's, the one page that shares (namespace `sauna`).
  const t = useT("sauna");
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: t("share.copied"), description: t("share.copiedText"), variant: "success" });
    } catch {
      showToast({ title: t("toast.error"), description: t("share.copyFailed"), variant: "error" });
    }
  }

  async function share() {
    const data = { title, text: t("share.text", { title, product: PRODUCT_NAME }), url };
    if (typeof navigator.share === "function" && (typeof navigator.canShare !== "function" || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if ((error as { name?: unknown } | null)?.name === "AbortError") return;
      }
    }
    await copy();
  }

  return (
    <Button variant="outline" onClick={share} aria-label={t("share.label")} className={className}>
      <Share2 aria-hidden="true" /> {t("share.button")}
    </Button>
  );
}
