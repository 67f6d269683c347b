import { data, type AppLoadContext } from "@remix-run/cloudflare";
import type { TFunction } from "~/i18n-t";
import { z } from "zod";
import { ApiError } from "~/.server/api/errors";
import { type AdminVacancy, bulkUpdateVacancies } from "~/.server/api/vacancies-admin";
import { savedRedirect } from "~/.server/account";
import { vacancyLabels } from "../vacancies.$id_.edit/schema";
import { VACANCY_STATUSES } from "~/utils/vacancy-status";
import { idString } from "@contract/rules";

const id = idString;

/** The selected ids from the list's GET form (`ids=1&ids=2`) or a shared link (`ids=1,2`). */
export function selectedIds(url: URL) {
  const ids = url.searchParams
    .getAll("ids")
    .flatMap((value) => value.split(","))
    .map((value) => value.trim());
  return [...new Set(ids.filter((value) => id.safeParse(value).success))].slice(0, 100);
}

const bulkSchema = z.object({
  status: z.enum(VACANCY_STATUSES).or(z.literal("")).default(""),
  expiresOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .or(z.literal(""))
    .default(""),
  addTagIds: z.array(id).max(50).default([]),
});

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The API's `/data/<i>/...` errors, each naming the vacancy it is about. */
function itemErrors(error: ApiError, vacancies: AdminVacancy[], t: TFunction) {
  const labels = vacancyLabels(t);
  return error.errors.map((item) => {
    const [, , index, part, field] = item.source?.pointer?.split("/") ?? [];
    const vacancy = vacancies[Number(index)];
    if (!vacancy) return t("auth:errors.generic");
    const title = vacancy.title;
    if (part === "id") return t("vacancies:bulk.itemMissing", { title });
    if (item.code === "transition") return t("vacancies:bulk.itemTransition", { title, status: t(`vacancies:statuses.${vacancy.status}`) });
    const name = camel(field ?? "");
    return t("vacancies:bulk.itemError", { title, field: labels[name] ?? t("vacancies:fields.addTagIds") });
  });
}

/** One bulk PATCH for all selected vacancies; it changes all of them or none. */
export async function bulkEdit(context: AppLoadContext, vacancies: AdminVacancy[], formData: FormData) {
  const t = context.t;
  const parsed = bulkSchema.safeParse({
    status: formData.get("status") ?? undefined,
    expiresOn: formData.get("expiresOn") ?? undefined,
    addTagIds: formData.getAll("addTagIds"),
  });
  if (!parsed.success) return data({ errors: [t("vacancies:bulk.failed")] }, { status: 400 });
  const { status, expiresOn, addTagIds } = parsed.data;
  const attributes = {
    ...(status ? { status } : {}),
    ...(expiresOn ? { expiresOn } : {}),
    ...(addTagIds.length ? { addTagIds } : {}),
  };
  if (!vacancies.length || !Object.keys(attributes).length) return data({ errors: [t("vacancies:bulk.nothing")] }, { status: 400 });
  try {
    await bulkUpdateVacancies(
      context.api,
      vacancies.map((v) => ({ id: v.id, attributes })),
    );
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
    return data({ errors: [t("vacancies:bulk.failed"), ...itemErrors(error, vacancies, t)] }, { status: 400 });
  }
  return savedRedirect(context, "/vacancies", t("vacancies:bulk.saved", { count: vacancies.length }));
}
