import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTO_DAMAGED, PHOTO_MAX_BYTES, PHOTO_MISSING, PHOTO_TOO_LARGE, PHOTO_TOO_MANY_PIXELS } from "#domain/photos";
import { cameraPhoto, expectRefusesHostileImages, expectStoredSafely, gifScriptPolyglot, pixelBomb, realPhoto } from "#server/testing/test-photos";
import { checkedPhoto, uploadedFiles, uploadedPhoto } from "./uploaded-photo";

const ANY_KIND = "Only JPG, PNG, GIF or WebP photos can be uploaded.";

describe("an uploaded photo", () => {
  it("of each kind is decoded and stored as our own WebP of the same size", async () => {
    for (const format of ["jpeg", "png", "gif", "webp"] as const) {
      const photo = await checkedPhoto(await realPhoto(format));
      expect(photo).toMatchObject({ type: "image/webp", extension: "webp", width: 40, height: 30 });
      expect(await sharp(photo.bytes).metadata()).toMatchObject({ format: "webp", width: 40, height: 30 });
    }
  });

  it("is turned upright and keeps no EXIF: no GPS position, no camera", async () => {
    const sent = await sharp(await cameraPhoto()).metadata();
    expect(sent).toMatchObject({ width: 40, height: 30, orientation: 6 });
    expect(sent.exif?.toString("latin1")).toContain("TestCam");
    await expectStoredSafely((await checkedPhoto(await cameraPhoto())).bytes);
  });

  it("keeps transparency, the first frame of an animation, and is made smaller only when larger than needed", async () => {
    const transparent = await sharp({ create: { width: 20, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    expect(await sharp((await checkedPhoto(transparent)).bytes).metadata()).toMatchObject({ hasAlpha: true });
    const frame = (colour: string) => sharp({ create: { width: 16, height: 12, channels: 3, background: colour } }).png().toBuffer();
    const animated = await sharp([await frame("#f00"), await frame("#0f0"), await frame("#00f")], { join: { animated: true } }).gif({ loop: 0 }).toBuffer();
    expect(await sharp(animated).metadata()).toMatchObject({ pages: 3 });
    const still = await sharp((await checkedPhoto(animated)).bytes).metadata();
    expect(still).toMatchObject({ width: 16, height: 12 });
    expect(still.pages ?? 1).toBe(1);
    const large = await checkedPhoto(await realPhoto("png", { width: 3000, height: 1500 }));
    expect(large).toMatchObject({ width: 2560, height: 1280 });
    expect(await checkedPhoto(await realPhoto("png", { width: 3000, height: 1500 }), { longestSide: 512 })).toMatchObject({ width: 512, height: 256 });
  });

  it("refuses a pixel bomb, a truncated file and a script behind a GIF header, each in plain words", async () => {
    await expectRefusesHostileImages((bytes) => checkedPhoto(bytes), ANY_KIND);
  });

  it("refuses more than 10,000 pixels on a side or 25 megapixels from the header alone, and allows up to them", async () => {
    await expect(checkedPhoto(pixelBomb({ width: 10_001, height: 1 }))).rejects.toMatchObject({ status: 400, message: PHOTO_TOO_MANY_PIXELS });
    await expect(checkedPhoto(pixelBomb({ width: 5001, height: 5000 }))).rejects.toMatchObject({ status: 400, message: PHOTO_TOO_MANY_PIXELS });
    expect(await checkedPhoto(pixelBomb({ width: 5000, height: 5000 }))).toMatchObject({ width: 2560, height: 2560 });
  });

  it("refuses a truncated JPEG as damaged", async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 40 } } }).jpeg().toBuffer();
    await expect(checkedPhoto(jpeg.subarray(0, jpeg.length >> 1))).rejects.toMatchObject({ status: 400, message: PHOTO_DAMAGED });
  });

  it("refuses what is no image, an empty file, one over 5 MB, and a kind this upload doesn't take", async () => {
    for (const text of ["<svg onload=alert(1)>", "<?php system($_GET['c']); ?>", "hello"]) {
      await expect(checkedPhoto(new TextEncoder().encode(text))).rejects.toMatchObject({ status: 400, message: ANY_KIND });
    }
    await expect(checkedPhoto(new Uint8Array(0))).rejects.toMatchObject({ status: 400, message: PHOTO_MISSING });
    const big = new Uint8Array(PHOTO_MAX_BYTES + 1);
    big.set(await realPhoto("jpeg"));
    await expect(checkedPhoto(big)).rejects.toMatchObject({ status: 400, message: PHOTO_TOO_LARGE });
    const listingPhotos = { types: ["image/jpeg", "image/png", "image/webp"] as const };
    await expect(checkedPhoto(await realPhoto("gif"), listingPhotos)).rejects.toMatchObject({ status: 400, message: "Only JPG, PNG or WebP photos can be uploaded." });
    await expect(checkedPhoto(gifScriptPolyglot(), listingPhotos)).rejects.toMatchObject({ message: "Only JPG, PNG or WebP photos can be uploaded." });
  });

  it("that is a whole GIF with a script after its end is stored without the script", async () => {
    const gif = Buffer.from(await realPhoto("gif"));
    const polyglot = Buffer.concat([gif, Buffer.from("*/=1;alert(document.domain);//", "latin1")]);
    const stored = await checkedPhoto(polyglot);
    expect(stored.bytes.toString("latin1")).not.toContain("alert");
    expect(await sharp(stored.bytes).metadata()).toMatchObject({ format: "webp", width: 40, height: 30 });
  });
});

describe("reading a photo from a form", () => {
  const file = (text: string) => new File([text], "x.png", { type: "image/png" });

  it("takes the files sent under a name, once or repeated, and leaves out text and empty inputs", async () => {
    expect(await uploadedFiles(file("a"))).toEqual([new TextEncoder().encode("a")]);
    expect(await uploadedFiles([file("a"), "text", new File([], ""), file("b")])).toEqual([new TextEncoder().encode("a"), new TextEncoder().encode("b")]);
    expect(await uploadedFiles(undefined)).toEqual([]);
    expect(await uploadedFiles("a string")).toEqual([]);
  });

  it("asks for a photo when none was sent", async () => {
    expect(await uploadedPhoto(file("a"))).toEqual(new TextEncoder().encode("a"));
    for (const nothing of [undefined, "", "photo.png", new File([], "")]) {
      await expect(uploadedPhoto(nothing)).rejects.toMatchObject({ status: 400, message: PHOTO_MISSING });
    }
  });
});
