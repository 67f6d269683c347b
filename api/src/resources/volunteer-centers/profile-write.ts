import { and, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { volunteerCenterProfiles } from "../../db/schema";
import type { AppEnv } from "../../env";
import { notFound, forbidden } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { readResourceDocument } from "../../jsonapi/request-document";
import { fieldError, parseValues } from "../../jsonapi/validation";
import { loadActor } from "../../auth/actor";
import { findFileByKey, keyOfUrl, releaseFile } from "../uploads/storage";
import { FILE_ATTRIBUTES, type ProfileAttributes, profileAttributes } from "./profile-schema";
import { findVolunteerCenter } from "./queries";
import { VOLUNTEER_CENTER_PROFILES } from "./schema";

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
async function checkFiles(c: Context<AppEnv>, attrs: ProfileAttributes) {
  for (const [attribute, kind] of Object.entries(FILE_ATTRIBUTES)) {
    const url = attrs[attribute as keyof typeof FILE_ATTRIBUTES];
    if (url === undefined || url === null) continue;
    const key = keyOfUrl(c.var.tenantId, url);
    const file = key && (await findFileByKey(c.var.db, c.var.tenantId, key));
    if (!file || file.kind !== kind) throw fieldError(attribute, `must be the url of an uploaded ${kind} of this site.`, "invalid_file");
  }
}

/**
 * PATCH /volunteer_centers/:id/profile: a centre's settings (/instellingen). The centre is looked
 * up first (another tenant's is a 404 for everyone), then super admins and the centre's own staff
 * may write (403 otherwise). Only the attributes sent change; a profile is made when the centre
 * has none. Files the write replaced or cleared are released afterwards.
 */
export async function updateProfile(c: Context<AppEnv>): Promise<number> {
  requireUser(c);
  const { db, tenantId } = c.var;
  const id = parseIntegerId(c.req.param("id") ?? "");
  const row = id === undefined ? undefined : await findVolunteerCenter(db, tenantId, id);
  if (row === undefined) throw notFound(`There is no volunteer center ${c.req.param("id")}.`);
  const actor = await loadActor(c);
  if (!actor.superAdmin && !actor.staffCenterIds.includes(row.center.id)) throw forbidden("Only the centre's staff and super admins may change its settings.");
  const input = await readResourceDocument(c, [VOLUNTEER_CENTER_PROFILES], { id: row.center.id });
  const attrs = parseValues(profileAttributes, input.attributes);
  await checkFiles(c, attrs);
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
      if (attrs[attribute] !== undefined && attrs[attribute] !== before) await releaseFile(db, c.env.FILES, tenantId, before);
    }
  return row.center.id;
}
