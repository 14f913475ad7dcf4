import MapIcon from "lucide-react/icons/map";
import Search from "lucide-react/icons/search";
import { Form, Link } from "react-router";
import { FREE_WINDOWS } from "#domain/free-windows";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import { buttonVariants } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";

/** Both calls to action fit on one line on a phone. */
const heroButtonSize = "h-11 px-5 text-sm sm:h-12 sm:px-7 sm:text-base";

/** The hero: the one h1, the search form (a GET to /saunas?q=…) and the two calls to action. */
export function Hero() {
  const t = useT("home");
  const to = useLocalePath();
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-cedar-900 text-white">
      <HeroLandscape />
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-cedar-900/70 via-cedar-900/35 to-cedar-900/75 sm:bg-gradient-to-r sm:from-cedar-900/85 sm:via-cedar-900/45 sm:to-transparent" />
      <div className="mx-auto max-w-7xl px-4 pb-28 pt-14 sm:px-6 sm:pb-28 sm:pt-24 lg:pb-36 lg:pt-32">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-sand-200">{t("hero.eyebrow")}</p>
        <h1 id="hero-heading" className="mt-3 max-w-2xl font-serif text-4xl leading-tight sm:text-5xl lg:text-6xl">
          {t("hero.title")}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-sand-100">
          {t("hero.text")}
        </p>

        <Form method="get" action={to("/saunas")} role="search" className="mt-8 flex max-w-2xl flex-col gap-2 rounded-3xl bg-white p-2 shadow-xl sm:flex-row sm:rounded-full">
          <label htmlFor="hero-search" className="sr-only">{t("hero.searchLabel")}</label>
          <div className="flex flex-1 items-center gap-2 pl-3">
            <Search className="size-5 shrink-0 text-muted" aria-hidden="true" />
            <input
              id="hero-search"
              name="q"
              type="search"
              placeholder={t("hero.searchPlaceholder")}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
              className="h-12 w-full bg-transparent text-base text-ink placeholder:text-muted focus:outline-none"
            />
          </div>
          <button type="submit" className={buttonVariants({ size: "lg", className: "shrink-0" })}>
            {t("hero.searchButton")}
          </button>
        </Form>

        {/* 'Free soon': one tap to the saunas with a session free then. */}
        <nav aria-label={t("hero.freeSoonLabel")} className="mt-4 flex max-w-2xl flex-wrap items-center gap-2 text-sm">
          <span className="font-medium text-sand-100">{t("hero.freeSoon")}</span>
          {FREE_WINDOWS.map((w) => (
            <Link key={w} to={to(`/saunas?when=${w}`)} className="inline-flex min-h-10 items-center rounded-full border border-white/50 bg-white/10 px-3.5 font-medium text-white hover:bg-white/20">
              {t(`hero.window.${w}`)}
            </Link>
          ))}
        </nav>

        <div className="mt-6 flex flex-wrap gap-3">
          <a href="#map" className={cn(buttonVariants({ variant: "light", size: "lg" }), heroButtonSize)}>
            <MapIcon aria-hidden="true" />
            {t("hero.exploreMap")}
          </a>
          <Link to={to("/onboard")} className={cn(buttonVariants({ variant: "outline", size: "lg" }), heroButtonSize, "border-white/60 bg-white/10 text-white hover:bg-white/20")}>
            {t("hero.listYourSauna")}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** An Atlantic sunset with a barrel sauna on the shore, drawn so the page needs no photo to load. */
function HeroLandscape() {
  return (
    <svg
      aria-hidden="true"
      className="absolute inset-0 -z-20 size-full"
      viewBox="0 0 1440 720"
      preserveAspectRatio="xMaxYMax slice"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3b2616" />
          <stop offset="0.55" stopColor="#923d18" />
          <stop offset="0.8" stopColor="#d0612f" />
          <stop offset="1" stopColor="#e9a45f" />
        </linearGradient>
        <linearGradient id="hero-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#22615c" />
          <stop offset="1" stopColor="#0f2e2c" />
        </linearGradient>
        <radialGradient id="hero-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fde2b0" />
          <stop offset="0.6" stopColor="#f4b36b" />
          <stop offset="1" stopColor="#f4b36b" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1440" height="720" fill="url(#hero-sky)" />
      <circle cx="1060" cy="520" r="150" fill="url(#hero-sun)" opacity="0.9" />
      <circle cx="1060" cy="520" r="70" fill="#fde2b0" opacity="0.85" />
      {/* Distant headland */}
      <path d="M0 505 C 120 470 260 478 380 500 C 480 518 560 506 640 516 C 700 524 740 528 800 531 L 800 540 L 0 540 Z" fill="#5a341c" opacity="0.75" />
      <rect y="530" width="1440" height="190" fill="url(#hero-sea)" />
      {/* Sun on the water */}
      <g stroke="#f4b36b" strokeLinecap="round" opacity="0.7">
        <path d="M990 560h140" strokeWidth="4" />
        <path d="M1010 585h100" strokeWidth="3" />
        <path d="M1030 610h60" strokeWidth="3" />
        <path d="M1045 635h30" strokeWidth="2" />
      </g>
      <g stroke="#9fc9c2" strokeLinecap="round" opacity="0.25" strokeWidth="2">
        <path d="M120 600h120M320 640h160M620 590h90M760 660h140M220 690h110" />
      </g>
      {/* Rocky shore with the barrel sauna */}
      <path d="M1180 720 C 1200 640 1260 610 1330 600 C 1380 594 1420 600 1440 606 L 1440 720 Z" fill="#24160c" />
      <g transform="translate(1250 520)">
        <path d="M0 90 A 70 70 0 0 1 140 90 Z" fill="#3b2616" />
        <path d="M14 90 A 56 56 0 0 1 126 90" fill="none" stroke="#6b4428" strokeWidth="4" />
        <rect x="58" y="50" width="24" height="40" rx="3" fill="#f4b36b" opacity="0.85" />
        <rect x="104" y="10" width="10" height="34" fill="#24160c" />
        <path d="M109 4 c -10 -14 12 -22 2 -38 M109 4 c 12 -16 -6 -28 8 -46" fill="none" stroke="#f1e5d3" strokeWidth="4" strokeLinecap="round" opacity="0.55" />
      </g>
    </svg>
  );
}
