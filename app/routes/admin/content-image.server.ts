// What an article form says about its image: a new file, "remove it", or leave it as it is.
import type { ArticleImageChange } from "#server/features/admin/admin-content.service";
import type { FormObject } from "#app/lib/form.server";
import { uploadedFiles } from "#server/integrations/images/uploaded-photo";

export async function articleImageChange(fields: FormObject): Promise<ArticleImageChange> {
  const [bytes] = await uploadedFiles(fields.image);
  if (bytes) return { bytes };
  if (fields.removeImage === "on") return { remove: true };
  return null;
}
