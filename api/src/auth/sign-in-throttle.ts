import type { Context } from "hono";
import { configOf } from "../config";
import type { AppEnv } from "../env";
import { throttled } from "./rate-limit";
import { sha256Hex } from "./random";
import { UNKNOWN_VISITOR, visitorAddress } from "./visitor-address";

// A bucket whose last failure is this old starts again from zero.
const FORGET_AFTER_SECONDS = 24 * 60 * 60;
// The first delay past the free failures; each further failure doubles it (up to the window).
const FIRST_DELAY_SECONDS = 30;

interface Bucket {
  hash: string;
  free: number;
}

/**
 * One sign-in's claim on the throttle: taken before the password is checked, settled after.
 * Design and threat: docs/security.md, "Sign-in throttling".
 */
export interface SignInAttempt {
  /** The password was right: the account and address start afresh, the address's claim is undone. */
  succeeded(): Promise<void>;
}

/**
 * Failures are counted per account and address together, and per address over all accounts; never
 * per account alone, so nobody can keep an account's owner out by failing on purpose elsewhere.
 * Past a bucket's free failures each attempt must wait 30 s, 1, 2, 4, 8 minutes … (at most the
 * rate-limit window) after the bucket's last failure, else 429 with Retry-After. The attempt is counted as a
 * failure *before* the password is checked (one conditional upsert per bucket, so parallel
 * attempts cannot all slip through one gap) and taken back when the password was right.
 */
export async function claimSignInAttempt(c: Context<AppEnv>, email: string): Promise<SignInAttempt> {
  const config = configOf(c.env);
  const address = visitorAddress(c);
  const account = email.trim().toLowerCase();
  const [pair, byAddress]: Bucket[] = [
    {
      hash: await sha256Hex(`sign_in_failure:pair:${account}\n${address}`),
      free: config.SIGN_IN_FREE_FAILURES,
    },
    // Without an address the attempt is not counted with every other such attempt (30 failures
    // would refuse them all): its "address" is the account, with the account's free failures.
    address === UNKNOWN_VISITOR
      ? { hash: await sha256Hex(`sign_in_failure:address:${UNKNOWN_VISITOR}\n${account}`), free: config.SIGN_IN_FREE_FAILURES }
      : { hash: await sha256Hex(`sign_in_failure:address:${address}`), free: config.SIGN_IN_ADDRESS_FREE_FAILURES },
  ];
  const cap = config.RATE_LIMIT_WINDOW_SECONDS;
  const now = Math.floor(Date.now() / 1000);
  const db = c.var.d1;
  const tenantId = c.var.tenantId;
  const claim = (b: Bucket) =>
    db
      .prepare(
        `INSERT INTO sign_in_failures (tenant_id, bucket, failures, last_failure_at) VALUES (?1, ?2, 1, ?3)
         ON CONFLICT (tenant_id, bucket) DO UPDATE SET
           failures = CASE WHEN last_failure_at <= ?3 - ?5 THEN 1 ELSE failures + 1 END,
           last_failure_at = ?3
         WHERE last_failure_at <= ?3 - ?5 OR failures < ?4
           OR last_failure_at + min(?6, ?7 << min(failures - ?4, 20)) <= ?3
         RETURNING failures`,
      )
      .bind(tenantId, b.hash, now, b.free, FORGET_AFTER_SECONDS, cap, FIRST_DELAY_SECONDS);
  const [pairClaim, addressClaim] = await db.batch<{ failures: number }>([claim(pair), claim(byAddress)]);
  const claimed = [pairClaim.results.length > 0, addressClaim.results.length > 0];
  const undo = (b: Bucket) =>
    db.prepare("UPDATE sign_in_failures SET failures = max(failures - 1, 0) WHERE tenant_id = ? AND bucket = ?").bind(tenantId, b.hash);
  if (!claimed[0] || !claimed[1]) {
    // Refused: a claim that went through for the other bucket was no attempt either.
    const undone = [pair, byAddress].filter((_, i) => claimed[i]).map(undo);
    if (undone.length > 0) await db.batch(undone);
    const waits = await Promise.all([pair, byAddress].filter((_, i) => !claimed[i]).map((b) => secondsToWait(c, b, now, cap)));
    throw throttled(Math.max(1, ...waits));
  }
  return {
    async succeeded() {
      await db.batch([db.prepare("DELETE FROM sign_in_failures WHERE tenant_id = ? AND bucket = ?").bind(tenantId, pair.hash), undo(byAddress)]);
    },
  };
}

async function secondsToWait(c: Context<AppEnv>, b: Bucket, now: number, cap: number): Promise<number> {
  const row = await c.var.d1
    .prepare("SELECT failures, last_failure_at FROM sign_in_failures WHERE tenant_id = ? AND bucket = ?")
    .bind(c.var.tenantId, b.hash)
    .first<{ failures: number; last_failure_at: number }>();
  if (!row) return 1;
  const delay = Math.min(cap, FIRST_DELAY_SECONDS * 2 ** Math.min(row.failures - b.free, 20));
  return row.last_failure_at + delay - now;
}
