import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { parseIntegerId } from "../../jsonapi/ids";
import { parseQuery } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import { missingForm, requireFormBuilder, requireManaged } from "./access";
import { type FormRow, findForm } from "./queries";
import { showQuery } from "./schema";
import { formSerializer, toFormResource } from "./serializer";

export const FORMS_PATH = "/api/v1/forms";

export const searchParams = (c: Context) => new URL(c.req.url).searchParams;
export const formUrl = (c: Context) => (form: { id: string }) => new URL(`${FORMS_PATH}/${form.id}`, c.req.url).href;

/** One form as every single-resource answer sends it. */
export async function sendForm(c: Context<AppEnv>, row: FormRow, status: 200 | 201 = 200) {
  const query = parseQuery(searchParams(c), showQuery);
  const resource = toFormResource(row);
  const document = await serializeDocument(formSerializer, resource, { ...query, selfUrl: c.req.url, resourceUrl: formUrl(c) });
  return sendDocument(c, document, status, status === 201 ? { Location: formUrl(c)(resource) } : {});
}

/** The path's form, for its keepers: 401 signed out, 403 without a builder's role, else 404 unless kept. */
export async function managedPathForm(c: Context<AppEnv>) {
  const actor = await requireFormBuilder(c);
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  if (id === undefined) throw missingForm(param);
  return { actor, form: requireManaged(actor, await findForm(c.var.db, c.var.tenantId, id), param) as FormRow };
}
