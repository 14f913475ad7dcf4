// Owner dashboard Sauna Settings (/dashboard/settings): details, photos, amenities, prices,
// sessions and availability, the host's own calendar, each section saved on its own, and the
// listing itself: pause it, list it again, or ask us to delete it.
import { data } from "react-router";
import type { Route } from "./+types/settings";
import { dashboardTitle } from "./dashboard-meta";
import { calendarCutShortNotice } from "#domain/calendar-import";
import { addSaunaPhoto, removeSaunaPhoto, reorderSaunaPhotos } from "#server/features/hosts/host-settings-photos.service";
import { pauseSauna, relistSauna } from "#server/features/hosts/listing-visibility.service";
import { deletionRequestOf, requestSaunaDeletion, withdrawSaunaDeletion } from "#server/features/hosts/sauna-deletion-requests.service";
import { addSaunaStop, removeSaunaStop, saunaStopsForHost, updateSaunaStop } from "#server/features/hosts/sauna-stops.service";
import {
  saunaSettings, saveCalendarImport, updateSaunaAmenities, updateSaunaDetails, updateSaunaPosition, updateSaunaPrices, updateSaunaSessions,
} from "#server/features/hosts/host-settings.service";
import { invalid } from "#server/features/errors";
import { uploadedPhoto } from "#server/integrations/images/uploaded-photo";
import type { ToastMessage } from "#app/components/toaster";
import { getApp } from "#app/lib/context.server";
import { formFields, textField } from "#app/lib/form.server";
import { attempt } from "#app/lib/service-errors.server";
import { dashboardSaunas, readCurrentSauna } from "./current-sauna.server";
import { AmenitiesSection } from "./settings-amenities";
import { CalendarImportSection } from "./settings-calendar-import";
import { DetailsSection } from "./settings-details";
import type { SettingsIntent } from "./settings-form";
import { PHOTO_SAVED } from "#app/components/listing-photos-editor";
import { ListingSection } from "./settings-listing";
import { PhotosSection } from "./settings-photos";
import { PositionSection } from "./settings-position";
import { PricesSection } from "./settings-prices";
import { SessionsSection } from "./settings-sessions";
import { StopsSection } from "./settings-stops";

export const meta: Route.MetaFunction = (args) => dashboardTitle(args, "nav.settings");

export async function loader({ request, context }: Route.LoaderArgs) {
  return readCurrentSauna(context, request, async (db, actor, saunaId) => {
    const [settings, deletionRequest, stops] = await Promise.all([
      saunaSettings(db, actor, saunaId), deletionRequestOf(db, actor, saunaId), saunaStopsForHost(db, actor, saunaId),
    ]);
    return { ...settings, deletionRequest, stops, tileUrl: getApp(context).config.mapTileUrl };
  });
}

type SettingsAnswer = { ok: boolean; intent: string; toast: ToastMessage | null; error: string | null; fieldErrors: Record<string, string> };

const SAVED: Partial<Record<SettingsIntent, ToastMessage>> = {
  details: { title: "Details saved", description: "Your sauna's page shows them now.", variant: "success" },
  amenities: { title: "Amenities saved", variant: "success" },
  prices: { title: "Prices saved", description: "New bookings use them from now on.", variant: "success" },
  ...PHOTO_SAVED,
  pause: { title: "Listing paused", description: "Guests can't find or book your sauna until you list it again. Bookings already made stay.", variant: "success" },
  "request-deletion": { title: "Request sent", description: "An administrator will look at it and write to you by e-mail.", variant: "success" },
  "withdraw-deletion": { title: "Request withdrawn", description: "Your sauna stays on Sauna Éire.", variant: "success" },
  "stop-update": { title: "Stop saved", description: "Guests who book those days see it now.", variant: "success" },
  "stop-remove": { title: "Stop removed", description: "On those days guests see your sauna at the address in Details.", variant: "success" },
};

