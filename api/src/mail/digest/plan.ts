import { sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { todayUtc } from "@contract/rules";
import { ConfigError, configOf } from "../../config";
import type { Locale } from "../../db/accounts-schema";
import { createDb, type Database } from "../../db/client";
import { digestVacancies } from "../../db/digest-schema";
import { inIdList } from "../../db/id-list";
import type { ApiEnv } from "../../env";
import type { TenantId } from "../../tenancy";
import { outboxInsert, toAccount } from "../outbox";
import { publicBaseUrl } from "../public-url";
import { enqueueMail } from "../queue";
import { type Sender, senderFor } from "../site-name";
import { type Candidate, matchVacancies } from "./match";

/** Subscribers per queue message: one invocation never plans more (docs/mail.md). */
export const DIGEST_BATCH = 100;
/** Vacancies one digest lists; the rest are counted ("and 3 more") and not marked as listed. */
export const DIGEST_LIST_LIMIT = 10;
/** New vacancies read per tenant and batch: far above a week's or a month's publications. */
const CANDIDATE_LIMIT = 2000;

interface DueRow {
  id: number;
  tenant_id: TenantId;
  volunteer_center_id: number | null;
  email: string | null;
  first_name: string | null;
  locale: Locale;
  periodic_mail: "weekly" | "monthly";
  digest_since: string | null;
  digest_distance_km: number | null;
  digest_latitude: number | null;
  digest_longitude: number | null;
  mailable: number;
}

export interface PlanResult {
  /** Subscribers this batch took (claimed); a full batch means there may be more. */
  planned: number;
  /** Digests written to the outbox and queued (the empty ones are not). */
  sent: number;
  more: boolean;
}

/** The start of the day of `at`, plus the period: the daily cron that day finds them due. */
const nextDue = (runAt: string) => sql`CASE periodic_mail
  WHEN 'monthly' THEN strftime('%Y-%m-%dT00:00:00.000Z', ${runAt}, '+1 month')
  ELSE strftime('%Y-%m-%dT00:00:00.000Z', ${runAt}, '+7 days') END`;

/**
 * Plans one batch of due digests (at most DIGEST_BATCH subscribers, over every tenant): claims
 * them (their schedule moves on, so a duplicated job or an overlapping run skips them), reads the
 * new public vacancies of their tenant once, matches each subscriber, and writes and queues the
 * non-empty digests with the vacancies they list. A crash after the claim costs those
 * subscribers one digest, never a second copy.
 */
export async function planDigestBatch(env: ApiEnv, runAt: string): Promise<PlanResult> {
  const db = createDb(env.DB);
  const due = await db.all<DueRow>(sql`
    SELECT id, tenant_id, volunteer_center_id, email, first_name, locale, periodic_mail,
      digest_since, digest_distance_km, digest_latitude, digest_longitude,
      (status = 'active' AND confirmed_at IS NOT NULL AND deleted_at IS NULL AND email IS NOT NULL) AS mailable
    FROM users
    WHERE digest_due_at IS NOT NULL AND digest_due_at <= ${runAt}
    ORDER BY digest_due_at, id LIMIT ${DIGEST_BATCH}`);
  if (due.length === 0) return { planned: 0, sent: 0, more: false };
  // The unary + keeps SQLite on the id list's primary key: on the due index it read every
  // subscriber still due, about N²/200 rows over a run of N (docs/performance.md, digest).
  const claimed = await db.all<{ id: number; digest_unsubscribe_token: string }>(sql`
    UPDATE users SET digest_since = ${runAt}, digest_due_at = ${nextDue(runAt)},
      digest_unsubscribe_token = coalesce(digest_unsubscribe_token, lower(hex(randomblob(24))))
    WHERE ${inIdList(
      sql`id`,
      due.map((u) => u.id),
    )}
      AND +digest_due_at IS NOT NULL AND +digest_due_at <= ${runAt}
    RETURNING id, digest_unsubscribe_token`);
  const tokens = new Map(claimed.map((row) => [row.id, row.digest_unsubscribe_token]));
  const byTenant = new Map<TenantId, DueRow[]>();
  for (const user of due) {
    if (!tokens.has(user.id) || !user.mailable || user.digest_since === null) continue;
    byTenant.set(user.tenant_id, [...(byTenant.get(user.tenant_id) ?? []), user]);
  }
  let sent = 0;
  for (const [tenantId, users] of byTenant) sent += await planTenant(env, db, tenantId, users, tokens, runAt);
  return { planned: claimed.length, sent, more: due.length === DIGEST_BATCH };
}

async function planTenant(env: ApiEnv, db: Database, tenantId: TenantId, users: DueRow[], tokens: Map<number, string>, runAt: string): Promise<number> {
  const since = users.reduce((min, u) => (u.digest_since! < min ? u.digest_since! : min), runAt);
  const today = todayUtc(new Date(runAt));
  const rows = await db.all<{
    id: number;
    title: string;
    city: string | null;
    remote: number;
    latitude: number | null;
    longitude: number | null;
    published_at: string;
    tag_ids: string | null;
  }>(sql`
    SELECT v.id, v.title, v.city, v.remote, v.latitude, v.longitude, v.published_at,
      (SELECT group_concat(vt.tag_id) FROM vacancy_tags vt WHERE vt.vacancy_id = v.id) AS tag_ids
    FROM vacancies v JOIN organizations o ON o.id = v.organization_id AND o.tenant_id = v.tenant_id
    WHERE v.tenant_id = ${tenantId} AND v.status = 'published' AND o.status = 'approved'
      AND v.published_at > ${since} AND v.published_at <= ${runAt}
      AND (v.expires_on IS NULL OR v.expires_on >= ${today})
    ORDER BY v.published_at DESC LIMIT ${CANDIDATE_LIMIT}`);
  if (rows.length === 0) return 0;
  const candidates: Candidate[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    city: r.city,
    remote: r.remote === 1,
    latitude: r.latitude,
    longitude: r.longitude,
    publishedAt: r.published_at,
    tagIds: r.tag_ids ? r.tag_ids.split(",").map(Number) : [],
  }));
  const userIds = users.map((u) => u.id);
  const [themes, listed] = await Promise.all([
    db.all<{ user_id: number; tag_id: number }>(sql`
      SELECT user_id, tag_id FROM user_digest_tags
      WHERE tenant_id = ${tenantId} AND ${inIdList(sql`user_id`, userIds)}`),
    db.all<{ user_id: number; vacancy_id: number }>(sql`
      SELECT user_id, vacancy_id FROM digest_vacancies
      WHERE tenant_id = ${tenantId} AND ${inIdList(sql`user_id`, userIds)}
        AND ${inIdList(
          sql`vacancy_id`,
          candidates.map((v) => v.id),
        )}`),
  ]);
  const group = <T extends { user_id: number }, V>(items: T[], value: (item: T) => V) => {
    const map = new Map<number, V[]>();
    for (const item of items) map.set(item.user_id, [...(map.get(item.user_id) ?? []), value(item)]);
    return map;
  };
  const tagsOf = group(themes, (t) => t.tag_id);
  const sentOf = group(listed, (l) => l.vacancy_id);
  const senders = new Map<number | null, Promise<Sender>>();
  const senderOf = (centerId: number | null) => {
    if (!senders.has(centerId)) senders.set(centerId, senderFor(db, tenantId, centerId));
    return senders.get(centerId)!;
  };

  const writes: BatchItem<"sqlite">[] = [];
  for (const user of users) {
    const matches = matchVacancies(
      {
        since: user.digest_since!,
        tagIds: tagsOf.get(user.id) ?? [],
        distanceKm: user.digest_distance_km,
        latitude: user.digest_latitude,
        longitude: user.digest_longitude,
        sent: new Set(sentOf.get(user.id) ?? []),
      },
      candidates,
    );
    if (matches.length === 0) continue; // nothing new: nothing sent
    const site = siteOf(env, tenantId, user.volunteer_center_id);
    if (site === null) {
      console.error(`digest: no public URL for tenant ${tenantId}; digest of user ${user.id} not sent`);
      continue;
    }
    const shown = matches.slice(0, DIGEST_LIST_LIMIT);
    const unsubscribe = site.link("/periodieke-mail/afmelden", { token: tokens.get(user.id)! });
    writes.push(
      outboxInsert(db, tenantId, {
        kind: "digest",
        ...toAccount(user),
        listUnsubscribe: unsubscribe,
        vars: {
          ...(await senderOf(user.volunteer_center_id)),
          name: user.first_name,
          period: user.periodic_mail,
          vacancies: shown.map((v) => ({
            title: v.title,
            place: v.remote ? null : v.city,
            url: site.link(`/vacancies/${v.id}`),
          })),
          more: matches.length - shown.length,
          link: site.link("/vacancies/search"),
          unsubscribe,
        },
      }),
      db
        .insert(digestVacancies)
        .values(shown.map((v) => ({ tenantId, userId: user.id, vacancyId: v.id, sentAt: runAt })))
        .onConflictDoNothing(),
    );
  }
  if (writes.length === 0) return 0;
  const [first, ...rest] = writes;
  const results = (await db.batch([first, ...rest])) as unknown[];
  // Every other result is an outbox insert's RETURNING id.
  const ids = results.filter((_, index) => index % 2 === 0).flatMap((rows) => (rows as { id: number }[]).map((row) => row.id));
  await enqueueMail(env, tenantId, ids);
  return ids.length;
}

/** Links on the subscriber's public site (their centre's host where it has one). */
function siteOf(env: ApiEnv, tenantId: TenantId, centerId: number | null) {
  let base: URL;
  try {
    base = publicBaseUrl(configOf(env), tenantId, centerId);
  } catch (error) {
    if (error instanceof ConfigError) return null;
    throw error;
  }
  return {
    link(path: string, query: Record<string, string> = {}) {
      const url = new URL(base);
      url.pathname = path;
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
      return url.href;
    },
  };
}
