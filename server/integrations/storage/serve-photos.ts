// GET /uploads/<folder>/<name>: uploaded photos from whichever store keeps them, under the same
// stable URLs. A name is random and never reused, so a photo at a URL never changes: browsers and
// any CDN in front may keep it for a year without asking again ("immutable").
import type { MiddlewareHandler } from "hono";
import { photoContentType, UPLOAD_PATH, type PhotoObjects } from "./photo-storage";

export const PHOTO_CACHE_CONTROL = "public, max-age=31536000, immutable";

export function servePhotos(objects: PhotoObjects): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const match = UPLOAD_PATH.exec(c.req.path);
    if (!match) return c.text("Not Found", 404);
    const object = await objects.get(`${match[1]}/${match[2]}`);
    if (!object) return c.text("Not Found", 404, { "Cache-Control": "no-store" });
    const headers = {
      "Content-Type": photoContentType(match[2]),
      "Cache-Control": PHOTO_CACHE_CONTROL,
      ETag: object.etag,
    };
    const ifNoneMatch = c.req.header("if-none-match");
    if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === object.etag)) return new Response(null, { status: 304, headers });
    const body = c.req.method === "HEAD" ? null : (object.bytes as Uint8Array<ArrayBuffer>);
    return new Response(body, { status: 200, headers: { ...headers, "Content-Length": String(object.bytes.byteLength) } });
  };
}