export async function action({ request, context }: Route.ActionArgs) {
  await dashboardSaunas(context, request);
  const { db, actor, config, photoStorage } = getApp(context);
  const fields = formFields(context);
  const intent = textField(fields, "intent") as SettingsIntent;
  const saunaId = textField(fields, "saunaId");
  const answer = (value: Partial<SettingsAnswer>): SettingsAnswer => ({ ok: true, intent, toast: SAVED[intent] ?? null, error: null, fieldErrors: {}, ...value });

  const result = await attempt(async (): Promise<SettingsAnswer> => {
    switch (intent) {
      case "details":
        await updateSaunaDetails(db, actor, saunaId, fields);
        return answer({});
      case "position": {
        const { latitude } = await updateSaunaPosition(db, actor, saunaId, fields);
        if (latitude === null) return answer({ toast: { title: "Pin removed", description: "Your sauna's page shows no map or directions until you add a pin again.", variant: "success" } });
        return answer({ toast: { title: "Location saved", description: "Your sauna's page shows it on the map now.", variant: "success" } });
      }
      case "stop-add": {
        const stop = await addSaunaStop(db, actor, saunaId, fields);
        return answer({ toast: { title: "Stop added", description: `${stop.placeName}: guests who book those days see it on your page and the map.`, variant: "success" } });
      }
      case "stop-update":
        await updateSaunaStop(db, actor, saunaId, fields);
        return answer({});
      case "stop-remove":
        await removeSaunaStop(db, actor, saunaId, fields);
        return answer({});
      case "amenities":
        await updateSaunaAmenities(db, actor, saunaId, fields);
        return answer({});
      case "prices":
        await updateSaunaPrices(db, actor, saunaId, fields);
        return answer({});
      case "sessions": {
        const { keptSessions } = await updateSaunaSessions(db, actor, saunaId, fields);
        return answer({
          toast: {
            title: "Sessions and availability saved",
            description: keptSessions > 0 ? `Guests can book the new times now. ${keptSessions} booked ${keptSessions === 1 ? "session stays" : "sessions stay"} as booked.` : "Guests can book the new times now.",
            variant: "success",
          },
        });
      }
      case "calendar-import": {
        const { url, result } = await saveCalendarImport(db, actor, saunaId, fields, { policy: config.siteFetchPolicy });
        if (!url || !result) return answer({ toast: { title: "Calendar removed", description: "Its busy times no longer block sessions.", variant: "success" } });
        if (result.ok) {
          const imported = result.busyTimes === 1 ? "1 busy time from your calendar now blocks overlapping sessions." : `${result.busyTimes} busy times from your calendar now block overlapping sessions.`;
          if (result.cutShortAt) return answer({ toast: { title: "Calendar imported in part", description: `${imported} ${calendarCutShortNotice(result.cutShortAt)}`, variant: "info" } });
          return answer({ toast: { title: "Calendar imported", description: imported, variant: "success" } });
        }
        const why = "error" in result ? result.error : "The address changed while it was being read. Please try again.";
        return answer({ toast: { title: "Saved, but your calendar couldn't be read", description: why, variant: "error" } });
      }
      case "photo-add": {
        await addSaunaPhoto(db, actor, photoStorage, saunaId, await uploadedPhoto(fields.photo));
        return answer({});
      }
      case "photo-remove":
        await removeSaunaPhoto(db, actor, photoStorage, saunaId, fields);
        return answer({});
      case "photo-order":
        await reorderSaunaPhotos(db, actor, saunaId, fields);
        return answer({});
      case "pause":
        await pauseSauna(db, actor, saunaId);
        return answer({});
      case "relist": {
        const { visibility } = await relistSauna(db, actor, saunaId);
        const description = visibility === "pending" ? "Guests can find and book it once it's approved." : "Guests can find and book your sauna again.";
        return answer({ toast: { title: "Listed again", description, variant: "success" } });
      }
      case "request-deletion":
        await requestSaunaDeletion(db, actor, saunaId, fields);
        return answer({});
      case "withdraw-deletion":
        await withdrawSaunaDeletion(db, actor, saunaId);
        return answer({});
      default:
        throw invalid("Please reload the page and try again.");
    }
  });
  if (!result.ok) {
    return data(
      answer({ ok: false, error: result.error, fieldErrors: result.fieldErrors, toast: { title: "Not saved", description: result.error, variant: "error" } }),
      { status: result.status },
    );
  }
  return result.value;
}

export default function SaunaSettingsPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  const s = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="font-serif text-2xl text-cedar-900">Sauna Settings</h1>
      <DetailsSection saunaId={s.id} details={s.details} />
      <PositionSection key={s.id} saunaId={s.id} position={s.position} tileUrl={s.tileUrl} />
      <StopsSection key={`stops-${s.id}`} saunaId={s.id} data={s.stops} tileUrl={s.tileUrl} />
      <PhotosSection saunaId={s.id} photos={s.photos} />
      <AmenitiesSection saunaId={s.id} amenities={s.amenities} />
      <PricesSection saunaId={s.id} prices={s.prices} sessions={s.sessions} />
      <SessionsSection saunaId={s.id} sessions={s.sessions} offPeakPercent={s.prices.offPeakPercent} />
      <CalendarImportSection saunaId={s.id} calendarImport={s.calendarImport} />
      <ListingSection saunaId={s.id} name={s.name} status={s.status} pausedAt={s.pausedAt} deletionRequest={s.deletionRequest} />
    </div>
  );
}
