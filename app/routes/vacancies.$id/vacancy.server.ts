import { isPublicVacancy } from "@contract/vacancies";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { orErrorScreen } from "~/.server/api/errors";
import { getVacancy } from "~/.server/api/vacancies";
import { pageNotFound } from "~/.server/not-found";
import { idOfSlug } from "~/utils/slug";

/**
 * The vacancy as the API lets this visitor see it: public for everyone, a draft also for those
 * who manage it. Anything else is the 404 screen, exactly as a vacancy that does not exist.
 */
export async function loadVacancy(request: Request, context: AppLoadContext, param: string | undefined) {
  // `12` or the readable `12-koffie-schenken` (app/utils/slug.ts).
  const id = param ? idOfSlug(param) : null;
  if (!id) pageNotFound(request);
  return orErrorScreen(getVacancy(context.api, id));
}

/**
 * Whether the API would take an application now (docs/vacancies.md, "Public"): the contract's
 * one rule, with the organization's approval as the API sent it.
 */
export const takesApplications = (v: { status: string; expiresOn: string | null; organization: { status?: string } | null }) =>
  isPublicVacancy(v, v.organization?.status === "approved");
