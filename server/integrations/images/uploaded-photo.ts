// The one way an uploaded photo becomes a file we store: profile photos, review photos,
// listing photos and article images all pass through photoStorageOn().save, which calls
// checkedPhoto here. A photo is judged by what it is, not by its name or first bytes alone:
//  1. its size and first bytes say it is one of the kinds this upload takes, so only the JPEG,
//     PNG, GIF and WebP decoders ever see it (libvips would also open SVG, TIFF, HEIF, PDF…);
//  2. its header gives its dimensions, refused past PHOTO_MAX_SIDE / PHOTO_MAX_PIXELS before a
//     single pixel is decoded (a 1 MB PNG can claim 20000×20000 pixels: 1.2 GB to decode);
//  3. every pixel is decoded (a truncated or corrupt file fails here) and re-encoded as WebP,
//     turned upright by its EXIF orientation, with no metadata left (GPS position, camera,
//     comments) and nothing of the original bytes (a GIF that is also a script stays behind).
// sharp does the work on libuv's thread pool, not the event loop; the pixel limit and a timeout
// bound how long one upload can keep a thread.
import sharp, { type Metadata } from "sharp";
import {
  PHOTO_DAMAGED, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, PHOTO_MAX_SIDE, PHOTO_MISSING, PHOTO_TOO_LARGE, PHOTO_TOO_MANY_PIXELS,
  photoWrongKind,
} from "#domain/photos";
import { invalid } from "#server/features/errors";

export type PhotoType = "image/jpeg" | "image/png" | "image/gif" | "image/webp";
export type PhotoOptions = {
  /** The kinds this upload may be (default: all four); anything else is refused. */
  types?: readonly PhotoType[];
  /** The stored photo fits in a square of this many pixels (default 2560); smaller ones stay as they are. */
  longestSide?: number;
};
/** What is stored: always a WebP, whatever was sent. */
export type CheckedPhoto = { bytes: Buffer; type: "image/webp"; extension: "webp"; width: number; height: number };

const KINDS: { type: PhotoType; format: string; label: string; test: (b: Uint8Array) => boolean }[] = [
  { type: "image/jpeg", format: "jpeg", label: "JPG", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "image/png", format: "png", label: "PNG", test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v) },
  { type: "image/gif", format: "gif", label: "GIF", test: (b) => ascii(b, 0, 4) === "GIF8" },
  { type: "image/webp", format: "webp", label: "WebP", test: (b) => ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP" },
];
const DEFAULT_LONGEST_SIDE = 2560;
/** Far beyond what PHOTO_MAX_PIXELS takes on this machine (well under a second); a backstop. */
const DECODE_TIMEOUT_SECONDS = 20;

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** "JPG, PNG or WebP" */
function typeList(labels: string[]): string {
  return labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(", ")} or ${labels[labels.length - 1]}`;
}

/** The photo's kind from its first bytes, or the plain reason it can't be one. */
export function sniffPhotoType(bytes: Uint8Array, options: PhotoOptions = {}): { type: PhotoType; format: string; wrongKind: string } {
  if (bytes.byteLength === 0) throw invalid(PHOTO_MISSING);
  if (bytes.byteLength > PHOTO_MAX_BYTES) throw invalid(PHOTO_TOO_LARGE);
  const allowed = KINDS.filter((k) => !options.types || options.types.includes(k.type));
  const wrongKind = photoWrongKind(typeList(allowed.map((k) => k.label)));
  const match = allowed.find((k) => k.test(bytes));
  if (!match) throw invalid(wrongKind);
  return { type: match.type, format: match.format, wrongKind };
}

/** The photo decoded, checked and re-encoded as described at the top; refused in plain words otherwise. */
export async function checkedPhoto(bytes: Uint8Array, options: PhotoOptions = {}): Promise<CheckedPhoto> {
  const { format, wrongKind } = sniffPhotoType(bytes, options);
  // The header alone (no pixels decoded, so no pixel limit yet): a file whose header no decoder
  // can read is no image, whatever its first bytes claimed.
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid(wrongKind);
  }
  const { width = 0, height = 0 } = header;
  if (header.format !== format || width === 0 || height === 0) throw invalid(wrongKind);
  if (Math.max(width, height) > PHOTO_MAX_SIDE || width * height > PHOTO_MAX_PIXELS) throw invalid(PHOTO_TOO_MANY_PIXELS);
  const side = options.longestSide ?? DEFAULT_LONGEST_SIDE;
  try {
    // failOn "error": a truncated or corrupt file is refused, not stored half grey. Only the first
    // frame of an animation is read (sharp's default), so frame count adds no work.
    const { data, info } = await sharp(bytes, { failOn: "error", limitInputPixels: PHOTO_MAX_PIXELS })
      .autoOrient()
      .resize(side, side, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, type: "image/webp", extension: "webp", width: info.width, height: info.height };
  } catch {
    throw invalid(PHOTO_DAMAGED);
  }
}

/**
 * The bytes of each file a form sent under one name (once: a value, more often: a list); text
 * values and empty file inputs are left out.
 */
export async function uploadedFiles(value: unknown): Promise<Uint8Array[]> {
  const files = [value].flat().filter((v): v is Blob => v instanceof Blob && v.size > 0);
  return Promise.all(files.map(async (f) => new Uint8Array(await f.arrayBuffer())));
}

/** The one photo a form sent under this name, or the plain "Please choose a photo to upload." */
export async function uploadedPhoto(value: unknown): Promise<Uint8Array> {
  const [bytes] = await uploadedFiles(value);
  if (!bytes) throw invalid(PHOTO_MISSING);
  return bytes;
}
