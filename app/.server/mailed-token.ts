import { data, type AppLoadContext } from "@remix-run/cloudflare";
import type { I18nKey } from "~/i18n-t";
import { ApiError } from "./api/errors";

/** A mailed link's token, from its query or the page's post: trimmed, at most 200 characters, "" when there is none. */
export const tokenOf = (value: FormDataEntryValue | string | null) => (typeof value === "string" ? value.trim().slice(0, 200) : "");

/** The loader data of a page a mailed link opens: its title and the link's token; a 404 without a token (nothing to ask about). */
export function mailedTokenPage(request: Request, title: string) {
  const token = tokenOf(new URL(request.url).searchParams.get("token"));
  return token ? { title, token } : data({ title, token }, { status: 404 });
}

/**
 * The answer of a mailed link's post that the API refused: the page again with the text `byStatus`
 * names for the status (else `otherwise`), as 429 when the visitor should wait, else 400. Anything
 * but a refusal (no ApiError, a 5xx) is thrown on.
 */
export function tokenRefusal(context: AppLoadContext, error: unknown, byStatus: Partial<Record<number, I18nKey>>, otherwise: I18nKey) {
  if (!(error instanceof ApiError) || error.status >= 500) throw error;
  return data({ error: context.t(byStatus[error.status] ?? otherwise) }, { status: error.status === 429 ? 429 : 400 });
}
