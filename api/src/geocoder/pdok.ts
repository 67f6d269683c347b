import type { AddressQuery, Geocoder, Point } from "./geocoder";

// PDOK Locatieserver (the Dutch government's free geocoder, no key): the "free" search answers
// Solr documents whose `centroide_ll` is a WKT point in WGS84, "POINT(lon lat)".
export const PDOK_FREE_URL = "https://api.pdok.nl/bzk/locatieserver/search/v3_1/free";
const TIMEOUT_MS = 3000;

/** "POINT(5.9 52.4)" → {latitude: 52.4, longitude: 5.9}; anything else → null. */
export function parseWktPoint(value: unknown): Point | null {
  if (typeof value !== "string") return null;
  const match = /^POINT\(\s*(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s*\)$/.exec(value);
  if (!match) return null;
  const longitude = Number(match[1]);
  const latitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

interface PdokDoc {
  centroide_ll?: unknown;
  woonplaatsnaam?: unknown;
}

export function pdokGeocoder(fetcher: typeof fetch): Geocoder {
  async function first(q: string, type: string): Promise<PdokDoc | null> {
    const url = new URL(PDOK_FREE_URL);
    url.searchParams.set("q", q);
    url.searchParams.set("fq", `type:${type}`);
    url.searchParams.set("rows", "1");
    url.searchParams.set("fl", "centroide_ll,woonplaatsnaam");
    try {
      const response = await fetcher(url, {
        headers: { Accept: "application/json" },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) return null;
      const body = (await response.json()) as {
        response?: { docs?: PdokDoc[] };
      };
      return body.response?.docs?.[0] ?? null;
    } catch {
      // A slow or failing service must not fail the save: the address keeps no coordinates.
      return null;
    }
  }
  return {
    async address(query: AddressQuery) {
      const q = [[query.street, query.house_number].filter(Boolean).join(" "), [query.postal_code, query.city].filter(Boolean).join(" ")]
        .filter(Boolean)
        .join(", ");
      if (q === "") return null;
      return parseWktPoint((await first(q, "adres"))?.centroide_ll);
    },
    async postcode(postcode: string) {
      const doc = await first(postcode, "postcode");
      const point = parseWktPoint(doc?.centroide_ll);
      if (!point) return null;
      const city = typeof doc?.woonplaatsnaam === "string" ? doc.woonplaatsnaam : null;
      return { ...point, city };
    },
  };
}
