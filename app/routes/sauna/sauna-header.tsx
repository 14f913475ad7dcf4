import CalendarDays from "lucide-react/icons/calendar-days";
import { countyLabel, labelOf, SAUNA_TYPE_KEYS } from "#app/components/labels";
import Heart from "lucide-react/icons/heart";
import MapPin from "lucide-react/icons/map-pin";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { formatRating } from "#domain/format";
import { ShareButton } from "#app/components/share-button";
import { StarRating } from "#app/components/star-rating";
import { showToast } from "#app/components/toaster";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import type { action as favouriteAction } from "#app/routes/api/favourites";
import { useSignInFirst } from "./use-sign-in-first";
import { setSaved, useMember } from "#app/lib/member-store";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";

type Props = {
  sauna: { id: string; name: string; county: string; type: string; averageRating: number; totalReviews: number };
  heroImage: string;
  pageUrl: string;
};

/** 'Book a Session': scroll to the booking section and take keyboard focus along. */
function goToBooking() {
  document.getElementById("booking-section")?.scrollIntoView({ behavior: "smooth" });
  const heading = document.getElementById("booking-heading");
  if (heading) {
    heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }
}

/** Section 1: name, hero image, rating, location, type, and the three header buttons. */
export function SaunaHeader({ sauna, heroImage, pageUrl }: Props) {
  // The member store (GET /api/me): the heart is the member's own, never the shared page's. Read
  // here, not by the page, so the answer re-renders the header alone (a whole page's render on a
  // phone is a long task: Lighthouse's total blocking time).
  const member = useMember();
  const t = useT("sauna");
  const common = useT("common");
  const localePath = useLocalePath();
  const favourite = useFetcher<typeof favouriteAction>();
  const signInFirst = useSignInFirst(sauna.id);
  const busy = favourite.state !== "idle";
  const mine = member.status === "member" ? member.saved[sauna.id] : undefined;
  // Not known yet (rendering the shared page, or /api/me on its way): the HTML carries both the
  // visitor's 'Add to Favourites' and a neutral heart, and CSS shows the one <html data-member> asks for.
  const neutral = member.status !== "visitor" && mine === undefined;
  // docs/product.md §4: disabled while the request runs, 'Saved' once saved. Until the server answers the
  // button keeps saying what is true, so nobody who moves on at once is told it is saved when it
  // is not; a failure leaves it as it was, beside the 'Error' toast.
  const saved = mine ?? false;

  useEffect(() => {
    if (favourite.state !== "idle" || !favourite.data) return;
    // The member's own change goes into the store (named by the sauna it was sent for): the heart
    // here, and wherever it shows, at once.
    if (favourite.data.ok) setSaved(favourite.data.saunaId, favourite.data.saved);
    if (favourite.data.ok) showToast({ title: t(favourite.data.saved ? "favourite.added" : "favourite.removed"), variant: "success" });
    else showToast({ title: t("toast.error"), description: favourite.data.error, variant: "error" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to each answer once
  }, [favourite.state, favourite.data]);

  function toggleFavourite() {
    // While the request runs the button stays focusable (aria-disabled), so focus isn't lost.
    if (busy) return;
    if (member.status === "visitor") return signInFirst(t("signIn.title"), t("signIn.favourite"));
    // The member's state is on its way: a click now can't know which way to toggle.
    if (neutral) return;
    favourite.submit({ saunaId: sauna.id, saved: String(!saved) }, { method: "post", action: localePath("/api/favourites") });
  }

  return (
    <header>
      <div className="relative h-64 overflow-hidden sm:h-96">
        {/* The page's largest first paint: loaded at once, before everything else. */}
        <img src={heroImage} alt={sauna.name} className="size-full object-cover" loading="eager" fetchPriority="high" width={1200} height={800} />
        <div className="absolute inset-0 bg-gradient-to-t from-cedar-900/70 via-cedar-900/10 to-transparent" />
        <div className="absolute inset-x-0 bottom-0 mx-auto max-w-6xl px-4 pb-6 text-white sm:px-6">
          <Badge className="bg-white/90">{labelOf(common, SAUNA_TYPE_KEYS, sauna.type)}</Badge>
          <h1 className="mt-3 font-serif text-3xl leading-tight sm:text-5xl">{sauna.name}</h1>
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
          <span className="flex items-center gap-2">
            <StarRating rating={sauna.averageRating} />
            <span className="font-semibold">{formatRating(sauna.averageRating)}</span>
            <span className="text-muted">{t("header.reviews", { count: sauna.totalReviews })}</span>
          </span>
          <span className="flex items-center gap-1 text-muted"><MapPin className="size-4" aria-hidden="true" />{t("header.place", { county: countyLabel(common, sauna.county) })}</span>
          <span className="text-muted">{labelOf(common, SAUNA_TYPE_KEYS, sauna.type)}</span>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button className="col-span-2" onClick={goToBooking}>
            <CalendarDays aria-hidden="true" /> {t("header.book")}
          </Button>
          <Button variant="outline" onClick={toggleFavourite} aria-disabled={busy} aria-busy={busy} aria-pressed={saved} className="aria-disabled:opacity-60">
            <Heart aria-hidden="true" className={saved ? "fill-ember-600 text-ember-600" : ""} />{" "}
            {neutral ? (
              <>
                {/* A member sees the same width, without the words (app.css: .member-blank). */}
                <span className="member-blank">{t("header.addFavourite")}</span>
                <span className="member-only"><span className="sr-only">{t("header.favouritesLoading")}</span></span>
              </>
            ) : saved ? t("header.saved") : t("header.addFavourite")}
          </Button>
          <ShareButton title={sauna.name} url={pageUrl} />
        </div>
      </div>
    </header>
  );
}
