import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import type { z } from "zod";
import { savedRedirect } from "~/.server/account";
import { createVacancy } from "~/.server/api/vacancies-admin";
import { requireUser } from "~/.server/auth";
import { replyFromVacancyError, siteCenterTags, toVacancyAttributes, vacancyOrganizations } from "~/.server/vacancy-form";
import { readAhead } from "~/.server/read-ahead";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { SelectField } from "~/components/ui/select-field";
import { fieldProps } from "~/utils/field-props";
import { titleMeta } from "~/utils/meta";
import { addSchema, vacancyParseOptions } from "../vacancies.$id_.edit/schema";
import { VacancyForm } from "../vacancies.$id_.edit/vacancy-form";
import { recordOptions } from "~/utils/form-options";

// Organization admins (for their current organization, or one they choose), centre staff and
// super admins. Saved as a draft or published at once; then the edit page, with a toast.
export const handle = { hydrate: true, i18n: ["vacancies", "organizations"] };

async function load(request: Request, context: LoaderFunctionArgs["context"]) {
  // The site's centre: its themes are the ones a new vacancy can take (the API checks the rest).
  // They need nobody's answer: asked beside the user, awaited after the guard (~/.server/read-ahead).
  const tagsAhead = readAhead(siteCenterTags(context));
  const user = await requireUser(request, context);
  const { organizations, current } = await vacancyOrganizations(context, user);
  return { organizations, current, tags: (await tagsAhead).tags };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { title: context.t("vacancies:add.title"), tileUrl: context.config.MAP_TILE_URL, ...(await load(request, context)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { tags } = await load(request, context);
  const submission = parseWithZod(await request.formData(), vacancyParseOptions(addSchema, context.t));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const value = submission.value;
  let vacancy;
  try {
    vacancy = await createVacancy(context.api, {
      ...toVacancyAttributes(value, { clearEmpty: false }),
      organizationId: value.organizationId,
      status: value.status,
      ...(tags.length && value.tagIds?.length ? { tagIds: value.tagIds } : {}),
    });
  } catch (error) {
    return replyFromVacancyError(submission, error, context);
  }
  return savedRedirect(context, `/vacancies/${vacancy.id}/edit`, context.t("vacancies:add.saved", { title: vacancy.title }));
}

export const meta = titleMeta;

export default function AddVacancy() {
  const { t } = useTranslation("vacancies");
  const { organizations, current, tags, tileUrl } = useLoaderData<typeof loader>();
  const [form, fields] = useForm<z.input<ReturnType<typeof addSchema>>>({
    lastResult: useActionData<typeof action>(),
    defaultValue: { organizationId: current ?? organizations[0]?.id, commitment: "recurring" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, vacancyParseOptions(addSchema, t)),
  });
  const organization =
    organizations.length > 1 ? (
      <SelectField {...fieldProps(fields.organizationId, t("fields.organization"))} options={recordOptions(organizations)} />
    ) : (
      <p>
        {t("fields.organization")}: {organizations[0]?.name}
        <input type="hidden" name={fields.organizationId.name} value={organizations[0]?.id ?? ""} />
      </p>
    );
  return (
    <div className="max-w-3xl">
      <PageHeader title={t("add.title")} back={{ to: "/vacancies", label: t("add.back") }} />
      <VacancyForm
        form={form}
        fields={fields}
        tags={tags}
        description={{ doc: { type: "doc", content: [] }, plainText: "", rich: false }}
        before={organization}
        map={{ initial: null, tileUrl }}
        submit={
          <>
            <SubmitButton name="status" value="draft">
              {t("form.saveDraft")}
            </SubmitButton>
            <SubmitButton name="status" value="published" variant="primary">
              {t("form.savePublish")}
            </SubmitButton>
          </>
        }
      />
    </div>
  );
}
