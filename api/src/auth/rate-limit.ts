import { and, eq, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { configOf } from "../config";
import { rateLimitCounters } from "../db/mail-schema";
import type { AppEnv } from "../env";
import { JsonApiError } from "../jsonapi/errors";
import { sha256Hex } from "./random";
import { UNKNOWN_VISITOR, visitorAddress } from "./visitor-address";

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
  const accountValue = account.trim().toLowerCase();
  const address = visitorAddress(c);
  const buckets = [
    {
      kind: "account",
      value: accountValue,
      limit: config.RATE_LIMIT_ACCOUNT,
    },
    // A request without an address is not lumped with every other one (one could then refuse
    // them all): its address bucket is the account it is about, at the account's allowance.
    address === UNKNOWN_VISITOR
      ? { kind: "address", value: `${UNKNOWN_VISITOR}\n${accountValue}`, limit: config.RATE_LIMIT_ACCOUNT }
      : { kind: "address", value: address, limit: config.RATE_LIMIT_ADDRESS },
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
  const [byAccount, byAddress] = await db.batch([
    count(hashed[0]),
    count(hashed[1]),
    db.delete(rateLimitCounters).where(and(eq(rateLimitCounters.tenantId, tenantId), lt(rateLimitCounters.windowStart, windowStart - window))),
  ]);
  const over = byAccount[0].count > buckets[0].limit || byAddress[0].count > buckets[1].limit;
  if (!over) return;
  throw throttled(Math.max(1, windowStart + window - nowSeconds));
}

/** The 429 of every limit on attempts (these counters, sign-in's delays): wait `retryAfter` seconds. */
export function throttled(retryAfter: number): JsonApiError {
  const minutes = Math.ceil(retryAfter / 60);
  return new JsonApiError(
    {
      status: 429,
      title: "Too many requests",
      detail: `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} before trying again.`,
      code: "rate_limited",
    },
    { "Retry-After": String(retryAfter) },
  );
}
