import { describe, expect, it } from "vitest";
import { JPEG, PDF, PNG, PROGRESSIVE_JPEG, WEBP, WEBP_ALPHA, WEBP_LOSSLESS, jpegClaiming, pngBomb, webpClaiming } from "../../test/file-fixtures";
import { imageSize } from "./image-size";

describe("imageSize (from the header, nothing decoded)", () => {
  it("reads real PNG, JPEG (baseline and progressive) and WebP (VP8, VP8L, VP8X) files", () => {
    expect(imageSize(PNG, "png")).toEqual({ width: 1, height: 1 });
    expect(imageSize(JPEG, "jpeg")).toEqual({ width: 3, height: 2 });
    expect(imageSize(PROGRESSIVE_JPEG, "jpeg")).toEqual({ width: 5, height: 3 });
    expect(imageSize(WEBP, "webp")).toEqual({ width: 5, height: 4 });
    expect(imageSize(WEBP_LOSSLESS, "webp")).toEqual({ width: 7, height: 6 });
    expect(imageSize(WEBP_ALPHA, "webp")).toEqual({ width: 9, height: 8 });
  });

  it("reads what a bomb claims, from a few bytes", async () => {
    const bomb = await pngBomb(20_000, 20_000);
    expect(bomb.byteLength).toBeLessThan(100_000);
    expect(imageSize(bomb, "png")).toEqual({ width: 20_000, height: 20_000 });
    expect(imageSize(jpegClaiming(60_000, 50_000), "jpeg")).toEqual({ width: 60_000, height: 50_000 });
    expect(imageSize(webpClaiming(16_000, 16_000), "webp")).toEqual({ width: 16_000, height: 16_000 });
  });

  it("gives no size for a header that is cut off or not an image", () => {
    expect(imageSize(PNG.slice(0, 20), "png")).toBeNull();
    expect(imageSize(JPEG.slice(0, 100), "jpeg")).toBeNull();
    expect(imageSize(WEBP.slice(0, 20), "webp")).toBeNull();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 5, 6, 7, 8]), "jpeg")).toBeNull();
    expect(imageSize(PDF, "pdf")).toBeNull();
  });
});
