import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { ApiError } from "~/.server/api/errors";
import { type AdminVacancy, updateVacancy } from "~/.server/api/vacancies-admin";
import { savedRedirect } from "~/.server/account";
import { STATUS_ACTIONS, isVacancyStatus } from "~/utils/vacancy-status";
import { vacancyLabels } from "./schema";

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * A status button: only a move the page offered is sent. The API may still refuse it (publishing
 * needs a city or remote, and an expiry date not past): the fields it names come back as a list.
 */
export async function changeStatus(context: AppLoadContext, vacancy: AdminVacancy, status: FormDataEntryValue | null) {
  if (!isVacancyStatus(status) || !STATUS_ACTIONS[vacancy.status].some(([, to]) => to === status)) throw data(null, { status: 400 });
  try {
    await updateVacancy(context.api, vacancy.id, { status });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
    const labels = vacancyLabels(context.t);
    const fields = error.errors.map((item) => {
      const name = camel(item.source?.pointer?.split("/")[3] ?? "");
      return labels[name] ?? labels.status;
    });
    return data({ statusErrors: [context.t("vacancies:edit.statusFailed", { fields: [...new Set(fields)].join(", ") })] }, { status: 400 });
  }
  const label = context.t(`vacancies:statuses.${status}`);
  return savedRedirect(context, `/vacancies/${vacancy.id}/edit`, context.t("vacancies:edit.statusChanged", { status: label }));
}
