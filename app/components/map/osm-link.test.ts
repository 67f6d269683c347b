import { describe, expect, it } from "vitest";
import { isValidLatLng, osmLink } from "./osm-link";

describe("osmLink", () => {
  it("puts a marker on the point and centres the map on it at zoom 16", () => {
    expect(osmLink({ lat: 52.4335, lng: 5.9921 })).toBe("https://www.openstreetmap.org/?mlat=52.4335&mlon=5.9921#map=16/52.4335/5.9921");
  });

  it("keeps six decimals and takes another zoom", () => {
    expect(osmLink({ lat: 51.19412345678, lng: -5.98761234567 }, 12)).toBe(
      "https://www.openstreetmap.org/?mlat=51.194123&mlon=-5.987612#map=12/51.194123/-5.987612",
    );
  });
});

describe("isValidLatLng", () => {
  it("accepts points on earth and refuses missing or impossible ones", () => {
    expect(isValidLatLng({ lat: 52.4, lng: 5.9 })).toBe(true);
    expect(isValidLatLng({ lat: -90, lng: 180 })).toBe(true);
    expect(isValidLatLng({ lat: Number.NaN, lng: 5.9 })).toBe(false);
    expect(isValidLatLng({ lat: 91, lng: 5.9 })).toBe(false);
    expect(isValidLatLng({ lat: 52.4, lng: -181 })).toBe(false);
  });
});
