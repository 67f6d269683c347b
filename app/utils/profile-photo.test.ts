import { describe, expect, it } from "vitest";
import { profilePhotoPath } from "./profile-photo";

describe("profilePhotoPath", () => {
  it("names the photo's version, so a new photo is a new URL", () => {
    expect(profilePhotoPath({ id: "2301", photoVersion: "ab12" })).toBe("/vrijwilligerspool/2301/foto?v=ab12");
    expect(profilePhotoPath({ id: "2301", photoVersion: "cd34" })).not.toBe(profilePhotoPath({ id: "2301", photoVersion: "ab12" }));
  });

  it("is null without a photo: no image, so none can be broken", () => {
    expect(profilePhotoPath({ id: "2301", photoVersion: null })).toBeNull();
  });
});
