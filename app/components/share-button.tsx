import { Share2 } from "lucide-react";
import { PRODUCT_NAME } from "../../domain/constants";
import { showToast } from "./toaster";
import { Button } from "./ui/button";

/** Shares with the device's share sheet, or copies the link (spec: Share). */
export function ShareButton({ title, url }: { title: string; url: string }) {
  async function share() {
    const data = { title, text: `Check out ${title} on ${PRODUCT_NAME}`, url };
    if (typeof navigator.share === "function") {
      try {
        await navigator.share(data);
      } catch (error) {
        if ((error as Error).name !== "AbortError") showToast({ title: "Error", description: "Could not share this sauna.", variant: "error" });
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: "Link copied!", description: "Share this sauna with your friends", variant: "success" });
    } catch {
      showToast({ title: "Error", description: "Could not copy the link. Copy it from the address bar instead.", variant: "error" });
    }
  }
  return (
    <Button variant="outline" onClick={share} aria-label="Share this sauna">
      <Share2 aria-hidden="true" /> Share
    </Button>
  );
}
