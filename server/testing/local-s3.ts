// A local server speaking the S3 wire protocol (s3rver, an npm devDependency: objects in a temp
// folder, SigV4-signed requests from the real AWS SDK), for the storage tests and the cluster
// test. No S3-compatible server is packaged for Debian (no MinIO, no Garage), see decision 008.
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

type S3rverInstance = { run(): Promise<{ address: string; port: number }>; close(): Promise<void> };
type S3rverClass = new (options: {
  port: number;
  address: string;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

/** s3rver's fixed test credentials; the SDK reads them from the standard AWS variables. */
export const LOCAL_S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" };

export type LocalS3 = { endpoint: string; bucket: string; photoStorageUrl: string; close(): Promise<void> };

export async function startLocalS3(options: { bucket?: string; port?: number } = {}): Promise<LocalS3> {
  const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;
  const bucket = options.bucket ?? "sauna-photos";
  const directory = mkdtempSync(path.join(os.tmpdir(), "sauna-eire-s3-"));
  const server = new S3rver({ port: options.port ?? 0, address: "127.0.0.1", directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    photoStorageUrl: `s3://${bucket}/photos?region=eu-west-1&endpoint=${encodeURIComponent(endpoint)}`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
