// Owner dashboard Sauna Settings (/dashboard/settings): details, photos, amenities, prices,
// sessions and availability, the host's own calendar, each section saved on its own, and the
// listing itself: pause it, list it again, or ask us to delete it.
import { data } from "react-router";
import type { Route } from "./+types/settings";
import { dashboardTitle } from "./dashboard-meta";
import { CALENDAR_CUT_SHORT_HELP, calendarCutShortNotice } from "#domain/calendar-import";
import type { Locale } from "#domain/locales";
import { addSaunaPhoto, removeSaunaPhoto, reorderSaunaPhotos } from "#server/features/hosts/host-settings-photos.service";
import { pauseSauna, relistSauna } from "#server/features/hosts/listing-visibility.service";
import { deletionRequestOf, requestSaunaDeletion, withdrawSaunaDeletion } from "#server/features/hosts/sauna-deletion-requests.service";
import { addSaunaStop, removeSaunaStop, saunaStopsForHost, updateSaunaStop } from "#server/features/hosts/sauna-stops.service";
import {
  saunaSettings, saveCalendarImport, updateSaunaAmenities, updateSaunaDetails, updateSaunaPosition, updateSaunaPrices, updateSaunaSessions,
} from "#server/features/hosts/host-settings.service";
import { invalid } from "#server/features/errors";
import { errorInLanguage } from "#server/i18n/error-text";
import { uploadedPhoto } from "#server/integrations/images/uploaded-photo";
import type { ToastMessage } from "#app/components/toaster";
import { getApp } from "#app/lib/context.server";
import { useT } from "#app/lib/i18n/i18n";
import { requestLocale, serverT } from "#server/i18n/messages";
import type { MessageKey } from "#domain/messages/translate";
import { formFields, textField } from "#app/lib/form.server";
import { attempt } from "#app/lib/service-errors.server";
import { dashboardSaunas, readCurrentSauna } from "./current-sauna.server";
import { AmenitiesSection } from "./settings-amenities";
import { CalendarImportSection } from "./settings-calendar-import";
import { DetailsSection } from "./settings-details";
import type { SettingsIntent } from "./settings-form";
import { PHOTO_SAVED_KEY } from "#app/components/listing-photos-editor";
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
    return { ...settings, calendarImport: calendarImportIn(requestLocale(request), settings.calendarImport), deletionRequest, stops, tileUrl: getApp(context).config.mapTileUrl };
  });
}

/**
 * The own calendar's state in the page's language: why its last import failed and how far it was
 * read are the import's English words (the errors catalogue has them, decision 021).
 */
export type CalendarImportView = ReturnType<typeof calendarImportIn>;
function calendarImportIn(locale: Locale, calendarImport: Awaited<ReturnType<typeof saunaSettings>>["calendarImport"]) {
  const { error, cutShortAt } = calendarImport;
  return {
    ...calendarImport,
    error: error && errorInLanguage(locale, error),
    cutShortNotice: cutShortAt ? `${errorInLanguage(locale, calendarCutShortNotice(cutShortAt))} ${errorInLanguage(locale, CALENDAR_CUT_SHORT_HELP)}` : null,
  };
}

type SettingsAnswer = { ok: boolean; intent: string; toast: ToastMessage | null; error: string | null; fieldErrors: Record<string, string> };

type Say = { title: MessageKey<"dashboard">; description?: MessageKey<"dashboard"> };
/** A section's toast when it saved with nothing more to say (dashboard messages; the photos' are members'). */
const SAVED: Partial<Record<SettingsIntent, Say>> = {
  details: { title: "settings.detailsSaved", description: "settings.detailsSavedDetail" },
  amenities: { title: "settings.amenitiesSaved" },
  prices: { title: "settings.pricesSaved", description: "settings.pricesSavedDetail" },
  pause: { title: "settings.paused", description: "settings.pausedDetail" },
  "request-deletion": { title: "settings.deletionSent", description: "settings.deletionSentDetail" },
  "withdraw-deletion": { title: "settings.deletionWithdrawn", description: "settings.deletionWithdrawnDetail" },
  "stop-update": { title: "settings.stopSaved", description: "settings.stopSavedDetail" },
  "stop-remove": { title: "settings.stopRemoved", description: "settings.stopRemovedDetail" },
};

