import Share2 from "lucide-react/icons/share-2";
import { PRODUCT_NAME } from "#domain/constants";
import { showToast } from "./toaster";
import { Button } from "./ui/button";

/**
 * Shares with the device's share sheet, or copies the link (spec: Share; error catalogue
 * 'Share by copy'). A share the person cancels is ignored; a share the device refuses falls
 * back to copying.
 */
export function ShareButton({ title, url, className }: { title: string; url: string; className?: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: "Link copied!", description: "Share this sauna with your friends", variant: "success" });
    } catch {
      showToast({ title: "Error", description: "Could not copy the link. Copy it from the address bar instead.", variant: "error" });
    }
  }

  async function share() {
    const data = { title, text: `Check out ${title} on ${PRODUCT_NAME}`, url };
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
    <Button variant="outline" onClick={share} aria-label="Share this sauna" className={className}>
      <Share2 aria-hidden="true" /> Share
    </Button>
  );
}
