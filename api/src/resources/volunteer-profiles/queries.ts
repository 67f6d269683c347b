import { and, eq, sql } from "drizzle-orm";
import { users } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { inIdList } from "../../db/id-list";
import { tags } from "../../db/tags-schema";
import { volunteerProfileTags, volunteerProfiles } from "../../db/volunteer-profiles-schema";
import type { TenantId } from "../../tenancy";
import type { ProfileRow } from "./serializer";

// Every query names the tenant.

/**
 * One user's profile with their first name and themes, or undefined: the profile and its themes in
 * one D1 batch (the themes are found by the same user id), one round trip rather than two.
 */
export async function findProfile(db: Database, tenantId: TenantId, userId: number): Promise<ProfileRow | undefined> {
  const [[row], themes] = await db.batch([
    db
      .select({ profile: volunteerProfiles, firstName: users.firstName })
      .from(volunteerProfiles)
      .innerJoin(users, and(eq(users.id, volunteerProfiles.userId), eq(users.tenantId, volunteerProfiles.tenantId)))
      .where(and(eq(volunteerProfiles.tenantId, tenantId), eq(volunteerProfiles.userId, userId))),
    themesSelect(db, tenantId, [userId]),
  ]);
  if (row === undefined) return undefined;
  return { profile: row.profile, firstName: row.firstName ?? "", themes: themes.map(({ id, name }) => ({ id, name })) };
}

/** The themes of these users' profiles, by name: a select that goes in a batch beside their rows. */
export const themesSelect = (db: Database, tenantId: TenantId, userIds: number[]) =>
  db
    .select({ userId: volunteerProfileTags.userId, id: tags.id, name: tags.name })
    .from(volunteerProfileTags)
    .innerJoin(tags, and(eq(tags.id, volunteerProfileTags.tagId), eq(tags.tenantId, volunteerProfileTags.tenantId)))
    .where(and(eq(volunteerProfileTags.tenantId, tenantId), inIdList(volunteerProfileTags.userId, userIds)))
    .orderBy(sql`${tags.name} COLLATE NOCASE`);

/** Each row with its profile's themes, from what `themesSelect` found for them all. */
export function withThemes<T extends Omit<ProfileRow, "themes">>(rows: T[], found: { userId: number; id: number; name: string }[]): (T & ProfileRow)[] {
  return rows.map((row) => ({ ...row, themes: found.filter((t) => t.userId === row.profile.userId).map(({ id, name }) => ({ id, name })) }));
}
