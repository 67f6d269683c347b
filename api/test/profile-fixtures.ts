// Volunteer profiles for the acceptance tests (docs/volunteer-profiles.md), on top of seedVacancies (accounts, organizations, vacancies).
import { EMAIL, USER } from "./account-fixtures";
import { seedVacancies } from "./vacancy-fixtures";
import { issueTestToken } from "./auth";
import { CENTER, TENANT_A } from "./fixtures";
import { JSON_API, apiFetch } from "./request";

export const THEME = { SPORT: 851, ZORG: 852, B: 853 } as const;
/** Postcode areas: 1234 in Alpha, 1240 about 11 km north of it, 9000 far away. */
export const AREA = { HOME: "1234", NEAR: "1240", FAR: "9000" } as const;

export async function seedProfiles(db: D1Database) {
  await seedVacancies(db);
  await db.batch([
    db.prepare(
      "INSERT OR IGNORE INTO postcode_areas (postcode, city, latitude, longitude) VALUES ('1234', 'Alpha', 52.1, 5.2), ('1240', 'Beta', 52.2, 5.2), ('9000', 'Verweg', 53.2, 5.8)",
    ),
    db
      .prepare("INSERT INTO tags (id, tenant_id, volunteer_center_id, name) VALUES (?, ?, ?, 'Sport'), (?, ?, ?, 'Zorg'), (?, ?, ?, 'Elders')")
      .bind(THEME.SPORT, TENANT_A, CENTER.A1, THEME.ZORG, TENANT_A, CENTER.A1, THEME.B, TENANT_A, CENTER.A2),
  ]);
}

/** A request as `who` at centre A1 (the pool is the request's centre's). */
export async function asUser(
  userId: number,
  email: string,
  path: string,
  init: { method?: string; body?: unknown; tenant?: string; headers?: Record<string, string> } = {},
) {
  return apiFetch(path, {
    method: init.method ?? "GET",
    tenant: init.tenant,
    headers: {
      ...(await issueTestToken(userId, email)),
      "Volunteer-Center-Id": String(CENTER.A1),
      ...(init.body === undefined ? {} : { "Content-Type": JSON_API }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

export const saveProfile = (attributes: Record<string, unknown>, userId: number = USER.VOLUNTEER, email: string = EMAIL.VOLUNTEER) =>
  asUser(userId, email, "/api/v1/volunteer_profile", { method: "PATCH", body: { data: { type: "volunteer_profiles", id: String(userId), attributes } } });
