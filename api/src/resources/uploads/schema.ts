import { PRIVATE_FILE_KINDS } from "@contract/uploads";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../env";
import { FILE_KINDS, type FileKindName, isFileKind } from "../../files/kinds";
import { badRequest } from "../../jsonapi/errors";

/**
 * An upload's one parameter, `?kind=logo` (400 for another parameter or an unknown kind). A
 * form's files come only through their form (POST /public_forms/:token/files), a profile's photo
 * through the profile: a private kind is a 400 here.
 */
export const uploadKind: MiddlewareHandler<AppEnv, string, { out: { query: { kind: FileKindName } } }> = async (c, next) => {
  const params = new URL(c.req.url).searchParams;
  const unknown = [...params.keys()].find((key) => key !== "kind");
  if (unknown !== undefined) throw badRequest("Unknown parameter", `${unknown} is not a parameter of this endpoint.`, { parameter: unknown });
  const kind = params.get("kind") ?? "";
  if (!isFileKind(kind)) throw badRequest("Invalid kind", `kind must be one of ${Object.keys(FILE_KINDS).join(", ")}.`, { parameter: "kind" });
  if ((PRIVATE_FILE_KINDS as readonly string[]).includes(kind))
    throw badRequest("Invalid kind", "Private files are uploaded through their record (a form, a profile).", { parameter: "kind" });
  c.req.addValidatedData("query", { kind });
  await next();
};
