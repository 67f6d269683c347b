import { ofActiveTenant } from "../../db/active-tenant";
import { CHECK_INTERVAL_DAYS, CHECK_LINK_VALID_DAYS } from "@contract/organization-checks";
import { sql } from "drizzle-orm";
import { randomToken, sha256Hex } from "../../auth/random";
import { type Database, createDb } from "../../db/client";
import type { ApiEnv } from "../../env";
import { mailEach } from "../../mail/outbox";
import { enqueueMail } from "../../mail/queue";
import { senderFor } from "../../mail/site-name";
import type { TenantId } from "../../tenancy";
import { webLink } from "../../mail/web-link";
import { mailIds } from "../../mail/mail-ids";
import { raiseContentVersions } from "../content-versions/raise";
import { listOrganizationAdmins } from "../organizations/write-queries";

/** The web page the mailed link opens (app/routes/organizations.still-correct). */
export const CHECK_PAGE = "/organizations/still-correct";

interface Due {
  id: number;
  tenant_id: TenantId;
  name: string;
  volunteer_center_id: number | null;
}

const DAY = 86_400_000;

/**
 * The yearly "are your details still correct?" mail (docs/organization-checks.md): every approved
 * organization whose entry was neither checked nor mailed within a year (its creation counts as a
 * check) is claimed by setting `mailed_at`, then its admins get one shared link. `force` (the
 * development button, one tenant) mails every approved organization not mailed today.
 */
export async function sendYearlyChecks(env: ApiEnv, now = new Date(), only?: { tenantId: TenantId; force: true }): Promise<number> {
  const db = createDb(env.DB);
  const yearAgo = new Date(now.getTime() - CHECK_INTERVAL_DAYS * DAY).toISOString();
  const cutoff = only ? new Date(now.getTime() - 1000).toISOString() : yearAgo;
  const due = await db.all<Due>(sql`
    SELECT o.id, o.tenant_id, o.name, o.volunteer_center_id
    FROM organizations o LEFT JOIN organization_checks c ON c.organization_id = o.id
    WHERE o.status = 'approved' AND ${ofActiveTenant(sql`o.tenant_id`)}
      AND ${only ? sql`o.tenant_id = ${only.tenantId}` : sql`COALESCE(c.checked_at, o.created_at) <= ${yearAgo}`}
      AND (c.mailed_at IS NULL OR c.mailed_at <= ${cutoff})
    ORDER BY o.id`);
  let sent = 0;
  try {
    for (const organization of due) sent += await mailOne(env, db, organization, now, cutoff);
  } finally {
    // The claims wrote the organizations' checks: the tenants' cached public pages are not kept on.
    await raiseContentVersions(
      db,
      due.map((organization) => organization.tenant_id),
    );
  }
  return sent;
}

async function mailOne(env: ApiEnv, db: Database, organization: Due, now: Date, cutoff: string): Promise<number> {
  const tenantId = organization.tenant_id;
  const stamp = now.toISOString();
  // The claim first: of two overlapping runs only one gets the row back.
  const claimed = await db.all(sql`
    INSERT INTO organization_checks (organization_id, tenant_id, mailed_at, updated_at)
    VALUES (${organization.id}, ${tenantId}, ${stamp}, ${stamp})
    ON CONFLICT (organization_id) DO UPDATE SET mailed_at = excluded.mailed_at, updated_at = excluded.updated_at
      WHERE organization_checks.mailed_at IS NULL OR organization_checks.mailed_at <= ${cutoff}
    RETURNING organization_id`);
  if (claimed.length === 0) return 0;
  const admins = await listOrganizationAdmins(db, tenantId, organization.id);
  if (admins.length === 0) return 0;
  const token = randomToken(32);
  const site = { tenantId, centerId: organization.volunteer_center_id };
  const page = webLink(env, site, CHECK_PAGE);
  const edit = webLink(env, site, `/organizations/${organization.id}/edit`);
  if (!page) return 0;
  const url = new URL(page);
  url.searchParams.set("token", token);
  const link = url.href;
  const sender = await senderFor(db, tenantId, organization.volunteer_center_id);
  const expires = new Date(now.getTime() + CHECK_LINK_VALID_DAYS * DAY).toISOString();
  const mails = mailEach(db, tenantId, "organization_check", admins, sender, () => ({ organization: organization.name, link, edit }));
  // The token first (a token without its mail is harmless; a mail without its token is not).
  await db.run(sql`INSERT INTO organization_check_tokens (token_digest, tenant_id, organization_id, expires_at)
    VALUES (${await sha256Hex(token)}, ${tenantId}, ${organization.id}, ${expires})`);
  const [first, ...rest] = mails;
  const results = await db.batch([first!, ...rest]);
  const ids = mailIds(results, 0);
  await enqueueMail(env, tenantId, ids);
  return ids.length;
}
