// PHOTO_STORAGE_URL read into where the bucket is (s3-photo-objects.ts uses it). Kept apart from
// the AWS SDK so configuration is checked without loading it.
export type S3Location = { bucket: string; prefix: string; region: string; endpoint: string | undefined; forcePathStyle: boolean };

/** Reads PHOTO_STORAGE_URL; throws with a sentence saying what is wrong. */
export function parsePhotoStorageUrl(value: string): S3Location {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error("PHOTO_STORAGE_URL must be an s3:// URL such as s3://sauna-photos?region=eu-west-1");
  }
  if (url.protocol !== "s3:" || !url.hostname) {
    throw new Error("PHOTO_STORAGE_URL must be an s3:// URL such as s3://sauna-photos?region=eu-west-1");
  }
  if (url.username || url.password) {
    throw new Error("PHOTO_STORAGE_URL must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead");
  }
  const endpoint = url.searchParams.get("endpoint") ?? undefined;
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint)) throw new Error("PHOTO_STORAGE_URL's endpoint must be an http(s) URL");
  const prefix = url.pathname.replace(/^\/+|\/+$/g, "");
  return {
    bucket: url.hostname,
    prefix: prefix ? `${prefix}/` : "",
    region: url.searchParams.get("region") ?? process.env.AWS_REGION ?? "us-east-1",
    endpoint,
    // Other S3-compatible servers usually want bucket-in-path addressing; AWS itself does not.
    forcePathStyle: url.searchParams.get("forcePathStyle") !== null ? url.searchParams.get("forcePathStyle") === "true" : Boolean(endpoint),
  };
}

