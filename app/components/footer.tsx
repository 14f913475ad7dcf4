import { Link } from "react-router";
import { PRODUCT_NAME } from "#domain/constants";
import { BrandMark } from "./brand-mark";

const groups: { title: string; links: { label: string; to: string }[] }[] = [
  {
    title: "Discover",
    links: [
      { label: "All Saunas", to: "/saunas" },
      { label: "Saunas in Galway", to: "/saunas?county=Galway" },
      { label: "Saunas in Cork", to: "/saunas?county=Cork" },
      { label: "Wood-Fired Saunas", to: "/saunas?type=Wood-Fired" },
      { label: "Gift Vouchers", to: "/gift-vouchers" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "Journal", to: "/blog" },
      { label: "List Your Sauna", to: "/onboard" },
      { label: "Claim Your Sauna", to: "/onboard" },
    ],
  },
  {
    title: "Support",
    links: [
      { label: "My Account", to: "/my-account" },
      { label: "My Bookings", to: "/my-account/bookings" },
      { label: "Sign In", to: "/auth" },
    ],
  },
];

/** Footer with the spec's link groups Discover, Company and Support; the copyright shows the current year. */
export function Footer() {
  return (
    <footer className="mt-20 bg-cedar-900 text-sand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-4">
        <div>
          <Link to="/" className="flex items-center gap-2 font-serif text-xl text-white">
            <BrandMark className="size-8" />
            {PRODUCT_NAME}
          </Link>
          <p className="mt-3 text-sm text-sand-200">Find, book and review Ireland's best saunas, from wood-fired barrels on the beach to spa retreats.</p>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-sand-300">{group.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="text-sand-100 hover:text-white hover:underline">{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10 py-6 text-center text-xs text-sand-300">
        © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
      </div>
    </footer>
  );
}
