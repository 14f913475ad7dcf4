import CalendarDays from "lucide-react/icons/calendar-days";
import Heart from "lucide-react/icons/heart";
import MapPin from "lucide-react/icons/map-pin";
import { useEffect, useLayoutEffect } from "react";
import { useFetcher } from "react-router";
import { formatRating } from "#domain/format";
import { ShareButton } from "#app/components/share-button";
import { StarRating } from "#app/components/star-rating";
import { showToast } from "#app/components/toaster";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import type { action as favouriteAction } from "#app/routes/api/favourites";
import { useSignInFirst } from "./use-sign-in-first";
import { builtImage } from "#app/lib/built-image";
import { loadMember, setSaved, type MemberState } from "#app/lib/member-store";

type Props = {
  sauna: { id: string; name: string; county: string; type: string; averageRating: number; totalReviews: number };
  heroImage: string;
  /** The member store (GET /api/me): the heart is the member's own, never the shared page's. */
  member: MemberState;
  pageUrl: string;
};

/** 'Book a Session': scroll to the booking section and take keyboard focus along (issue 11). */
function goToBooking() {
  document.getElementById("booking-section")?.scrollIntoView({ behavior: "smooth" });
  const heading = document.getElementById("booking-heading");
  if (heading) {
    heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }
}

/** Section 1: name, hero image, rating, location, type, and the three header buttons. */
export function SaunaHeader({ sauna, heroImage, member, pageUrl }: Props) {
  const favourite = useFetcher<typeof favouriteAction>();
  const signInFirst = useSignInFirst(sauna.id);
  const busy = favourite.state !== "idle";
  const mine = member.status === "member" ? member.saunas[sauna.id] : undefined;
  // Not known yet (rendering the shared page, or /api/me on its way): the HTML carries both the
  // visitor's 'Add to Favourites' and a neutral heart, and CSS shows the one <html data-member> asks for.
  const neutral = member.status !== "visitor" && !mine;
  // docs/product.md §4: disabled while the request runs, 'Saved' once saved. Until the server answers the
  // button keeps saying what is true, so nobody who moves on at once is told it is saved when it
  // is not; a failure leaves it as it was, beside the 'Error' toast.
  const saved = mine?.saved ?? false;

  // A member on this sauna whose heart the store doesn't have yet (the first page's head script
  // asked before the store knew the page): ask.
  const missing = member.status === "member" && !mine;
  useEffect(() => {
    if (missing) void loadMember(sauna.id);
  }, [missing, sauna.id]);

  // The member's own change, in the store before the next paint: the heart here, and on every
  // page that shows it, at once. The answer names the sauna it was sent for.
  const answered = favourite.state === "idle" && favourite.data?.ok ? favourite.data : null;
  useLayoutEffect(() => {
    if (answered) setSaved(answered.saunaId, answered.saved);
  }, [answered]);

  useEffect(() => {
    if (favourite.state !== "idle" || !favourite.data) return;
    if (favourite.data.ok) showToast({ title: favourite.data.saved ? "Added to favorites" : "Removed from favorites", variant: "success" });
    else showToast({ title: "Error", description: favourite.data.error, variant: "error" });
  }, [favourite.state, favourite.data]);

  function toggleFavourite() {
    // While the request runs the button stays focusable (aria-disabled), so focus isn't lost.
    if (busy) return;
    if (member.status === "visitor") return signInFirst("Authentication required", "Please sign in to add favorites");
    // The member's state is on its way: a click now can't know which way to toggle.
    if (neutral) return;
    favourite.submit({ saunaId: sauna.id, saved: String(!saved) }, { method: "post", action: "/api/favourites" });
  }

  return (
    <header>
      <div className="relative h-64 overflow-hidden sm:h-96">
        {/* The page's largest first paint: loaded at once, before everything else. */}
        <img src={builtImage(heroImage)} alt={`${sauna.name}`} className="size-full object-cover" loading="eager" fetchPriority="high" width={1200} height={800} />
        <div className="absolute inset-0 bg-gradient-to-t from-cedar-900/70 via-cedar-900/10 to-transparent" />
        <div className="absolute inset-x-0 bottom-0 mx-auto max-w-6xl px-4 pb-6 text-white sm:px-6">
          <Badge className="bg-white/90">{sauna.type}</Badge>
          <h1 className="mt-3 font-serif text-3xl leading-tight sm:text-5xl">{sauna.name}</h1>
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
          <span className="flex items-center gap-2">
            <StarRating rating={sauna.averageRating} />
            <span className="font-semibold">{formatRating(sauna.averageRating)}</span>
            <span className="text-muted">({sauna.totalReviews} {sauna.totalReviews === 1 ? "review" : "reviews"})</span>
          </span>
          <span className="flex items-center gap-1 text-muted"><MapPin className="size-4" aria-hidden="true" />{`${sauna.county}, Ireland`}</span>
          <span className="text-muted">{sauna.type}</span>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button className="col-span-2" onClick={goToBooking}>
            <CalendarDays aria-hidden="true" /> Book a Session
          </Button>
          <Button variant="outline" onClick={toggleFavourite} aria-disabled={busy} aria-busy={busy} aria-pressed={neutral ? undefined : saved} className="aria-disabled:opacity-60">
            <Heart aria-hidden="true" className={saved ? "fill-ember-600 text-ember-600" : ""} />{" "}
            {neutral ? (
              <>
                <span className="visitor-only">Add to Favourites</span>
                <span className="member-only" data-testid="neutral-heart">
                  <span aria-hidden="true" className="invisible">Add to Favourites</span>
                  <span className="sr-only">Favourites (loading)</span>
                </span>
              </>
            ) : saved ? "Saved" : "Add to Favourites"}
          </Button>
          <ShareButton title={sauna.name} url={pageUrl} />
        </div>
      </div>
    </header>
  );
}
