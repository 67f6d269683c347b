import { and, eq, sql } from "drizzle-orm";
import { users } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { inIdList } from "../../db/id-list";
import { tags } from "../../db/tags-schema";
import { volunteerProfileTags, volunteerProfiles } from "../../db/volunteer-profiles-schema";
import type { TenantId } from "../../tenancy";
import type { ProfileRow } from "./serializer";

// Every query names the tenant.

/** One user's profile with their first name and themes, or undefined. */
export async function findProfile(db: Database, tenantId: TenantId, userId: number): Promise<ProfileRow | undefined> {
  const row = await db
    .select({ profile: volunteerProfiles, firstName: users.firstName })
    .from(volunteerProfiles)
    .innerJoin(users, and(eq(users.id, volunteerProfiles.userId), eq(users.tenantId, volunteerProfiles.tenantId)))
    .where(and(eq(volunteerProfiles.tenantId, tenantId), eq(volunteerProfiles.userId, userId)))
    .get();
  if (row === undefined) return undefined;
  const [withThemes] = await themesOf(db, tenantId, [{ profile: row.profile, firstName: row.firstName ?? "" }]);
  return withThemes;
}

/** The themes of each profile, by name. */
export async function themesOf<T extends Omit<ProfileRow, "themes">>(db: Database, tenantId: TenantId, rows: T[]): Promise<(T & ProfileRow)[]> {
  if (rows.length === 0) return [];
  const found = await db
    .select({ userId: volunteerProfileTags.userId, id: tags.id, name: tags.name })
    .from(volunteerProfileTags)
    .innerJoin(tags, and(eq(tags.id, volunteerProfileTags.tagId), eq(tags.tenantId, volunteerProfileTags.tenantId)))
    .where(
      and(
        eq(volunteerProfileTags.tenantId, tenantId),
        inIdList(
          volunteerProfileTags.userId,
          rows.map((r) => r.profile.userId),
        ),
      ),
    )
    .orderBy(sql`${tags.name} COLLATE NOCASE`)
    .all();
  return rows.map((row) => ({ ...row, themes: found.filter((t) => t.userId === row.profile.userId).map(({ id, name }) => ({ id, name })) }));
}