export async function action({ request, context }: Route.ActionArgs) {
  await dashboardSaunas(context, request);
  const { db, actor, photoStorage } = getApp(context);
  const fields = formFields(context);
  const intent = textField(fields, "intent") as SettingsIntent;
  const saunaId = textField(fields, "saunaId");
  const locale = requestLocale(request);
  const t = serverT(locale, "dashboard");
  const saved = SAVED[intent];
  const photo = intent in PHOTO_SAVED_KEY ? PHOTO_SAVED_KEY[intent as keyof typeof PHOTO_SAVED_KEY] : null;
  const toast: ToastMessage | null = saved
    ? { title: t(saved.title), description: saved.description && t(saved.description), variant: "success" }
    : photo ? { title: serverT(locale, "members")(photo), variant: "success" } : null;
  const answer = (value: Partial<SettingsAnswer>): SettingsAnswer => ({ ok: true, intent, toast, error: null, fieldErrors: {}, ...value });

  const result = await attempt(async (): Promise<SettingsAnswer> => {
    switch (intent) {
      case "details":
        await updateSaunaDetails(db, actor, saunaId, fields);
        return answer({});
      case "position": {
        const { latitude } = await updateSaunaPosition(db, actor, saunaId, fields);
        if (latitude === null) return answer({ toast: { title: t("settings.pinRemoved"), description: t("settings.pinRemovedDetail"), variant: "success" } });
        return answer({ toast: { title: t("settings.locationSaved"), description: t("settings.locationSavedDetail"), variant: "success" } });
      }
      case "stop-add": {
        const stop = await addSaunaStop(db, actor, saunaId, fields);
        return answer({ toast: { title: t("settings.stopAdded"), description: t("settings.stopAddedDetail", { place: stop.placeName }), variant: "success" } });
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
            title: t("settings.sessionsSaved"),
            description: keptSessions > 0 ? t("settings.sessionsKept", { count: keptSessions }) : t("settings.sessionsSavedDetail"),
            variant: "success",
          },
        });
      }
      case "calendar-import": {
        // The import itself runs in the background (decision 011): the section says 'Importing…'.
        const { url } = await saveCalendarImport(db, actor, saunaId, fields);
        if (!url) return answer({ toast: { title: t("settings.calendarRemoved"), description: t("settings.calendarRemovedDetail"), variant: "success" } });
        return answer({ toast: { title: t("settings.calendarSaved"), description: t("settings.calendarImportingDetail"), variant: "success" } });
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
        const description = visibility === "pending" ? t("settings.relistedPending") : t("settings.relistedDetail");
        return answer({ toast: { title: t("settings.relisted"), description, variant: "success" } });
      }
      case "request-deletion":
        await requestSaunaDeletion(db, actor, saunaId, fields);
        return answer({});
      case "withdraw-deletion":
        await withdrawSaunaDeletion(db, actor, saunaId);
        return answer({});
      default:
        throw invalid(t("toast.reload"));
    }
  });
  if (!result.ok) {
    return data(
      answer({ ok: false, error: result.error, fieldErrors: result.fieldErrors, toast: { title: t("settings.notSaved"), description: result.error, variant: "error" } }),
      { status: result.status },
    );
  }
  return result.value;
}

export default function SaunaSettingsPage({ loaderData }: Route.ComponentProps) {
  const t = useT("dashboard");
  if (!loaderData) return null;
  const s = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="font-serif text-2xl text-cedar-900">{t("nav.settings")}</h1>
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
