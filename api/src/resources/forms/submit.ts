import { validateAnswers } from "@contract/forms";
import type { Context } from "hono";
import { enforceRateLimit } from "../../auth/rate-limit";
import { visitorAddress } from "../../auth/visitor-address";
import type { AppEnv } from "../../env";
import { type ErrorInit, JsonApiError } from "../../jsonapi/errors";
import { mailIds } from "../../mail/mail-ids";
import { queueDelivery } from "../../mail/outbox";
import { notify } from "../../notifications/notify";
import { checkFileAnswers } from "./files";
import { submissionMails } from "./mails";
import { formClosed } from "./access";
import type { FormRow } from "./queries";
import type { SubmissionValues } from "./schema";
import { insertSubmission } from "./submission-queries";

/**
 * POST /public_forms/:token/submissions: a visitor's answers, checked by the contract's
 * validateAnswers against the current version; stored with that version and their mails in one
 * batch, or not at all. A closed form is a 410. Limited per form and address (spam). Answers the
 * submission's id.
 */
export async function submitAnswers(c: Context<AppEnv>, form: FormRow, attrs: SubmissionValues): Promise<number> {
  if (form.status === "closed") throw formClosed();
  // Per form and address, and per address: one visitor cannot flood a form, nor a shared form's
  // popularity lock out everyone else.
  await enforceRateLimit(c, "form_submission", `${form.token}:${visitorAddress(c)}`);
  const { values, errors } = validateAnswers(form.definition, attrs.answers);
  const problems = Object.entries(errors).map(([key, code]): ErrorInit => ({
    status: 422,
    title: "Invalid answer",
    detail: code === "unknown_field" ? `${key.slice(0, 60)} is not a field of this form.` : `${key}: ${code.replace(/_/g, " ")}.`,
    code,
    source: { pointer: `/data/attributes/answers/${key.slice(0, 60)}` },
  }));
  if (problems.length > 0) throw new JsonApiError(problems as [ErrorInit, ...ErrorInit[]]);
  const { db, tenantId } = c.var;
  const answers = await checkFileAnswers(db, tenantId, values);
  const mails = await submissionMails(c, form, answers, attrs.locale);
  const [inserted, ...sent] = await db.batch([
    insertSubmission(db, tenantId, form.id, form.versionId, answers, attrs.locale, c.var.currentUser?.id ?? null),
    ...mails,
  ]);
  queueDelivery(c, mailIds(sent, 0));
  const id = (inserted as { id: number }[])[0].id;
  // The owner's bell too; the submission's id is known only now (docs/notifications.md).
  await notify(db, tenantId, {
    userIds: [form.ownerId],
    kind: "form_submitted",
    subject: { type: "FormSubmission", id },
    path: `/form_builder/${form.id}/submissions/${id}`,
    params: { form: form.title },
  })?.run();
  return id;
}
