import { env } from "cloudflare:test";
import { sha256Hex } from "../src/auth/random";
import { TENANT_A } from "./fixtures";
import { type ApiRequest, apiFetch } from "./request";
import { dbOf } from "./tenant-database";

export type Credentials = Record<"access-token" | "client" | "uid", string>;

/** POST /auth/sign_in with a plain devise_token_auth JSON body. */
export function signIn(email: string, password: string, request: Omit<ApiRequest, "body" | "method"> = {}) {
  return apiFetch("/auth/sign_in", {
    ...request,
    method: "POST",
    headers: { "Content-Type": "application/json", ...request.headers },
    body: JSON.stringify({ email, password }),
  });
}

/** The credential headers of a response, or null when it carries none. */
export function credentialsOf(response: Response): Credentials | null {
  const token = response.headers.get("access-token");
  const client = response.headers.get("client");
  const uid = response.headers.get("uid");
  return token && client && uid ? { "access-token": token, client, uid } : null;
}

let sequence = 0;

/**
 * A token row written straight to D1 (no PBKDF2 sign-in), with a chosen rotation time and
 * expiry, for tests about the token rules rather than about signing in.
 */
export async function issueTestToken(
  userId: number,
  uid: string,
  {
    tenant = TENANT_A,
    updatedAt = new Date(Date.now() - 60_000).toISOString(),
    expiresAt = new Date(Date.now() + 86_400_000).toISOString(),
    previousToken = null as string | null,
  } = {},
): Promise<Credentials> {
  sequence += 1;
  const token = `test-token-${sequence}-${crypto.randomUUID()}`;
  const client = `test-client-${sequence}-${crypto.randomUUID()}`;
  await dbOf(tenant)
    .prepare(
      `INSERT INTO auth_tokens (tenant_id, user_id, client, token_digest, previous_token_digest, expires_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(tenant, userId, client, await sha256Hex(token), previousToken && (await sha256Hex(previousToken)), expiresAt, updatedAt)
    .run();
  return { "access-token": token, client, uid };
}

/**
 * Calls the worker directly with extra vars (e.g. ENVIRONMENT=production), against the same
 * real D1: the way to test configuration the shared wrangler.toml does not set.
 */
export const fetchWithVars = (vars: Record<string, string>, path: string, request: ApiRequest = {}) =>
  apiFetch(path, { ...request, bindings: { ...env, ...vars } as typeof env });

/** Reads a D1 row (tests assert stored state, e.g. that only digests are kept). */
export function row<T = Record<string, unknown>>(sql: string, ...bindings: unknown[]) {
  return env.DB.prepare(sql)
    .bind(...bindings)
    .first<T>();
}
