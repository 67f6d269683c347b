// The social map's tests: seedOrganizations plus tags, addresses with coordinates and postcode
// areas. Distances from postcode 3811 (Amersfoort): CENTER 0 km, CLUB ≈ 14 km, NOORD ≈ 62 km.
import { ORG } from "./account-fixtures";
import { CENTER, TENANT_A, TENANT_B } from "./fixtures";
import { ORG2, seedOrganizations } from "./organization-fixtures";
import { batchPerDatabase } from "./tenant-database";

export const TAG = {
  SPORT: 601,
  ZORG: 602,
  NATUUR: 603,
  B_SPORT: 611,
} as const;

const statements: unknown[][] = [
  ["INSERT INTO tags (id, tenant_id, volunteer_center_id, name) VALUES (?, ?, ?, 'Sport')", TAG.SPORT, TENANT_A, CENTER.A1],
  ["INSERT INTO tags (id, tenant_id, volunteer_center_id, name) VALUES (?, ?, ?, 'Zorg')", TAG.ZORG, TENANT_A, CENTER.A1],
  ["INSERT INTO tags (id, tenant_id, volunteer_center_id, name) VALUES (?, ?, ?, 'Natuur')", TAG.NATUUR, TENANT_A, CENTER.A2],
  ["INSERT INTO tags (id, tenant_id, volunteer_center_id, name) VALUES (?, ?, ?, 'Sport')", TAG.B_SPORT, TENANT_B, CENTER.B1],
  ["INSERT INTO organization_tags (tenant_id, organization_id, tag_id) VALUES (?, ?, ?)", TENANT_A, ORG.CLUB, TAG.SPORT],
  // A pending organization's tag: not counted, not found by anonymous visitors.
  ["INSERT INTO organization_tags (tenant_id, organization_id, tag_id) VALUES (?, ?, ?)", TENANT_A, ORG.SCHOOL, TAG.SPORT],
  ["INSERT INTO organization_tags (tenant_id, organization_id, tag_id) VALUES (?, ?, ?)", TENANT_A, ORG.CENTER, TAG.ZORG],
  ["INSERT INTO organization_tags (tenant_id, organization_id, tag_id) VALUES (?, ?, ?)", TENANT_A, ORG.NOORD, TAG.NATUUR],
  ["INSERT INTO organization_tags (tenant_id, organization_id, tag_id) VALUES (?, ?, ?)", TENANT_B, ORG.B_CLUB, TAG.B_SPORT],
  [
    "INSERT INTO organization_addresses (id, tenant_id, organization_id, street, house_number, postal_code, city, latitude, longitude) VALUES (502, ?, ?, 'Stadsring', '1', '3811 HN', 'Amersfoort', 52.156, 5.388)",
    TENANT_A,
    ORG.CENTER,
  ],
  [
    "INSERT INTO organization_addresses (id, tenant_id, organization_id, street, house_number, postal_code, city, latitude, longitude) VALUES (503, ?, ?, 'Grote Markt', '2', '8011 LW', 'Zwolle', 52.51, 6.09)",
    TENANT_A,
    ORG.NOORD,
  ],
  // Tenant B's club sits in Amersfoort too: a search in tenant A must not find it.
  [
    "INSERT INTO organization_addresses (id, tenant_id, organization_id, street, house_number, postal_code, city, latitude, longitude) VALUES (511, ?, ?, 'Hof', '1', '3811 CJ', 'Amersfoort', 52.1565, 5.3875)",
    TENANT_B,
    ORG.B_CLUB,
  ],
  ["INSERT OR IGNORE INTO postcode_areas (postcode, city, latitude, longitude) VALUES ('3811', 'Amersfoort', 52.156, 5.388)"],
  ["INSERT OR IGNORE INTO postcode_areas (postcode, city, latitude, longitude) VALUES ('8011', 'Zwolle', 52.511, 6.094)"],
];

export { ORG2 };

export async function seedSocialMap(db: D1Database) {
  await seedOrganizations(db);
  // A statement's tenant is its first value (none for the postcode areas, in every database).
  await batchPerDatabase(
    db,
    statements.map(([sql, ...values]) => ({
      tenant: values.length ? (values.find((v) => v === TENANT_A || v === TENANT_B) as string) : null,
      sql: sql as string,
      values,
    })),
  );
}
