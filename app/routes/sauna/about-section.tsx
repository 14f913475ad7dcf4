import Droplets from "lucide-react/icons/droplets";
import Flame from "lucide-react/icons/flame";
import Snowflake from "lucide-react/icons/snowflake";
import Sparkles from "lucide-react/icons/sparkles";
import Waves from "lucide-react/icons/waves";
import Wifi from "lucide-react/icons/wifi";
import type { ComponentType } from "react";
import { useT } from "#app/lib/i18n/i18n";

/** The amenities with icons of their own (spec); any other amenity uses the default icon. */
const AMENITY_ICONS: Record<string, ComponentType<{ className?: string }>> = {
  "Wood-Fired": Flame,
  "Sea View": Waves,
  WiFi: Wifi,
  Shower: Droplets,
  "Cold Plunge": Snowflake,
};

/** Section 4: 'About This Sauna', Quick Facts and Amenities. */
export function AboutSection({ description, type, capacity, sessionMinutes, amenities }: {
  description: string | null; type: string; capacity: number; sessionMinutes: number; amenities: string[];
}) {
  const t = useT("sauna");
  return (
    <section aria-labelledby="about-heading" className="mx-auto grid max-w-6xl gap-8 px-4 sm:px-6 md:grid-cols-[2fr_1fr]">
      <div>
        <h2 id="about-heading" className="font-serif text-2xl text-cedar-900">{t("about.heading")}</h2>
        <p className="mt-3 whitespace-pre-line leading-relaxed text-ink">{description?.trim() || t("about.noDescription")}</p>
        {amenities.length > 0 && (
          <>
            <h3 className="mt-8 font-serif text-xl text-cedar-900">{t("about.amenities")}</h3>
            <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {amenities.map((amenity) => {
                const Icon = AMENITY_ICONS[amenity] ?? Sparkles;
                return (
                  <li key={amenity} className="flex items-center gap-2 rounded-xl border border-sand-200 bg-white px-3 py-2 text-sm">
                    <Icon className="size-4 text-ember-700" aria-hidden="true" /> {amenity}
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
      <aside aria-labelledby="facts-heading" className="h-fit rounded-2xl border border-sand-200 bg-white p-5">
        <h3 id="facts-heading" className="font-serif text-lg text-cedar-900">{t("about.facts")}</h3>
        <dl className="mt-3 space-y-2 text-sm">
          <div className="flex justify-between gap-4"><dt className="text-muted">{t("about.type")}</dt><dd className="font-medium">{type}</dd></div>
          <div className="flex justify-between gap-4"><dt className="text-muted">{t("about.capacity")}</dt><dd className="font-medium">{t("about.people", { count: capacity })}</dd></div>
          <div className="flex justify-between gap-4"><dt className="text-muted">{t("about.duration")}</dt><dd className="font-medium">{t("about.minutes", { count: sessionMinutes })}</dd></div>
        </dl>
      </aside>
    </section>
  );
}
