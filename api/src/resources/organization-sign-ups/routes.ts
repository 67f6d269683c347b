import { Hono } from "hono";
import { afterAnswer } from "../../after-answer";
import { mailLinkBase } from "../../auth/mail-link";
import { enforceRateLimit } from "../../auth/rate-limit";
import { configOf } from "../../config";
import { currentCenterId } from "../../current-center";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { guard, showQuery, writeDocument } from "../../jsonapi/request-input";
import { attributePointer } from "../../jsonapi/validation";
import { SIGN_UP_ACCEPTED } from "../users/sign-up";
import { checkTagIds } from "../tags/links";
import { signedOut } from "./access";
import { signUpOrganization } from "./create";
import { SIGN_UP_TYPES, signUpAttributes, signUpQuery } from "./schema";

export const ORGANIZATION_SIGN_UPS_PATH = "/api/v1/organization_sign_ups";

const anonymous = guard(signedOut);

/** Anonymous: an organization and its first admin sign up (docs/organizations.md). */
export const organizationSignUpRoutes = new Hono<AppEnv>()
  // 202 with SIGN_UP_ACCEPTED once the input is valid, then the sign-up after the answer.
  .post("/", anonymous, showQuery(signUpQuery), writeDocument(SIGN_UP_TYPES, signUpAttributes, { create: true }), async (c) => {
    const attrs = c.req.valid("json");
    const centerId = await currentCenterId(c);
    const site = { tenantId: c.var.tenantId, centerId };
    const linkBase = mailLinkBase(configOf(c.env), site, attrs.confirm_success_url, "confirm_success_url", "/confirm", attributePointer);
    // The same budget as POST /users: a second way in gives no extra guesses at addresses.
    await enforceRateLimit(c, "sign_up", attrs.admin.email);
    // The centre's own themes only, refused (422) before the answer: afterwards nobody hears of it.
    const tagIds = attrs.tag_ids?.length ? await checkTagIds(c.var.db, c.var.tenantId, attrs.tag_ids, { centerId: centerId ?? undefined }) : [];
    // As POST /users: 202 whether the address is new or taken, the work after the answer.
    afterAnswer(c, "organization sign-up", () => signUpOrganization(c, attrs, centerId, linkBase, tagIds));
    return sendDocument(c, SIGN_UP_ACCEPTED, 202);
  })
  .all("/", methodNotAllowed(["POST"]));
