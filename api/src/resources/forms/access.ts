import { canManageForms, mayBuildForms } from "@contract/forms";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { Form } from "../../db/forms-schema";
import type { AppEnv } from "../../env";
import { notFound, forbidden } from "../../jsonapi/errors";
import { type Actor, loadActor } from "../../auth/actor";

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
