import { ofActiveTenant } from "../../db/active-tenant";
import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type Database, createDb } from "../../db/client";
import { vacancies } from "../../db/vacancies-schema";
import type { ApiEnv } from "../../env";
import { mailEach } from "../../mail/outbox";
import { enqueueMail } from "../../mail/queue";
import { senderFor } from "../../mail/site-name";
import type { TenantId } from "../../tenancy";
import { webLink } from "../../mail/web-link";
import { listOrganizationAdmins } from "../organizations/write-queries";
import { notify } from "../../notifications/notify";
import { mailIds } from "../../mail/mail-ids";
import { today } from "./access";
import { raiseContentVersions } from "../content-versions/raise";

export const REMINDER_DAYS = 7;

interface Due {
  id: number;
  tenant_id: TenantId;
  title: string;
  expires_on: string;
  organization_id: number;
  organization: string;
  volunteer_center_id: number | null;
}

/**
 * The 'still current?' mail (docs/vacancies.md): every published vacancy of an approved
 * organization that expires within a week is claimed for its current expiry date, then its
 * organization's admins are mailed. The claim makes a second run send nothing; a new expiry
 * date arms the reminder again. Runs for every tenant (the api worker's cron); returns the mails.
 */
export async function sendExpiryReminders(env: ApiEnv, now = new Date()): Promise<number> {
  const db = createDb(env.DB);
  const from = today(now);
  const until = today(new Date(now.getTime() + REMINDER_DAYS * 86_400_000));
  const due = await db.all<Due>(sql`
    SELECT v.id, v.tenant_id, v.title, v.expires_on, v.organization_id, o.name AS organization,
      o.volunteer_center_id
    FROM vacancies v JOIN organizations o ON o.id = v.organization_id AND o.tenant_id = v.tenant_id
    WHERE v.status = 'published' AND o.status = 'approved' AND ${ofActiveTenant(sql`v.tenant_id`)}
      AND v.expires_on BETWEEN ${from} AND ${until}
      AND (v.expiry_reminded_for IS NULL OR v.expiry_reminded_for <> v.expires_on)
    ORDER BY v.id`);
  let sent = 0;
  try {
    sent = await remindAll(env, db, due);
  } finally {
    // The claims wrote the vacancies' rows: the tenants' cached public pages are not kept on.
    await raiseContentVersions(
      db,
      due.map((vacancy) => vacancy.tenant_id),
    );
  }
  return sent;
}

async function remindAll(env: ApiEnv, db: Database, due: Due[]): Promise<number> {
  let sent = 0;
  for (const vacancy of due) {
    const tenantId = vacancy.tenant_id;
    // The claim first: of two overlapping runs only one gets the row back.
    const claimed = await db
      .update(vacancies)
      .set({ expiryRemindedFor: vacancy.expires_on })
      .where(
        and(
          eq(vacancies.tenantId, tenantId),
          eq(vacancies.id, vacancy.id),
          eq(vacancies.expiresOn, vacancy.expires_on),
          sql`${vacancies.expiryRemindedFor} IS NOT ${vacancy.expires_on}`,
        ),
      )
      .returning({ id: vacancies.id })
      .all();
    if (claimed.length === 0) continue;
    const [admins, sender] = await Promise.all([
      listOrganizationAdmins(db, tenantId, vacancy.organization_id),
      senderFor(db, tenantId, vacancy.volunteer_center_id),
    ]);
    const mails: BatchItem<"sqlite">[] = mailEach(db, tenantId, "vacancy_expiry", admins, sender, () => ({
      vacancy: vacancy.title,
      organization: vacancy.organization,
      date: vacancy.expires_on,
      link: webLink(env, { tenantId, centerId: vacancy.volunteer_center_id }, `/vacancies/${vacancy.id}/edit`),
    }));
    const told = notify(db, tenantId, {
      userIds: admins.map((admin) => admin.id),
      kind: "vacancy_expiring",
      subject: { type: "Vacancy", id: vacancy.id },
      path: `/vacancies/${vacancy.id}/edit`,
      params: { vacancy: vacancy.title, date: vacancy.expires_on },
    });
    if (mails.length === 0 || told === undefined) continue;
    const [first, ...rest] = mails;
    const results = await db.batch([first, ...rest, told]);
    const ids = mailIds(results, 0);
    await enqueueMail(env, tenantId, ids);
    sent += ids.length;
  }
  return sent;
}
