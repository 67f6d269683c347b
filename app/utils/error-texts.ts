import { isRouteErrorResponse } from "@remix-run/react";
import type { I18nKey } from "~/i18n-t";

export interface ErrorTexts {
  title: I18nKey;
  description: I18nKey;
  status?: number;
  /** A message worth showing under the description, such as 'Page Not Found: /x'. */
  detail?: string;
}

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data = error.data as unknown;
    if (typeof data === "string") return data;
    if (data && typeof data === "object" && "message" in data) return String((data as { message: unknown }).message);
    return "";
  }
  return error instanceof Error ? error.message : "";
}

/** Which error screen an error gets (spec sections 2 and 8), as i18n keys of the `common` namespace. */
export function errorTexts(error: unknown): ErrorTexts {
  const message = messageOf(error);
  if (/wrong center/i.test(message)) return { title: "error.wrongCenterTitle", description: "error.wrongCenterDescription" };
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const detail = /^Page Not Found: /.test(message) ? message : undefined;
  if (status === 401) return { title: "error.notAuthorizedTitle", description: "error.notAuthorizedDescription", status };
  if (status === 403) return { title: "error.forbiddenTitle", description: "error.forbiddenDescription", status };
  if (status === 404) return { title: "error.notFoundTitle", description: "error.notFoundDescription", status, detail };
  if (status) return { title: "error.genericTitleWithCode", description: "error.genericDescription", status };
  return { title: "error.genericTitle", description: "error.genericDescription" };
}
