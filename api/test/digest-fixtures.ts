// The periodic digest's tests: seedVacancies plus two themes of centre A1, new vacancies with
// known places, themes and moments, and helpers to subscribe a volunteer.
import { CENTER, TENANT_A, TENANT_B } from "./fixtures";
import { batchPerDatabase, type Seeded } from "./tenant-database";
import { ORG, seedVacancies } from "./vacancy-fixtures";

export const THEME = { SPORT: 801, ZORG: 802 } as const;
/** The last digest (or the subscription) was at SINCE; the run is at RUN. */
export const SINCE = "2026-03-02T06:00:00.000Z";
export const RUN = "2026-03-09T06:00:00.000Z";
const NEW = "2026-03-05T12:00:00.000Z";
const OLD = "2026-02-20T12:00:00.000Z";

// Alpha (the subscriber's postcode point) is 52.1, 5.2; Beta, 52.5, 5.5, is about 50 km away.
export const NEW_VACANCY = {
  NEAR_SPORT: 701, // matches
  NEAR_ZORG: 702, // another theme
  FAR_SPORT: 703, // too far
  REMOTE_SPORT: 704, // remote: near everyone, matches
  OLD_SPORT: 705, // published before the last digest
  DRAFT_SPORT: 706, // not public
  UNTAGGED_NEAR: 707, // no theme at all
  B_SPORT: 711, // tenant B
} as const;

// [id, tenant, org, title, status, remote, lat, lng, published_at, tag]
const rows = [
  [NEW_VACANCY.NEAR_SPORT, TENANT_A, ORG.CLUB, "Voetbaltrainer", "published", 0, 52.1, 5.2, NEW, THEME.SPORT],
  [NEW_VACANCY.NEAR_ZORG, TENANT_A, ORG.CLUB, "Zorgmaatje", "published", 0, 52.1, 5.2, NEW, THEME.ZORG],
  [NEW_VACANCY.FAR_SPORT, TENANT_A, ORG.CLUB, "Tennisleraar", "published", 0, 52.5, 5.5, NEW, THEME.SPORT],
  [NEW_VACANCY.REMOTE_SPORT, TENANT_A, ORG.CLUB, "Online sportcoach", "published", 1, null, null, "2026-03-06T12:00:00.000Z", THEME.SPORT],
  [NEW_VACANCY.OLD_SPORT, TENANT_A, ORG.CLUB, "Oude sportklus", "published", 0, 52.1, 5.2, OLD, THEME.SPORT],
  [NEW_VACANCY.DRAFT_SPORT, TENANT_A, ORG.CLUB, "Conceptklus", "draft", 0, 52.1, 5.2, NEW, THEME.SPORT],
  [NEW_VACANCY.UNTAGGED_NEAR, TENANT_A, ORG.CLUB, "Klusjesman", "published", 0, 52.1, 5.2, NEW, null],
  [NEW_VACANCY.B_SPORT, TENANT_B, ORG.B_CLUB, "Bravo sport", "published", 0, 52.1, 5.2, NEW, null],
] as const;

export async function seedDigest(db: D1Database) {
  await batchPerDatabase(
    db,
    ["digest_vacancies", "user_digest_tags", "outbox_messages"].map((table): Seeded => ({ tenant: null, sql: `DELETE FROM ${table}` })),
  );
  await seedVacancies(db);
  await batchPerDatabase(db, [
    { tenant: null, sql: "DELETE FROM tags WHERE id IN (?, ?)", values: [THEME.SPORT, THEME.ZORG] },
    {
      tenant: TENANT_A,
      sql: "INSERT INTO tags (id, tenant_id, volunteer_center_id, name) VALUES (?, ?, ?, 'Sport'), (?, ?, ?, 'Zorg')",
      values: [THEME.SPORT, TENANT_A, CENTER.A1, THEME.ZORG, TENANT_A, CENTER.A1],
    },
    ...rows.map(([id, tenant, org, title, status, remote, lat, lng, published]) => ({
      tenant,
      sql: "INSERT INTO vacancies (id, tenant_id, organization_id, title, status, remote, city, latitude, longitude, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      values: [id, tenant, org, title, status, remote, remote ? null : "Alpha", lat, lng, published],
    })),
    ...rows
      .filter((row) => row[9] !== null)
      .map(([id, tenant, , , , , , , , tag]) => ({
        tenant,
        sql: "INSERT INTO vacancy_tags (tenant_id, vacancy_id, tag_id) VALUES (?, ?, ?)",
        values: [tenant, id, tag],
      })),
  ]);
}

export interface Choice {
  period?: "weekly" | "monthly";
  themes?: number[];
  distanceKm?: number | null;
  since?: string;
  dueAt?: string;
}

/** Subscribes a user as the profile screen would, with the schedule set to `since`/`dueAt`. */
export async function subscribe(db: D1Database, userId: number, choice: Choice = {}) {
  const { period = "weekly", themes = [], distanceKm = null, since = SINCE, dueAt = RUN } = choice;
  await db.batch([
    db.prepare("UPDATE users SET periodic_mail = ? WHERE id = ?").bind(period, userId),
    db
      .prepare(
        "UPDATE users SET digest_since = ?, digest_due_at = ?, digest_distance_km = ?, digest_postcode = ?, digest_latitude = ?, digest_longitude = ? WHERE id = ?",
      )
      .bind(since, dueAt, distanceKm, distanceKm ? "1234" : null, distanceKm ? 52.1 : null, distanceKm ? 5.2 : null, userId),
    db.prepare("DELETE FROM user_digest_tags WHERE user_id = ?").bind(userId),
    ...themes.map((tag) =>
      db.prepare("INSERT INTO user_digest_tags (tenant_id, user_id, tag_id) SELECT tenant_id, id, ? FROM users WHERE id = ?").bind(tag, userId),
    ),
  ]);
}

export const digests = async (db: D1Database) =>
  (
    await db
      .prepare(
        "SELECT user_id, to_address, locale, subject, text_body, html_body, list_unsubscribe, status FROM outbox_messages WHERE kind = 'digest' ORDER BY id",
      )
      .all<{
        user_id: number;
        to_address: string;
        locale: string;
        subject: string;
        text_body: string;
        html_body: string;
        list_unsubscribe: string;
        status: string;
      }>()
  ).results;

export const schedule = (db: D1Database, userId: number) =>
  db
    .prepare("SELECT periodic_mail, digest_since, digest_due_at, digest_unsubscribe_token FROM users WHERE id = ?")
    .bind(userId)
    .first<{ periodic_mail: string; digest_since: string | null; digest_due_at: string | null; digest_unsubscribe_token: string | null }>();
