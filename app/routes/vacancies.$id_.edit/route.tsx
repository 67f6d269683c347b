import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import type { z } from "zod";
import { savedRedirect } from "~/.server/account";
import { getVacancy, updateVacancy } from "~/.server/api/vacancies-admin";
import { requireUser } from "~/.server/auth";
import { idParams, parseParams } from "~/.server/not-found";
import { mayEditOrganization } from "~/.server/permissions";
import { centerTags, replyFromVacancyError, requireVacancyManager, siteCenterTags, toVacancyAttributes } from "~/.server/vacancy-form";
import { readAhead, readAheadById } from "~/.server/read-ahead";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { titleMeta } from "~/utils/meta";
import { editorDefault } from "~/utils/rich-text-plain";
import { tagIdsToSend } from "../organizations.$id_.edit/schema";
import { editSchema, vacancyParseOptions } from "./schema";
import { changeStatus } from "./status.server";
import { StatusActions } from "./status-actions";
import { VacancyForm } from "./vacancy-form";
import { toFormValue } from "./form-value";

// Who may edit (the organization's admins, its centre's staff, super admins) is the API's rule,
// mirrored by mayEditOrganization: a vacancy the user cannot see is the 404 screen, a public one they
// do not manage the 403 screen, already on opening the form. Hydrates
// for the Tiptap editor and the address's map, which only these forms load; without JavaScript a
// textarea does, and the map is not there.
export const handle = { hydrate: true, i18n: ["vacancies", "organizations"] };

async function load(request: Request, params: unknown, context: LoaderFunctionArgs["context"]) {
  // The vacancy needs only the URL's id; the tags its organization's centre, known only from it, but
  // nearly always the site's own centre, whose tags need nobody's answer. Both asked beside the
  // user, awaited after the guard (~/.server/read-ahead); another centre's vacancy (a super admin's)
  // asks its centre's tags after all.
  const vacancyAhead = readAheadById(params, (id) => getVacancy(context.api, id));
  const siteTags = readAhead(siteCenterTags(context));
  const user = await requireUser(request, context);
  requireVacancyManager(user);
  parseParams(request, params, idParams);
  const vacancy = await vacancyAhead;
  // A public vacancy the user does not manage is readable, not editable: the 403 screen already here.
  const centerId = vacancy.organization?.volunteerCenterId ?? null;
  if (!mayEditOrganization(user, { id: vacancy.organizationId, volunteerCenterId: centerId })) throw data(null, { status: 403 });
  const site = await siteTags.catch(() => null);
  return { vacancy, tags: centerId && site?.centerId === centerId ? site.tags : await centerTags(context, centerId) };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { vacancy, tags } = await load(request, params, context);
  return {
    title: context.t("vacancies:edit.title", { title: vacancy.title }),
    id: vacancy.id,
    name: vacancy.title,
    status: vacancy.status,
    tags,
    defaultValue: toFormValue(vacancy),
    map: {
      initial: vacancy.latitude != null && vacancy.longitude != null ? { lat: vacancy.latitude, lng: vacancy.longitude } : null,
      tileUrl: context.config.MAP_TILE_URL,
    },
    description: editorDefault(vacancy.description),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { vacancy, tags } = await load(request, params, context);
  const formData = await request.formData();
  if (formData.get("intent") === "status") return changeStatus(context, vacancy, formData.get("status"));
  const submission = parseWithZod(formData, vacancyParseOptions(editSchema, context.t));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  // With no centre tags the form had no checkboxes: the tags are left as they are.
  const tagIds = tags.length ? { tagIds: tagIdsToSend(submission.value.tagIds, tags, vacancy.tags ?? []) } : {};
  try {
    await updateVacancy(context.api, vacancy.id, { ...toVacancyAttributes(submission.value, { clearEmpty: true }), ...tagIds });
  } catch (error) {
    return replyFromVacancyError(submission, error, context);
  }
  return savedRedirect(context, `/vacancies/${vacancy.id}/edit`, context.t("vacancies:edit.saved"));
}

export const meta = titleMeta;

export default function EditVacancy() {
  const { t } = useTranslation("vacancies");
  const { id, name, status, tags, defaultValue, description, map } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<ReturnType<typeof editSchema>>>({
    // A status action answers with its own shape; only the form's own reply goes to conform.
    lastResult: result && "statusErrors" in result ? undefined : result,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, vacancyParseOptions(editSchema, t)),
  });
  return (
    <div className="max-w-3xl">
      <PageHeader title={t("edit.title", { title: name })} back={{ to: "/vacancies", label: t("edit.back") }} />
      <StatusActions status={status} errors={result && "statusErrors" in result ? result.statusErrors : undefined} />
      <VacancyForm
        key={id}
        form={form}
        fields={fields}
        tags={tags}
        description={description}
        map={map}
        submit={<SubmitButton variant="primary">{t("form.save")}</SubmitButton>}
      />
    </div>
  );
}
