import { POSTCODE_PATTERN } from "@contract/rules";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { postcodeAreas } from "../db/tags-schema";
import type { AddressQuery, Geocoder, Point } from "./geocoder";

/** "1234 AB", "1234ab", "1234" → its four digits (and letters); null for anything else. */
export function parsePostcode(value: string): { pc4: string; letters: string | null } | null {
  const match = POSTCODE_PATTERN.exec(value);
  if (!match) return null;
  return { pc4: match[1], letters: match[2]?.toUpperCase() ?? null };
}

/**
 * The centre of a postcode's PC4 area: the postcode_areas table first, then the geocoder (its
 * answer for a bare PC4 is kept in the table, so each area is looked up once). Null when unknown.
 */
export async function locatePostcode(db: Database, geocoder: Geocoder, value: string): Promise<Point | null> {
  const parsed = parsePostcode(value);
  if (!parsed) return null;
  const known = await db.select().from(postcodeAreas).where(eq(postcodeAreas.postcode, parsed.pc4)).get();
  if (known) return { latitude: known.latitude, longitude: known.longitude };
  const found = await geocoder.postcode(parsed.letters ? `${parsed.pc4}${parsed.letters}` : parsed.pc4);
  if (!found) return null;
  if (!parsed.letters)
    await db
      .insert(postcodeAreas)
      .values({ postcode: parsed.pc4, ...found })
      .onConflictDoNothing()
      .run();
  return { latitude: found.latitude, longitude: found.longitude };
}

/**
 * Coordinates for a saved address: the geocoder's exact point, else the centre of its postcode
 * area from the table (close enough for a map of a town), else none.
 */
export async function geocodeAddress(db: Database, geocoder: Geocoder, address: AddressQuery): Promise<Point | null> {
  const exact = await geocoder.address(address);
  if (exact) return exact;
  const parsed = address.postal_code ? parsePostcode(address.postal_code) : null;
  if (!parsed) return null;
  const area = await db
    .select()
    .from(postcodeAreas)
    .where(and(eq(postcodeAreas.postcode, parsed.pc4)))
    .get();
  return area ? { latitude: area.latitude, longitude: area.longitude } : null;
}
