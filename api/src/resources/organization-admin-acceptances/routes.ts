import { type MiddlewareHandler, Hono } from "hono";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { showQuery, writeDocument } from "../../jsonapi/request-input";
import { fieldError } from "../../jsonapi/validation";
import { findUserByEmail } from "../users/queries";
import { acceptAsUser, acceptWithNewAccount } from "./accept";
import { invitationOfToken } from "./access";
import { ACCEPTANCE_TYPES, type AcceptWithAccount, acceptSignedIn, acceptWithAccount, acceptanceQuery } from "./schema";
import { acceptanceDocument } from "./serializer";

export { ORGANIZATION_ADMIN_ACCEPTANCES_PATH } from "./serializer";

const noQuery = showQuery(acceptanceQuery);
const signedInDocument = writeDocument(ACCEPTANCE_TYPES, acceptSignedIn);
const accountDocument = writeDocument(ACCEPTANCE_TYPES, acceptWithAccount);
/** Signed in, the document is the token only; signed out, the token and the new account's details. */
const acceptanceDocumentInput: MiddlewareHandler<AppEnv, string, { out: { json: { token: string } | AcceptWithAccount } }> = (c, next) =>
  c.var.currentUser !== null ? signedInDocument(c, next) : accountDocument(c, next);

const accountExists = () => fieldError("token", "An account with this invitation's address exists: sign in to accept it.", "account_exists");

export const organizationAdminAcceptanceRoutes = new Hono<AppEnv>()
  .get("/:token", noQuery, async (c) => sendDocument(c, await acceptanceDocument(await invitationOfToken(c, c.req.param("token")), c.req.url)))
  /**
   * Accepts an invitation with its mailed token. Signed in, the caller becomes admin of the
   * organization (the token proves the invitation reached them). Signed out, an account is made
   * with the invitation's address and the names and password sent; an address that has an
   * account must sign in instead (422 on `token`, code `account_exists`: only the token's holder
   * learns it).
   */
  .post("/", noQuery, acceptanceDocumentInput, async (c) => {
    const attrs = c.req.valid("json");
    const user = c.var.currentUser;
    const { db, tenantId } = c.var;
    const row = await invitationOfToken(c, attrs.token);
    if (user !== null) {
      await acceptAsUser(db, tenantId, user.id, row);
      return sendDocument(c, await acceptanceDocument(row, c.req.url, { account_created: false }));
    }
    if (await findUserByEmail(db, tenantId, row.invitation.email)) throw accountExists();
    if (!(await acceptWithNewAccount(db, tenantId, row, attrs as AcceptWithAccount))) throw accountExists();
    return sendDocument(c, await acceptanceDocument(row, c.req.url, { account_created: true }));
  })
  .all("/", methodNotAllowed(["POST"]))
  .all("/:token", methodNotAllowed(["GET"]));
