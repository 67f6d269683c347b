import { and, eq } from "drizzle-orm";
import { users } from "../db/accounts-schema";
import type { Database } from "../db/client";
import { slot } from "../db/kept-select";

/**
 * The id of the user the request's credentials name (their `uid`, unique per tenant), as a
 * subquery with the slots `tenantId` and `uid`: the session lookup's statements and the reads made
 * beside it (token-store.ts findSessionWithRoles) go in one D1 batch, before anybody knows the
 * user's id. Their rows count only once the session checks out, and then this is its user.
 */
export const sessionUserIds = (db: Database) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, slot("tenantId")), eq(users.email, slot("uid"))));
