import type { Context } from "hono";
import { deletedMail } from "./removal-mail";
import { mailLinkBase } from "../../auth/mail-link";
import { hashPassword } from "../../auth/password";
import { randomToken, sha256Hex } from "../../auth/random";
import { enforceRateLimit } from "../../auth/rate-limit";
import { linkWithToken } from "../../auth/redirect-url";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { attributePointer } from "../../jsonapi/validation";
import { senderFor } from "../../mail/site-name";
import { currentCenterId } from "../../current-center";
import { publicLink } from "../../mail/public-url";
import { outboxInsert, queueDelivery, toAccount } from "../../mail/outbox";
import { greetingName, mayMailUnproven } from "../../mail/unproven";
import { burnPasswordCheck } from "../../auth/password";
import type { User } from "../../db/accounts-schema";
import { createUserWithMail } from "./create-user";
import { findUserByEmail } from "./queries";
import type { signUpAttributes } from "./schema";
import { afterAnswer } from "../../after-answer";
import type { z } from "zod";

/**
 * The address has an account: its owner is mailed ("you already have an account; reset your
 * password here"), after the same PBKDF2 work a new account costs. Both sign-ups (POST /users and
 * POST /organization_sign_ups) do this instead of creating anything.
 */
export async function mailOwner(c: Context<AppEnv>, owner: User) {
  const { db, tenantId } = c.var;
  await burnPasswordCheck("sign-up with a taken address");
  const awaitingRemoval = owner.removalDueAt !== null;
  if ((owner.status === "archived" && !awaitingRemoval) || !owner.email) return;
  // Anyone can sign up with a stranger's address: this mail counts as one to a typed address.
  if (!(await mayMailUnproven(c, owner.email, owner.volunteerCenterId))) return;
  // A deleted account in its grace period keeps its address (decision 0017): its owner is told
  // again until when the centre can restore it, and that the address is free after that day.
  const mail = awaitingRemoval
    ? await deletedMail(db, tenantId, { ...owner, email: owner.email, removalDueAt: owner.removalDueAt! })
    : {
        kind: "account_exists" as const,
        ...toAccount(owner),
        vars: {
          ...(await senderFor(db, tenantId, owner.volunteerCenterId)),
          name: greetingName(owner),
          link: publicLink(configOf(c.env), tenantId, owner.volunteerCenterId, "/auth/recover"),
        },
      };
  const [inserted] = await db.batch([outboxInsert(db, tenantId, mail)]);
  queueDelivery(c, [inserted[0].id]);
}

/** What every accepted sign-up answers, new address or taken: 202 and this, nothing more. */
export const SIGN_UP_ACCEPTED = {
  meta: {
    status: "accepted",
    detail: "If this address can be used, a mail is on its way to it with the next step.",
  },
} as const;

/**
 * POST /api/v1/users, signed out (docs/security.md, "No enumeration"): answers 202 with
 * SIGN_UP_ACCEPTED once the input is valid, whether the address is new or taken, so neither the
 * status, the body nor the time tells an api client which it was. After the answer a new address
 * becomes an unconfirmed account at the request's centre with its confirmation mail, and a taken
 * one (also the loser of two sign-ups racing for one address) mails its owner instead.
 */
export async function acceptSignUp(c: Context<AppEnv>, attrs: z.infer<typeof signUpAttributes>) {
  const centerId = await currentCenterId(c);
  const linkBase = mailLinkBase(
    configOf(c.env),
    { tenantId: c.var.tenantId, centerId },
    attrs.confirm_success_url,
    "confirm_success_url",
    "/confirm",
    attributePointer,
  );
  await enforceRateLimit(c, "sign_up", attrs.email);
  afterAnswer(c, "sign-up", () => createOrMailOwner(c, attrs, centerId, linkBase));
}

async function createOrMailOwner(c: Context<AppEnv>, attrs: z.infer<typeof signUpAttributes>, centerId: number | null, linkBase: URL) {
  const { db, tenantId } = c.var;
  const owner = await findUserByEmail(db, tenantId, attrs.email);
  if (owner) return mailOwner(c, owner);
  const token = randomToken(32);
  try {
    await createUserWithMail(
      c,
      {
        volunteerCenterId: centerId,
        email: attrs.email,
        passwordDigest: await hashPassword(attrs.password),
        firstName: attrs.first_name,
        lastName: attrs.last_name,
        locale: attrs.locale,
        confirmationTokenDigest: await sha256Hex(token),
        confirmationSentAt: new Date().toISOString(),
      },
      {
        kind: "confirmation",
        locale: attrs.locale,
        vars: {
          ...(await senderFor(db, tenantId, centerId)),
          // To a typed address: none of the visitor's text, not even the name typed with it.
          name: null,
          link: linkWithToken(linkBase, "confirmation_token", token),
        },
      },
    );
  } catch (error) {
    // Taken between the lookup and the insert: another sign-up won the race for the address.
    const winner = await findUserByEmail(db, tenantId, attrs.email);
    if (!winner) throw error;
    await mailOwner(c, winner);
  }
}
