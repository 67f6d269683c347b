import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import type { ParsedQuery } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import type { showQuery } from "./schema";
import { type ApplicationRow, applicationSerializer, toApplicationResource } from "./serializer";

export const APPLICATIONS_PATH = "/api/v1/applications";

export const searchParams = (c: Context) => new URL(c.req.url).searchParams;
export const applicationUrl = (c: Context) => (r: { id: string }) => new URL(`${APPLICATIONS_PATH}/${r.id}`, c.req.url).href;

/** One application, as every single-resource answer sends it. */
export async function sendApplication(c: Context<AppEnv>, row: ApplicationRow, query: ParsedQuery<typeof showQuery>, status: 200 | 201 = 200) {
  const resource = toApplicationResource(row);
  const document = await serializeDocument(applicationSerializer, resource, {
    ...query,
    selfUrl: c.req.url,
    resourceUrl: applicationUrl(c),
  });
  const headers: Record<string, string> = status === 201 ? { Location: applicationUrl(c)(resource) } : {};
  return sendDocument(c, document, status, headers);
}
