import { and, asc, desc, eq, inArray, lte, ne, notInArray, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { authTokens, type Role, roles, type User, users } from "../db/accounts-schema";
import type { TenantId } from "../tenancy";
import { constantTimeEqualText, randomToken, sha256Hex } from "./random";
import { deleteInTenant } from "../db/find-in-tenant";
import { keptSelect, slot } from "../db/kept-select";
import { sessionUserIds } from "./session-user";
import type { BatchItem } from "drizzle-orm/batch";

// devise_token_auth's defaults: two weeks, 10 clients (devices) per user, 5-second batch window.
export const TOKEN_LIFESPAN_MS = 14 * 24 * 60 * 60 * 1000;
export const BATCH_WINDOW_MS = 5_000;
export const MAX_CLIENTS = 10;

export interface IssuedToken {
  client: string;
  token: string;
  expiresAt: number;
}

/** A request authenticated by a token; `rotate` when a new token is due (outside the batch window). */
export interface AuthSession {
  user: User;
  tokenId: number;
  client: string;
  tokenDigest: string;
  rotate: boolean;
  /** Let in on the previous token (within the batch window): a parallel request rotated it. */
  previous: boolean;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A new client for the user; drops expired clients and all but the newest MAX_CLIENTS. `signIn`:
 * the user signed in themselves, kept as their last sign-in (staff signing in as them is not).
 */
export async function issueToken(db: Database, tenantId: TenantId, userId: number, now: number, { signIn = false } = {}): Promise<IssuedToken> {
  const issued = {
    client: randomToken(16),
    token: randomToken(32),
    expiresAt: now + TOKEN_LIFESPAN_MS,
  };
  const mine = and(eq(authTokens.tenantId, tenantId), eq(authTokens.userId, userId));
  const newest = db.select({ id: authTokens.id }).from(authTokens).where(mine).orderBy(desc(authTokens.expiresAt), desc(authTokens.id)).limit(MAX_CLIENTS);
  await db.batch([
    db.insert(authTokens).values({
      tenantId,
      userId,
      client: issued.client,
      tokenDigest: await sha256Hex(issued.token),
      expiresAt: iso(issued.expiresAt),
      createdAt: iso(now),
      updatedAt: iso(now),
    }),
    db.delete(authTokens).where(and(mine, or(lte(authTokens.expiresAt, iso(now)), notInArray(authTokens.id, newest)))),
    ...(signIn
      ? [
          db
            .update(users)
            .set({ lastSignInAt: iso(now) })
            .where(and(eq(users.tenantId, tenantId), eq(users.id, userId))),
        ]
      : []),
  ]);
  return issued;
}

type Credentials = { accessToken: string; client: string; uid: string };

/**
 * devise_token_auth's check: the current token until it expires, or the previous one within
 * the batch window after the last rotation (parallel requests that left with the old token).
 */
export async function findSession(db: Database, tenantId: TenantId, credentials: Credentials, now: number): Promise<AuthSession | null> {
  const row = await db
    .select({ token: authTokens, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tenantId, tenantId), eq(authTokens.client, credentials.client), eq(users.tenantId, tenantId), eq(users.email, credentials.uid)))
    .get();
  return checkSession(row, credentials, now);
}

// The statements of findSessionWithRoles, built once per isolate (db/kept-select.ts): every
// signed-in api call runs them. Three statements without a join: in a batch D1 answers rows as
// objects, where a join's two `id` columns would overwrite each other.
const named = sessionUserIds;
const presented = and(eq(authTokens.tenantId, slot("tenantId")), eq(authTokens.client, slot("client")));
function selectPresentedToken(db: Database) {
  return db
    .select()
    .from(authTokens)
    .where(and(presented, inArray(authTokens.userId, named(db))));
}
function selectHolder(db: Database) {
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.tenantId, slot("tenantId")),
        eq(users.email, slot("uid")),
        inArray(users.id, db.select({ id: authTokens.userId }).from(authTokens).where(presented)),
      ),
    );
}
function selectRoles(db: Database) {
  return db
    .select()
    .from(roles)
    .where(and(eq(roles.tenantId, slot("tenantId")), inArray(roles.userId, named(db))))
    .orderBy(asc(roles.id));
}
const presentedToken = keptSelect(selectPresentedToken);
const holderOfToken = keptSelect(selectHolder);
const rolesOfNamed = keptSelect(selectRoles);

