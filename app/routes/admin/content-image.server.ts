// What an article form says about its image: a new file, "remove it", or leave it as it is.
import type { ArticleImageChange } from "#server/features/admin/admin-content.service";
import type { FormObject } from "#app/lib/form.server";

export async function articleImageChange(fields: FormObject): Promise<ArticleImageChange> {
  const file = fields.image;
  if (file instanceof File && file.size > 0) return { bytes: new Uint8Array(await file.arrayBuffer()) };
  if (fields.removeImage === "on") return { remove: true };
  return null;
}
