// Link previews (Open Graph, Twitter/X cards) show raster images of 1200×630; social networks
// ignore SVG. Every sauna and article image gets such a JPEG beside it: the demo
// illustrations at build time (scripts/social-images.ts), uploaded photos as they are stored.
import sharp from "sharp";

export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/** A 1200×630 JPEG of the image (SVG, PNG, JPEG, WebP or GIF), cropped to fill, centred. */
export async function socialImage(input: Uint8Array | string): Promise<Buffer> {
  return sharp(input, { failOn: "error", limitInputPixels: 40_000_000 })
    .rotate()
    .resize(SOCIAL_IMAGE.width, SOCIAL_IMAGE.height, { fit: "cover", position: "attention" })
    .flatten({ background: "#f7efe4" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
