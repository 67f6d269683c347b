import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api/errors";
import { PHOTO_MAX_BYTES, photoBodyTooLarge, photoRefusal, savePhoto, servedPhoto } from "./volunteer-profile-photo";

// A context whose api must not be reached: the checks before the upload answer alone.
const offline = { api: { bytes: () => Promise.reject(new Error("the api was called")) } } as unknown as AppLoadContext;
const refusing = (error: ApiError) => ({ api: { bytes: () => Promise.reject(error) } }) as unknown as AppLoadContext;

describe("photoRefusal", () => {
  it("names each refusal of the api: size, type, no profile", () => {
    expect(photoRefusal(new ApiError(413, []))).toBe("size");
    expect(photoRefusal(new ApiError(422, [{ code: "file_type" }]))).toBe("type");
    expect(photoRefusal(new ApiError(415, []))).toBe("type");
    expect(photoRefusal(new ApiError(422, [{ code: "file_empty" }]))).toBe("missing");
    expect(photoRefusal(new ApiError(422, [{ code: "no_profile", source: { pointer: "/data/attributes/photo" } }]))).toBe("noProfile");
  });

  it("leaves other errors alone (they go on to the error screen)", () => {
    expect(photoRefusal(new ApiError(500, []))).toBeNull();
    expect(photoRefusal(new Error("boom"))).toBeNull();
  });
});

describe("savePhoto", () => {
  it("refuses no file and a too large one before sending anything", async () => {
    expect(await savePhoto(offline, null)).toBe("missing");
    expect(await savePhoto(offline, new File([], ""))).toBe("missing");
    expect(await savePhoto(offline, new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], "big.png"))).toBe("size");
  });

  it("answers the api's refusal", async () => {
    expect(await savePhoto(refusing(new ApiError(422, [{ code: "file_type" }])), new File(["GIF89a"], "a.gif"))).toBe("type");
    await expect(savePhoto(refusing(new ApiError(500, [])), new File(["x"], "a.png"))).rejects.toThrow();
  });
});

describe("the photo form's body", () => {
  it("is too large past the photo's limit and a little framing", () => {
    const sized = (bytes: number) => new Request("https://x.example/", { method: "POST", headers: { "Content-Length": String(bytes) } });
    expect(photoBodyTooLarge(sized(PHOTO_MAX_BYTES))).toBe(false);
    expect(photoBodyTooLarge(sized(PHOTO_MAX_BYTES + 1024 * 1024))).toBe(true);
  });
});

describe("servedPhoto", () => {
  it("keeps the api's private caching, type and ETag, adds nosniff, drops the rest", () => {
    const api = new Response("png", {
      headers: { "Content-Type": "image/png", "Cache-Control": "private, max-age=86400", ETag: '"e1"', "Set-Cookie": "x=1", "X-Api": "1" },
    });
    const served = servedPhoto(api);
    expect(served.headers.get("Cache-Control")).toBe("private, max-age=86400");
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("ETag")).toBe('"e1"');
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.headers.get("Set-Cookie")).toBeNull();
    expect(served.headers.get("X-Api")).toBeNull();
  });
});
