import { canManageForms, mayBuildForms } from "@contract/forms";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { Form } from "../../db/forms-schema";
import type { AppEnv } from "../../env";
import { JsonApiError, notFound, forbidden } from "../../jsonapi/errors";
import { parseIntegerId, pathRow } from "../../jsonapi/ids";
import { FORM_TOKEN_PATTERN } from "@contract/forms";
import { currentCenterId } from "../../current-center";
import { type FormRow, findContactForm, findForm, findFormByToken } from "./queries";
import { findSubmission } from "./submission-queries";
import { type Actor, loadActor } from "../../auth/actor";

/** A closed form takes no more answers nor files. */
export const formClosed = () => new JsonApiError({ status: 410, title: "Gone", detail: "This form is closed.", code: "form_closed" });

export const missingForm = (id: string) => notFound(`There is no form ${id}.`);

/** The gate of the builder's endpoints: 401 signed out, 403 for anyone but staff and super admins. */
export async function requireFormBuilder(c: Context<AppEnv>): Promise<Actor> {
  requireUser(c);
  const actor = await loadActor(c);
  if (!mayBuildForms(actor)) throw forbidden("Only staff and super admins keep forms.");
  return actor;
}

/**
 * A form its caller keeps. Another centre's form, like another tenant's, is a 404: forms hold
 * visitors' answers, so their existence is not told to those who may not read them.
 */
export function requireManaged(actor: Actor, form: Form | undefined, id: string): Form {
  if (form === undefined || !canManageForms(actor, form.volunteerCenterId)) throw missingForm(id);
  return form;
}

/** The path's form, for its keepers: 401 signed out, 403 without a builder's role, else 404 unless kept. */
export async function managedPathForm(c: Context<AppEnv>) {
  const actor = await requireFormBuilder(c);
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  if (id === undefined) throw missingForm(param);
  return { actor, form: requireManaged(actor, await findForm(c.var.db, c.var.tenantId, id), param) as FormRow };
}

/** The path's submission, for its form's keepers (404 for everyone else who may build forms). */
export async function managedSubmission(c: Context<AppEnv>) {
  const actor = await requireFormBuilder(c);
  const { param, row } = await pathRow(c, findSubmission);
  const form = row && (await findForm(c.var.db, c.var.tenantId, row.formId));
  if (row === undefined || form === undefined || !canManageForms(actor, form.volunteerCenterId)) throw notFound(`There is no form submission ${param}.`);
  return { submission: row, form };
}

/** The path's form a visitor may see, by its token (or the centre's `contact` form): published or closed, a draft is nobody's business yet. */
export async function visibleForm(c: Context<AppEnv>): Promise<FormRow> {
  const token = c.req.param("token") ?? "";
  const { db, tenantId } = c.var;
  let form: FormRow | undefined;
  if (token === "contact") {
    const centerId = await currentCenterId(c);
    form = centerId === null ? undefined : await findContactForm(db, tenantId, centerId);
  } else if (FORM_TOKEN_PATTERN.test(token)) form = await findFormByToken(db, tenantId, token);
  if (form === undefined || form.status === "draft") throw notFound(`There is no form ${token.slice(0, 40)}.`);
  return form;
}
