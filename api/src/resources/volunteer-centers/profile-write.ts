import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { volunteerCenterProfiles } from "../../db/schema";
import { fieldError } from "../../jsonapi/validation";
import type { TenantId } from "../../tenancy";
import { findFileByKey, keyOfUrl, releaseFile } from "../../files/storage";
import { FILE_ATTRIBUTES, type ProfileAttributes } from "./profile-schema";
import type { VolunteerCenterRow } from "./queries";

const COLUMNS = {
  primary_color: "primaryColor",
  primary_color_shades: "primaryColorShades",
  secondary_color: "secondaryColor",
  secondary_color_shades: "secondaryColorShades",
  tertiary_color: "tertiaryColor",
  tertiary_color_shades: "tertiaryColorShades",
  muted_color: "mutedColor",
  background_color: "backgroundColor",
  text_color: "textColor",
  shape: "shape",
  website_logo_url: "websiteLogoUrl",
  favicon_url: "faviconUrl",
  gtag_id: "gtagId",
  footer_address: "footerAddress",
  footer_phone: "footerPhone",
  footer_email: "footerEmail",
  opening_hours: "openingHours",
  social_links: "socialLinks",
  footer_links: "footerLinks",
  contact_name: "contactName",
  contact_role: "contactRole",
  contact_phone: "contactPhone",
  contact_email: "contactEmail",
  contact_photo_url: "contactPhotoUrl",
} as const satisfies Record<keyof ProfileAttributes, string>;

/** A file URL must name an upload of this tenant of the attribute's kind (docs/files.md). */
export async function checkFiles(db: Database, tenantId: TenantId, attrs: ProfileAttributes) {
  for (const [attribute, kind] of Object.entries(FILE_ATTRIBUTES)) {
    const url = attrs[attribute as keyof typeof FILE_ATTRIBUTES];
    if (url === undefined || url === null) continue;
    const key = keyOfUrl(tenantId, url);
    const file = key && (await findFileByKey(db, tenantId, key));
    if (!file || file.kind !== kind) throw fieldError(attribute, `must be the url of an uploaded ${kind} of this site.`, "invalid_file");
  }
}

/**
 * A centre's settings (/instellingen): only the attributes sent change; a profile is made when the
 * centre has none. Files the write replaced or cleared are released afterwards.
 */
export async function updateProfile(db: Database, files: R2Bucket, tenantId: TenantId, row: VolunteerCenterRow, attrs: ProfileAttributes) {
  const values = Object.fromEntries(Object.entries(attrs).map(([key, value]) => [COLUMNS[key as keyof ProfileAttributes], value]));
  if (row.profile === null) {
    await db
      .insert(volunteerCenterProfiles)
      .values({ tenantId, volunteerCenterId: row.center.id, ...values })
      .run();
  } else if (Object.keys(values).length > 0) {
    await db
      .update(volunteerCenterProfiles)
      .set({
        ...values,
        // The stamp every web isolate compares on its next page (docs/settings.md).
        version: sql`${volunteerCenterProfiles.version} + 1`,
        updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
      })
      .where(and(eq(volunteerCenterProfiles.tenantId, tenantId), eq(volunteerCenterProfiles.id, row.profile.id)))
      .run();
  }
  const old = row.profile;
  if (old)
    for (const attribute of Object.keys(FILE_ATTRIBUTES) as (keyof typeof FILE_ATTRIBUTES)[]) {
      const before = old[COLUMNS[attribute]];
      if (attrs[attribute] !== undefined && attrs[attribute] !== before) await releaseFile(db, files, tenantId, before);
    }
}