/**
 * findSession and the user's roles in one D1 round trip (a batch): every signed-in api call
 * needs both, and asked one after the other they were two round trips on every signed-in
 * page's critical path (docs/performance.md "Budgets"). The roles are those of whoever the
 * headers name; they count only when the session checks out (`roles` is null otherwise).
 */
export async function findSessionWithRoles(
  db: Database,
  tenantId: TenantId,
  credentials: Credentials,
  now: number,
  beside: BesideSession = [],
): Promise<{ session: AuthSession; roles: Role[]; beside: unknown[][] } | null> {
  const values = { tenantId, uid: credentials.uid, client: credentials.client };
  const [tokens, holders, roleRows, ...besideRows] = (await db.batch([
    presentedToken(db, values),
    holderOfToken(db, values),
    rolesOfNamed(db, values),
    ...beside.map((read) => read(db, values)),
  ])) as [(typeof authTokens.$inferSelect)[], User[], Role[], ...unknown[][]];
  const token = tokens[0];
  const user = holders.find((holder) => holder.id === token?.userId);
  const session = await checkSession(token && user && { token, user }, credentials, now);
  if (session === null) return null;
  return { session, roles: roleRows.filter((role) => role.userId === session.user.id), beside: besideRows };
}

/**
 * Reads a request asks for in the session's own D1 round trip (authenticate.ts): kept selects of
 * the user the credentials name (session-user.ts), bound with the session's values (`tenantId`,
 * `uid`, `client`). Their rows are answered only when the session checks out.
 */
export type BesideSession = ((db: Database, values: Record<string, unknown>) => BatchItem<"sqlite">)[];

async function checkSession(
  row: { token: typeof authTokens.$inferSelect; user: User } | undefined,
  credentials: Credentials,
  now: number,
): Promise<AuthSession | null> {
  if (!row || Date.parse(row.token.expiresAt) <= now) return null;
  const digest = await sha256Hex(credentials.accessToken);
  const inBatchWindow = now - Date.parse(row.token.updatedAt) < BATCH_WINDOW_MS;
  const current = constantTimeEqualText(digest, row.token.tokenDigest);
  const previous = row.token.previousTokenDigest !== null && constantTimeEqualText(digest, row.token.previousTokenDigest);
  if (!current && !(previous && inBatchWindow)) return null;
  return {
    user: row.user,
    tokenId: row.token.id,
    client: row.token.client,
    tokenDigest: row.token.tokenDigest,
    rotate: current && !inBatchWindow,
    previous: !current,
  };
}

/**
 * Replaces the session's token, keeping the old one as `previous`. Conditional on the token
 * being unchanged: when a parallel request rotated it first (or sign-out deleted it), this one
 * issues nothing and its caller sends no token headers.
 */
export async function rotateToken(db: Database, tenantId: TenantId, session: AuthSession, now: number): Promise<IssuedToken | null> {
  const token = randomToken(32);
  const expiresAt = now + TOKEN_LIFESPAN_MS;
  const result = await db
    .update(authTokens)
    .set({
      previousTokenDigest: session.tokenDigest,
      tokenDigest: await sha256Hex(token),
      expiresAt: iso(expiresAt),
      updatedAt: iso(now),
    })
    .where(and(eq(authTokens.tenantId, tenantId), eq(authTokens.id, session.tokenId), eq(authTokens.tokenDigest, session.tokenDigest)))
    .run();
  return result.meta.changes === 1 ? { client: session.client, token, expiresAt } : null;
}

export async function deleteToken(db: Database, tenantId: TenantId, tokenId: number) {
  await deleteInTenant(db, authTokens, tenantId, tokenId).run();
}

/** Ends every session of the user (password reset, e-mail change), or all but `keepTokenId`. */
export function deleteUserTokens(db: Database, tenantId: TenantId, userId: number, keepTokenId?: number) {
  return db
    .delete(authTokens)
    .where(and(eq(authTokens.tenantId, tenantId), eq(authTokens.userId, userId), ...(keepTokenId === undefined ? [] : [ne(authTokens.id, keepTokenId)])));
}
