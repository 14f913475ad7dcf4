// Publishing the onboarding draft: the whole draft is checked again here, the photos
// must be the host's own unused uploads, and the listing, its photos and the host's profile
// change in one transaction. The draft's id (made by the browser) becomes the sauna's id, so a
// double click or a retry creates one listing. New listings wait for an admin: pending, not
// published, but the host's own to run at once (decision 006).
import { and, eq, inArray, isNull } from "drizzle-orm";
import { GROUP_MIN_GUESTS } from "#domain/constants";
import { formatEircode, publicTypeFor } from "#domain/listing";
import { PAYMENTS_NOT_CONNECTED, PublishListingSchema, type PublishListing } from "#domain/listing-schema";
import { storedPosition } from "#domain/sauna-position";
import { CONTROL_CHARACTERS_MESSAGE, controlCharacterPath } from "#domain/text";
import { groupPriceProblem, scheduleProblem, storedSchedule } from "#domain/onboarding-rules";
import type { Actor } from "#server/auth/actor";
import { requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { photoUploads } from "#server/db/schema/photo-uploads";
import { profiles } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import { conflict, invalid } from "#server/features/errors";

export const SIGN_IN_TO_PUBLISH = "Please sign in to publish your listing";
export const DRAFT_UNREADABLE = "We couldn't read your listing. Please go back through the steps and try again.";
export const PHOTOS_NOT_YOURS = "Some photos can't be used. Please remove them and upload them again.";
export const DRAFT_TAKEN = "This draft can't be published. Please start a new listing.";

export type PublishedListing = { id: string; name: string; created: boolean };

/**
 * Checks a draft as Publish does, without saving: every rule of docs/product.md §5 and the issue. Problems
 * carry their place in the draft (e.g. "saunaDetails.location.county") so the wizard can go to
 * the step that holds them.
 */
export function parsePublishDraft(draftJson: unknown): PublishListing {
  let draft = draftJson;
  if (typeof draftJson === "string") {
    try {
      draft = JSON.parse(draftJson);
    } catch {
      throw invalid(DRAFT_UNREADABLE);
    }
  }
  // The form gate refuses control characters in the field, but not once they are JSON escapes.
  const unstorable = controlCharacterPath(draft);
  if (unstorable) {
    const message = `The field “${unstorable.at(-1) ?? "draft"}” ${CONTROL_CHARACTERS_MESSAGE}`;
    throw invalid(message, { [unstorable.join(".")]: message });
  }
  const parsed = PublishListingSchema.safeParse(draft);
  if (!parsed.success) {
    const issues = parsed.error.issues;
    throw invalid(issues[0].message, Object.fromEntries(issues.map((i) => [i.path.join("."), i.message])));
  }
  const listing = parsed.data;
  const group = groupPriceProblem(listing.saunaDetails.capacity, listing.pricing.groupSession);
  if (group) throw invalid(group, { "pricing.groupSession": group });
  const schedule = scheduleProblem(listing.availability.schedule, listing.saunaDetails.duration);
  if (schedule) throw invalid(schedule, { "availability.schedule": schedule });
  return listing;
}

/**
 * `draftJson`: the wizard's draft as sent in one form field (JSON text), or the same as an object.
 * `cardPayments`: card payments are configured, so "connected" is not the draft's word but a
 * Stripe account of the host's own ('Connect Stripe', payments/host-stripe.service.ts); finishing
 * Stripe's onboarding can come later (decision 012).
 */
export async function publishListing(db: Db, actor: Actor, draftJson: unknown, { cardPayments = false }: { cardPayments?: boolean } = {}): Promise<PublishedListing> {
  const host = requireUser(actor, SIGN_IN_TO_PUBLISH);
  const draft = parsePublishDraft(draftJson);
  if (cardPayments) {
    const [profile] = await db.select({ accountId: profiles.stripeAccountId }).from(profiles).where(eq(profiles.id, host.userId));
    if (!profile?.accountId) throw invalid(PAYMENTS_NOT_CONNECTED, { "payments.stripeConnected": PAYMENTS_NOT_CONNECTED });
  }
  const { saunaDetails: details, pricing, availability, payments } = draft;
  const photos = [...new Set(details.photos)];
  const vatNumber = payments.vatNumber ? payments.vatNumber.replace(/\s+/g, "").toUpperCase().replace(/^(?!IE)/, "IE") : null;

  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(saunas)
      .values({
        id: draft.id,
        ownerId: host.userId,
        name: details.name,
        description: details.description,
        type: publicTypeFor(details.type, details.amenities),
        style: details.type,
        capacity: details.capacity,
        sessionMinutes: details.duration,
        amenities: details.amenities,
        images: photos,
        county: details.location.county,
        location: details.location.address,
        address: details.location.address,
        eircode: details.location.eircode ? formatEircode(details.location.eircode) : null,
        ...storedPosition(details.location),
        pricePerSession: pricing.privateSession,
        pricePrivate: pricing.privateSession,
        priceShared: pricing.sharedSession ?? null,
        priceGroup: pricing.groupSession ?? null,
        groupMinGuests: GROUP_MIN_GUESTS,
        offPeakPercent: pricing.offPeakDiscount ? pricing.offPeakRate! : null,
        weeklySchedule: storedSchedule(availability.schedule),
        icsImportUrl: availability.icsUrl ?? null,
        status: "pending",
        isPublished: false,
        isClaimed: true,
        ownerVerified: true,
      })
      .onConflictDoNothing({ target: saunas.id })
      .returning({ id: saunas.id, name: saunas.name });
    if (!created) {
      // Published already (a double click, a retry after a lost answer): the same listing.
      const [existing] = await tx.select({ id: saunas.id, name: saunas.name, ownerId: saunas.ownerId }).from(saunas).where(eq(saunas.id, draft.id));
      if (existing && existing.ownerId === host.userId) return { id: existing.id, name: existing.name, created: false };
      throw conflict(DRAFT_TAKEN);
    }
    if (photos.length > 0) {
      // Taking the photos is the ownership check: only the host's own, not yet used by a listing.
      const taken = await tx
        .update(photoUploads)
        .set({ saunaId: draft.id })
        .where(and(inArray(photoUploads.url, photos), eq(photoUploads.ownerId, host.userId), isNull(photoUploads.saunaId)))
        .returning({ url: photoUploads.url });
      if (taken.length !== photos.length) throw invalid(PHOTOS_NOT_YOURS, { "saunaDetails.photos": PHOTOS_NOT_YOURS });
    }
    await tx
      .update(profiles)
      .set({ isOwner: true, paymentsConnected: true, businessName: payments.businessName, vatNumber })
      .where(eq(profiles.id, host.userId));
    return { id: created.id, name: created.name, created: true };
  });
}
