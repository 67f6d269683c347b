import { isPublicVacancy } from "@contract/vacancies";
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { ApiError } from "~/.server/api/errors";
import { getVacancy } from "~/.server/api/vacancies";
import { pageNotFound } from "~/.server/not-found";

/**
 * The vacancy as the API lets this visitor see it: public for everyone, a draft also for those
 * who manage it. Anything else is the 404 screen, exactly as a vacancy that does not exist.
 */
export async function loadVacancy(request: Request, context: AppLoadContext, id: string | undefined) {
  if (!id || !/^[1-9][0-9]{0,15}$/.test(id)) pageNotFound(request);
  try {
    return await getVacancy(context.api, id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * Whether the API would take an application now (docs/vacancies.md, "Public"): the contract's
 * one rule, with the organization's approval as the API sent it.
 */
export const takesApplications = (v: { status: string; expiresOn: string | null; organization: { status?: string } | null }) =>
  isPublicVacancy(v, v.organization?.status === "approved");
