import { describe, expect, it } from "vitest";
import { geocoderFor } from "./geocoder";
import { PDOK_FREE_URL, parseWktPoint } from "./pdok";
import { parsePostcode } from "./postcodes";

// The PDOK adapter with a stand-in fetch: tests never call out.
function fakeFetch(answer: unknown, status = 200) {
  const urls: URL[] = [];
  const fetcher = (async (url: URL) => {
    urls.push(new URL(url));
    return new Response(JSON.stringify(answer), { status });
  }) as unknown as typeof fetch;
  return { fetcher, urls };
}

describe("the PDOK Locatieserver geocoder", () => {
  it("asks for one address and reads its WGS84 centroid", async () => {
    const { fetcher, urls } = fakeFetch({
      response: { docs: [{ centroide_ll: "POINT(5.38763 52.15616)" }] },
    });
    const point = await geocoderFor({ GEOCODER: "pdok" }, fetcher).address({
      street: "Stadsring",
      house_number: "9",
      postal_code: "3811 HN",
      city: "Amersfoort",
    });
    expect(point).toEqual({ latitude: 52.15616, longitude: 5.38763 });
    expect(`${urls[0].origin}${urls[0].pathname}`).toBe(PDOK_FREE_URL);
    expect(urls[0].searchParams.get("q")).toBe("Stadsring 9, 3811 HN Amersfoort");
    expect(urls[0].searchParams.get("fq")).toBe("type:adres");
  });

  it("answers null when PDOK finds nothing or fails, so a save never fails on it", async () => {
    expect(await geocoderFor({ GEOCODER: "pdok" }, fakeFetch({ response: { docs: [] } }).fetcher).postcode("9999")).toBeNull();
    expect(await geocoderFor({ GEOCODER: "pdok" }, fakeFetch({}, 503).fetcher).postcode("3811")).toBeNull();
    const throwing = (async () => {
      throw new TypeError("network");
    }) as unknown as typeof fetch;
    expect(
      await geocoderFor({ GEOCODER: "pdok" }, throwing).address({
        street: "A",
        house_number: null,
        postal_code: null,
        city: null,
      }),
    ).toBeNull();
  });

  it("reads a postcode's centre and town", async () => {
    const { fetcher } = fakeFetch({
      response: {
        docs: [{ centroide_ll: "POINT(6.09 52.51)", woonplaatsnaam: "Zwolle" }],
      },
    });
    expect(await geocoderFor({ GEOCODER: "pdok" }, fetcher).postcode("8011")).toEqual({ latitude: 52.51, longitude: 6.09, city: "Zwolle" });
  });

  it("is never asked with GEOCODER=none", async () => {
    const { fetcher, urls } = fakeFetch({});
    expect(await geocoderFor({ GEOCODER: "none" }, fetcher).postcode("3811")).toBeNull();
    expect(urls).toEqual([]);
  });
});

describe("parsing", () => {
  it("reads WKT points and Dutch postcodes", () => {
    expect(parseWktPoint("POINT(-1.5 2)")).toEqual({
      latitude: 2,
      longitude: -1.5,
    });
    expect(parseWktPoint("POINT(5 95)")).toBeNull();
    expect(parseWktPoint(7)).toBeNull();
    expect(parsePostcode(" 3811 hn ")).toEqual({ pc4: "3811", letters: "HN" });
    expect(parsePostcode("3811")).toEqual({ pc4: "3811", letters: null });
    expect(parsePostcode("0811 AB")).toBeNull();
  });
});
