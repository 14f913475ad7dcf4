// Sauna Settings: photos, with the listing's photo editor the admin's Edit Sauna shares.
import { ListingPhotosEditor, PHOTOS_DESCRIPTION } from "#app/components/listing-photos-editor";
import { Section } from "./settings-form";

export function PhotosSection({ saunaId, photos }: { saunaId: string; photos: string[] }) {
  return (
    <Section id="photos" title="Photos" description={PHOTOS_DESCRIPTION}>
      <ListingPhotosEditor saunaId={saunaId} photos={photos} />
    </Section>
  );
}
