import { type Answers, type FormDefinition, answerText, inLocale, isAnswered } from "@contract/forms";
import type { Locale } from "@contract/locales";
import type { BatchItem } from "drizzle-orm/batch";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { users } from "../../db/accounts-schema";
import { volunteerCenters } from "../../db/schema";
import type { AppEnv } from "../../env";
import { outboxInsert } from "../../mail/outbox";
import { mayMailUnproven } from "../../mail/unproven";
import { senderFor } from "../../mail/site-name";
import { webLink } from "../../mail/web-link";
import type { FormRow } from "./queries";

const YES_NO = { nl: { yes: "ja", no: "nee" }, en: { yes: "yes", no: "no" } } as const;

/** The answers as "label: text" lines in one language, in the form's order. */
export function answerLines(definition: FormDefinition, answers: Answers, locale: Locale) {
  return definition.fields
    .filter((f) => isAnswered(f.type) && answers[f.key] !== undefined)
    .map((f) => ({ label: inLocale(f.label, locale), value: answerText(answers[f.key], YES_NO[locale]) }));
}

/** Where the owner's notice goes: the owner's address, else the centre's contact address. */
async function ownerAddress(c: Context<AppEnv>, form: FormRow) {
  const { db, tenantId } = c.var;
  if (form.ownerId !== null) {
    const owner = await db
      .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, form.ownerId)))
      .get();
    if (owner?.email) return { to: owner.email, userId: owner.id, name: owner.firstName, locale: owner.locale };
  }
  const center = await db
    .select({ email: volunteerCenters.contactEmail })
    .from(volunteerCenters)
    .where(and(eq(volunteerCenters.tenantId, tenantId), eq(volunteerCenters.id, form.volunteerCenterId)))
    .get();
  return center?.email ? { to: center.email, userId: null, name: null, locale: "nl" as Locale } : undefined;
}

/**
 * The mails of one submission, written in its batch: a receipt to the first e-mail answer (when
 * the form asks for one; the form's title and a fixed text, none of the answers) and a notice to
 * the form's owner with the answers and a link to the submission.
 */
export async function submissionMails(c: Context<AppEnv>, form: FormRow, answers: Answers, locale: Locale): Promise<BatchItem<"sqlite">[]> {
  const { db, tenantId } = c.var;
  const sender = await senderFor(db, tenantId, form.volunteerCenterId);
  const mails: BatchItem<"sqlite">[] = [];
  const emailField = form.definition.fields.find((f) => f.type === "email" && typeof answers[f.key] === "string");
  // Past the limits of mail to typed addresses the submission is kept and its owner told, but no
  // receipt is written (the visitor's answer is the same).
  if (emailField && (await mayMailUnproven(c, answers[emailField.key] as string, form.volunteerCenterId)))
    mails.push(
      outboxInsert(db, tenantId, {
        kind: "form_received",
        locale,
        to: answers[emailField.key] as string,
        userId: null,
        // A receipt, never a copy: the address is whatever the visitor typed, so the mail carries
        // none of their text, only the form's title (docs/security.md, "Mail to unproven addresses").
        vars: { ...sender, name: null, form: form.title },
      }),
    );
  const owner = await ownerAddress(c, form);
  if (owner) {
    const link = webLink(c.env, { tenantId, centerId: form.volunteerCenterId }, `/form_builder/${form.id}/submissions`);
    mails.push(
      outboxInsert(db, tenantId, {
        kind: "form_submission_new",
        locale: owner.locale,
        to: owner.to,
        userId: owner.userId,
        vars: { ...sender, name: owner.name, form: form.title, answers: answerLines(form.definition, answers, owner.locale), link },
      }),
    );
  }
  return mails;
}
