// POST /admin/saunas/photos: Edit Sauna's photos. The host's photo editor from Sauna
// Settings posts its three changes here, one request each (a photo upload alone), and the admin
// Saunas list reloads with the new photos.
import { data, redirect } from "react-router";
import type { Route } from "./+types/sauna-photos";
import { UNKNOWN_ACTION } from "#domain/form-fields";
import { adminAddSaunaPhoto, adminRemoveSaunaPhoto, adminReorderSaunaPhotos } from "#server/features/admin/admin-sauna-photos.service";
import { invalid } from "#server/features/errors";
import { uploadedPhoto } from "#server/integrations/images/uploaded-photo";
import { getApp } from "#app/lib/context.server";
import { formFields, textField } from "#app/lib/form.server";
import { attempt } from "#app/lib/service-errors.server";
import { PHOTO_SAVED_KEY } from "#app/components/listing-photos-editor";
import { inRequestLanguage, requestLocale, serverT } from "#server/i18n/messages";
import { requireAdminPage } from "./admin-guard.server";

/** Opened in the browser: the admin area's door as for any admin page, then the Saunas list, where the photos are edited. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context, request);
  throw redirect(inRequestLanguage(request, "/admin/saunas"));
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(context, request);
  const { db, photoStorage } = getApp(context);
  const locale = requestLocale(request);
  const saved = (intent: keyof typeof PHOTO_SAVED_KEY) => ({ title: serverT(locale, "members")(PHOTO_SAVED_KEY[intent]), variant: "success" as const });
  const result = await attempt(async () => {
    const fields = formFields(context);
    const intent = textField(fields, "intent");
    const saunaId = textField(fields, "saunaId");
    switch (intent) {
      case "photo-add":
        await adminAddSaunaPhoto(db, admin, photoStorage, saunaId, await uploadedPhoto(fields.photo));
        return saved(intent);
      case "photo-remove":
        await adminRemoveSaunaPhoto(db, admin, photoStorage, saunaId, fields);
        return saved(intent);
      case "photo-order":
        await adminReorderSaunaPhotos(db, admin, saunaId, fields);
        return saved(intent);
      default:
        throw invalid(UNKNOWN_ACTION);
    }
  });
  if (!result.ok) return data({ ok: false as const, toast: { title: serverT(locale, "admin")("toast.notSaved"), description: result.error, variant: "error" as const } }, { status: result.status });
  return { ok: true as const, toast: result.value };
}
