// Vacancies tests: seedOrganizations plus vacancies of every status, an expired one, one of a
// pending organization, one of another centre and one of another tenant.
import { CENTER, TENANT_A, TENANT_B } from "./fixtures";
import { batchPerDatabase, type Seeded } from "./tenant-database";
import { ORG2 as ORG, seedOrganizations } from "./organization-fixtures";

export { ORG };

export const VACANCY = {
  CAFE: 601, // Sportclub Alpha (centre A1), published, title "Café ..."
  DRAFT: 602,
  EXPIRED: 603,
  NOORD: 604, // Centrale Alpha Noord (centre A2), published, remote, "café" in the description
  PENDING_ORG: 605, // Basisschool Alpha (pending organization), published
  CLOSED: 606,
  B_CAFE: 611, // tenant B
} as const;

const doc = (text: string) =>
  JSON.stringify({
    type: "doc",
    content: [{ type: "paragraph", content: [{ type: "text", text }] }],
  });

// [id, tenant, org, title, text, status, remote, city, lat, lng, hours, published_at, expires_on]
const rows = [
  [
    VACANCY.CAFE,
    TENANT_A,
    ORG.CLUB,
    "Café medewerker",
    "Koffie schenken voor de leden.",
    "published",
    0,
    "Alpha",
    52.1,
    5.2,
    4,
    "2024-06-01T10:00:00.000Z",
    null,
  ],
  [VACANCY.DRAFT, TENANT_A, ORG.CLUB, "Trainer jeugdvoetbal", "Train de F-jes op zaterdag.", "draft", 0, "Alpha", 52.1, 5.2, 3, null, null],
  [
    VACANCY.EXPIRED,
    TENANT_A,
    ORG.CLUB,
    "Verlopen klus in het café",
    "Was ooit actueel.",
    "published",
    0,
    "Alpha",
    52.1,
    5.2,
    2,
    "2024-01-01T10:00:00.000Z",
    "2020-01-01",
  ],
  [
    VACANCY.NOORD,
    TENANT_A,
    ORG.NOORD,
    "Tuinhulp",
    "Help in de tuin naast het cafe van de buurt.",
    "published",
    1,
    null,
    null,
    null,
    8,
    "2024-07-01T10:00:00.000Z",
    null,
  ],
  [
    VACANCY.PENDING_ORG,
    TENANT_A,
    ORG.SCHOOL,
    "Voorleesouder",
    "Lees voor in groep 3.",
    "published",
    0,
    "Alpha",
    52.3,
    5.0,
    1,
    "2024-05-01T10:00:00.000Z",
    null,
  ],
  [VACANCY.CLOSED, TENANT_A, ORG.CLUB, "Kantinedienst", "Gesloten vacature.", "closed", 0, "Beta", 52.5, 5.5, 6, "2024-02-01T10:00:00.000Z", null],
  [VACANCY.B_CAFE, TENANT_B, ORG.B_CLUB, "Café Bravo", "Andere tenant.", "published", 0, "Bravo", 52.1, 5.2, 4, "2024-06-01T10:00:00.000Z", null],
] as const;

const COLUMNS =
  "id, tenant_id, organization_id, title, description, description_text, status, remote, city, latitude, longitude, hours_per_week, published_at, expires_on";

/** Deletes the fixture tenants' applications and vacancies, then seeds everything again. */
export async function seedVacancies(db: D1Database) {
  const tenants = [TENANT_A, TENANT_B, "tenant-empty"];
  const deletes = ["applications", "vacancies"].map((table): Seeded => ({
    tenant: null,
    sql: `DELETE FROM ${table} WHERE tenant_id IN (?, ?, ?)`,
    values: tenants,
  }));
  await batchPerDatabase(db, deletes);
  await seedOrganizations(db);
  const sql = `INSERT INTO vacancies (${COLUMNS}) VALUES (${COLUMNS.split(",")
    .map(() => "?")
    .join(", ")})`;
  await batchPerDatabase(
    db,
    rows.map(([id, tenant, org, title, text, ...rest]) => ({ tenant, sql, values: [id, tenant, org, title, doc(text), text, ...rest] })),
  );
}

export { CENTER, TENANT_A, TENANT_B };
