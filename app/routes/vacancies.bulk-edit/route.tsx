import { CsrfField } from "~/components/csrf-field";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { getVacancies } from "~/.server/api/vacancies-admin";
import { requireUser } from "~/.server/auth";
import { requireVacancyManager, siteCenterTags } from "~/.server/vacancy-form";
import { readAhead } from "~/.server/read-ahead";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { formatCalendarDate } from "~/components/ui/date-time";
import { titleMeta } from "~/utils/meta";
import { VACANCY_STATUSES } from "~/utils/vacancy-status";
import { bulkEdit, selectedIds } from "./bulk.server";
import { formOptions } from "~/utils/form-options";

// The list's selection (`?ids=…`) changed at once: a status, themes to add, an expiry date. One
// bulk PATCH: all or nothing; what the API refuses is listed per vacancy. Works without JavaScript.
export const handle = { i18n: ["vacancies", "auth"] };

async function load(request: Request, context: LoaderFunctionArgs["context"]) {
  // The vacancies need only the URL's ids, the site's centre's tags nobody's answer: both asked
  // beside the user, awaited after the guard and in the order they were asked before (the api
  // answers only what the user may see; ~/.server/read-ahead).
  const vacanciesAhead = readAhead(getVacancies(context.api, selectedIds(new URL(request.url))));
  const tagsAhead = readAhead(siteCenterTags(context));
  requireVacancyManager(await requireUser(request, context));
  const vacancies = await vacanciesAhead;
  return { vacancies, tags: (await tagsAhead).tags };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { vacancies, tags } = await load(request, context);
  return {
    title: context.t("vacancies:bulk.title"),
    vacancies: vacancies.map(({ id, title, status, expiresOn, organization }) => ({ id, title, status, expiresOn, organization: organization?.name ?? "" })),
    tags,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { vacancies } = await load(request, context);
  return bulkEdit(context, vacancies, await request.formData());
}

export const meta = titleMeta;

export default function BulkEditVacancies() {
  const { t, i18n } = useTranslation("vacancies");
  const { vacancies, tags } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="max-w-3xl">
      <PageHeader title={t("bulk.title")} back={{ to: "/vacancies", label: t("bulk.back") }} />
      {vacancies.length ? (
        <>
          <h2 className="text-lg font-semibold">{t("bulk.selected", { count: vacancies.length })}</h2>
          <ul className="mb-6 list-disc pl-6">
            {vacancies.map((v) => (
              <li key={v.id}>
                <Link to={`/vacancies/${v.id}/edit`} className="underline">
                  {v.title}
                </Link>{" "}
                ({v.organization}, {t(`statuses.${v.status}`)}
                {v.expiresOn ? `, ${t("list.expiresOn")} ${formatCalendarDate(v.expiresOn, i18n.language)}` : ""})
              </li>
            ))}
          </ul>
          <Form method="post" className="grid max-w-xl gap-4">
            <CsrfField />
            <FormAlert id="bulk-errors" errors={result?.errors} />
            <p>{t("bulk.intro")}</p>
            <SelectField
              id="bulk-status"
              name="status"
              label={t("fields.status")}
              placeholder={t("bulk.keepStatus")}
              defaultValue=""
              options={formOptions(VACANCY_STATUSES, (status) => t(`statuses.${status}`))}
            />
            <TextField id="bulk-expires-on" name="expiresOn" type="date" label={t("fields.expiresOn")} />
            {tags.length ? (
              <fieldset className="grid gap-2" aria-describedby="bulk-tags-hint">
                <legend className="mb-2 text-lg font-semibold">{t("fields.addTagIds")}</legend>
                <p id="bulk-tags-hint" className="text-sm text-muted-700 dark:text-muted-300">
                  {t("bulk.tagsHint")}
                </p>
                <ul className="flex flex-wrap gap-x-6 gap-y-2">
                  {tags.map((tag) => (
                    <li key={tag.id} className="flex items-center gap-2">
                      <input type="checkbox" id={`bulk-tag-${tag.id}`} name="addTagIds" value={tag.id} className="size-5" />
                      <label htmlFor={`bulk-tag-${tag.id}`}>{tag.name}</label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            ) : null}
            <SubmitButton variant="primary" className="justify-self-start">
              {t("bulk.submit")}
            </SubmitButton>
          </Form>
        </>
      ) : (
        <p>{t("bulk.none")}</p>
      )}
    </div>
  );
}
