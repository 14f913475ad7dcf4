import { Link, useRouteLoaderData } from "react-router";
import type { RootData } from "#app/root";
import { PRODUCT_NAME } from "#domain/constants";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import type { MessageKey } from "#domain/messages/translate";
import { BrandMark } from "./brand-mark";
import { LanguageList } from "./language-switch";

const groups: { title: MessageKey<"shell">; links: { label: MessageKey<"shell">; to: string }[] }[] = [
  {
    title: "footer.discover",
    links: [
      { label: "footer.allSaunas", to: "/saunas" },
      { label: "footer.saunasInGalway", to: "/saunas?county=Galway" },
      { label: "footer.saunasInCork", to: "/saunas?county=Cork" },
      { label: "footer.woodFiredSaunas", to: "/saunas?type=Wood-Fired" },
      { label: "footer.giftVouchers", to: "/gift-vouchers" },
    ],
  },
  {
    title: "footer.company",
    links: [
      { label: "footer.journal", to: "/blog" },
      { label: "footer.listYourSauna", to: "/onboard" },
      { label: "footer.claimYourSauna", to: "/onboard" },
    ],
  },
  {
    title: "footer.support",
    links: [
      // Members' pages have no language in their address (their language will be the account's).
      { label: "footer.myAccount", to: "/my-account" },
      { label: "footer.myBookings", to: "/my-account/bookings" },
      { label: "footer.signIn", to: "/auth" },
    ],
  },
];

/** Footer with the spec's link groups Discover, Company and Support; the copyright shows the current year. */
export function Footer() {
  const t = useT();
  const to = useLocalePath();
  // Where vouchers can't be bought (card payments off), nothing points to the page that says so.
  const giftVouchers = useRouteLoaderData<RootData>("root")?.giftVouchers ?? false;
  return (
    <footer className="mt-20 bg-cedar-900 text-sand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-4">
        <div>
          <Link to={to("/")} className="flex items-center gap-2 font-serif text-xl text-white">
            <BrandMark className="size-8" />
            {PRODUCT_NAME}
          </Link>
          <p className="mt-3 text-sm text-sand-200">{t("footer.tagline")}</p>
          <LanguageList />
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-sand-300">{t(group.title)}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.filter((link) => giftVouchers || link.to !== "/gift-vouchers").map((link) => (
                <li key={link.label}>
                  <Link to={link.to.startsWith("/my-account") ? link.to : to(link.to)} className="text-sand-100 hover:text-white hover:underline">{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10 py-6 text-center text-xs text-sand-300">
        {t("footer.copyright", { year: String(new Date().getFullYear()), product: PRODUCT_NAME })}
      </div>
    </footer>
  );
}
