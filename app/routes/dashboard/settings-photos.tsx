// Sauna Settings: photos, with the listing's photo editor the admin's Edit Sauna shares.
import { ListingPhotosEditor } from "#app/components/listing-photos-editor";
import { MAX_LISTING_PHOTOS, RECOMMENDED_PHOTOS } from "#domain/listing";
import { useT } from "#app/lib/i18n/i18n";
import { Section } from "./settings-form";

export function PhotosSection({ saunaId, photos }: { saunaId: string; photos: string[] }) {
  const t = useT("dashboard");
  const tm = useT("members");
  return (
    <Section id="photos" title={t("photos.title")} description={tm("photos.description", { recommended: RECOMMENDED_PHOTOS, max: MAX_LISTING_PHOTOS })}>
      <ListingPhotosEditor saunaId={saunaId} photos={photos} />
    </Section>
  );
}
