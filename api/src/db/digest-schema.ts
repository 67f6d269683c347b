// Mirrors the tables of api/migrations/0018_periodic_digest.sql (the periodic digest).
import { primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts-schema";
import { tenantColumn } from "./schema";
import { tags } from "./tags-schema";
import { vacancies } from "./vacancies-schema";
import { cascadeColumn, now } from "./columns";

/** A volunteer's digest themes: tags of their centre (none = every theme). */
export const userDigestTags = sqliteTable(
  "user_digest_tags",
  {
    tenantId: tenantColumn(),
    userId: cascadeColumn("user_id", () => users.id),
    tagId: cascadeColumn("tag_id", () => tags.id),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.tagId] })],
);

/** The vacancies a volunteer's digests listed: never the same one twice. */
export const digestVacancies = sqliteTable(
  "digest_vacancies",
  {
    tenantId: tenantColumn(),
    userId: cascadeColumn("user_id", () => users.id),
    vacancyId: cascadeColumn("vacancy_id", () => vacancies.id),
    sentAt: text("sent_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.vacancyId] })],
);
