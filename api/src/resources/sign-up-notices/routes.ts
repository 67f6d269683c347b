import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { guard, writeDocument } from "../../jsonapi/request-input";
import { requireStaffMember } from "./access";
import { setSignUpNotice } from "./queries";
import { SIGN_UP_NOTICE_TYPES_IN, updateAttributes } from "./schema";
import { preferenceDocument } from "./serializer";

export { SIGN_UP_NOTICE_PREFERENCE_PATH } from "./serializer";

const staffMember = guard(requireStaffMember);

/** A staff member's notice of new volunteers at their centre (docs/users.md "Told of sign-ups"): on unless switched off. */
export const signUpNoticePreferenceRoutes = new Hono<AppEnv>()
  .get("/", staffMember, (c) => {
    const user = staffMember.of(c);
    return sendDocument(c, preferenceDocument(user.id, user.signUpNotice === 1));
  })
  // Another user's id is a 409 before a non-staff caller's 403, as every preference answers.
  .patch("/", writeDocument(SIGN_UP_NOTICE_TYPES_IN, updateAttributes, { own: true }), staffMember, async (c) => {
    const user = staffMember.of(c);
    const { sign_up_notice } = c.req.valid("json");
    await setSignUpNotice(c.var.db, c.var.tenantId, user.id, sign_up_notice).run();
    return sendDocument(c, preferenceDocument(user.id, sign_up_notice));
  })
  .all("/", methodNotAllowed(["GET", "PATCH"]));
