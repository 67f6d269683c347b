import { and, eq, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { configOf } from "../config";
import { rateLimitCounters } from "../db/mail-schema";
import type { AppEnv } from "../env";
import { JsonApiError } from "../jsonapi/errors";
import { sha256Hex } from "./random";
import { visitorAddress } from "./visitor-address";

// Sign-in has its own throttle (sign-in-throttle.ts): failures only, per account and address.
export type RateLimitedAction =
  | "sign_up"
  | "password"
  | "confirmation"
  | "application"
  | "withdrawal"
  | "form_submission"
  | "form_file"
  | "activity_sign_up"
  | "activity_token"
  | "admin_invitation"
  | "help_request"
  | "help_token";

/**
 * Counts one attempt of `action` per account (e.g. the e-mail address, known or not, so the
 * limit reveals nothing) and per client address, in fixed windows (D1, so every isolate
 * shares the count). Every attempt counts, successes too: signing in successfully does not
 * give an address a fresh allowance. Over either limit → 429 with Retry-After.
 */
export async function enforceRateLimit(c: Context<AppEnv>, action: RateLimitedAction, account: string) {
  const config = configOf(c.env);
  const window = config.RATE_LIMIT_WINDOW_SECONDS;
  const nowSeconds = Math.floor(Date.now() / 1000);
  const windowStart = nowSeconds - (nowSeconds % window);
  const { db, tenantId } = c.var;
  const buckets = [
    {
      kind: "account",
      value: account.trim().toLowerCase(),
      limit: config.RATE_LIMIT_ACCOUNT,
    },
    {
      kind: "address",
      value: visitorAddress(c),
      limit: config.RATE_LIMIT_ADDRESS,
    },
  ];
  const hashed = await Promise.all(buckets.map((b) => sha256Hex(`${action}:${b.kind}:${b.value}`)));
  const count = (bucket: string) =>
    db
      .insert(rateLimitCounters)
      .values({ tenantId, bucket, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.tenantId, rateLimitCounters.bucket, rateLimitCounters.windowStart],
        set: { count: sql.raw(`"count" + 1`) },
      })
      .returning({ count: rateLimitCounters.count });
  const [account_, address] = await db.batch([
    count(hashed[0]),
    count(hashed[1]),
    db.delete(rateLimitCounters).where(and(eq(rateLimitCounters.tenantId, tenantId), lt(rateLimitCounters.windowStart, windowStart - window))),
  ]);
  const over = account_[0].count > buckets[0].limit || address[0].count > buckets[1].limit;
  if (!over) return;
  const retryAfter = Math.max(1, windowStart + window - nowSeconds);
  const minutes = Math.ceil(retryAfter / 60);
  throw new JsonApiError(
    {
      status: 429,
      title: "Too many requests",
      detail: `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} before trying again.`,
      code: "rate_limited",
    },
    { "Retry-After": String(retryAfter) },
  );
}
