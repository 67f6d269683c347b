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
}

export function isDigestJob(body: unknown): body is DigestJob {
  if (typeof body !== "object" || body === null) return false;
  const { digest, runAt } = body as Record<string, unknown>;
  return digest === "plan" && typeof runAt === "string" && !Number.isNaN(Date.parse(runAt));
}

/** The daily cron: starts the chain (a lost message is made up by the next day's run). */
export async function startDigests(env: Pick<ApiEnv, "MAIL_QUEUE">, now = new Date()) {
  await env.MAIL_QUEUE.send({ digest: "plan", runAt: now.toISOString() } satisfies DigestJob);
}

/** One link of the chain: plans a batch, then queues the next while batches come back full. */
export async function runDigestJob(env: ApiEnv, job: DigestJob) {
  const result = await planDigestBatch(env, job.runAt);
  if (result.more) await env.MAIL_QUEUE.send(job);
  return result;
}
