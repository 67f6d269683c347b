import { configOf } from "../../config";
import { countRowsRead } from "../../db/rows-read";
import type { ApiEnv } from "../../env";
import { planDigestBatch } from "./plan";

/**
 * The queue message that plans one batch of digests. The daily cron puts the first on the mail
 * queue; each batch that was full puts the next, so 100,000 subscribers are a chain of small
 * invocations, never one long one. `runAt` is the run's moment: only subscribers due by then are
 * planned (the chain ends), and "new since the last digest" is measured up to it.
 */
export interface DigestJob {
  digest: "plan";
  runAt: string;
  /** The D1 binding whose subscribers it plans (db/tenant-databases.ts); absent: the shared DB. */
  database?: string;
}

export function isDigestJob(body: unknown): body is DigestJob {
  if (typeof body !== "object" || body === null) return false;
  const { digest, runAt, database } = body as Record<string, unknown>;
  return (
    digest === "plan" &&
    typeof runAt === "string" &&
    !Number.isNaN(Date.parse(runAt)) &&
    (database === undefined || (typeof database === "string" && /^[A-Z][A-Z0-9_]{0,62}$/.test(database)))
  );
}

/**
 * The daily cron, once per database: starts that database's chain (a lost message is made up by
 * the next day's run). `database` is the binding's name; the shared DB's job names none.
 */
export async function startDigests(env: Pick<ApiEnv, "MAIL_QUEUE">, now = new Date(), database?: string) {
  await env.MAIL_QUEUE.send({ digest: "plan", runAt: now.toISOString(), ...(database && database !== "DB" && { database }) } satisfies DigestJob);
}

/**
 * One link of the chain: plans a batch, then queues the next while batches come back full.
 * Outside production each link logs one `digest-batch` line (subscribers, digests, D1 rows read,
 * milliseconds): what `npm run bench:digest` adds up (docs/performance.md).
 */
export async function runDigestJob(env: ApiEnv, job: DigestJob) {
  const measured = configOf(env).ENVIRONMENT !== "production";
  const counted = countRowsRead(env.DB, measured);
  const started = Date.now();
  const result = await planDigestBatch({ ...env, DB: counted.db }, job.runAt);
  if (result.more) await env.MAIL_QUEUE.send(job);
  if (measured) console.log(`digest-batch ${JSON.stringify({ ...result, rowsRead: counted.counter.rowsReadTotal, ms: Date.now() - started })}`);
  return result;
}
