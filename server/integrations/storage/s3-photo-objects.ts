// Photos in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Garage…), so every app process
// behind a load balancer stores and serves the same files. Chosen by PHOTO_STORAGE_URL:
//
//   s3://BUCKET[/PREFIX]?region=eu-west-1[&endpoint=https://…][&forcePathStyle=true]
//
// Credentials come the AWS SDK's standard way (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a
// profile, or an instance role), never from the URL, so the URL can be logged.
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import type { PhotoObjects } from "./photo-storage";
import type { S3Location } from "./s3-location";

export function s3PhotoObjects(location: S3Location, client?: S3Client): PhotoObjects {
  const s3 =
    client ??
    new S3Client({
      region: location.region,
      endpoint: location.endpoint,
      forcePathStyle: location.forcePathStyle,
      // Checksums only where S3 requires them: many compatible servers don't know the newer
      // trailing-checksum uploads, and TLS already protects the bytes in transit.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  const keyOf = (key: string) => location.prefix + key;
  return {
    description: `s3://${location.bucket}/${location.prefix}${location.endpoint ? ` at ${location.endpoint}` : ""}`,
    async put(key, bytes, contentType) {
      await s3.send(
        new PutObjectCommand({
          Bucket: location.bucket,
          Key: keyOf(key),
          Body: bytes,
          ContentType: contentType,
          // For a CDN or public bucket in front: the names are random and never reused.
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async get(key) {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: location.bucket, Key: keyOf(key) }));
        const bytes = await object.Body!.transformToByteArray();
        return { bytes, etag: object.ETag ?? `"${bytes.byteLength.toString(16)}"` };
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: location.bucket, Key: keyOf(key) }));
    },
  };
}
