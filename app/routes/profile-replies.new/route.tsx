import { getFormProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { PROFILE_REPLY_MESSAGE_MAX } from "@contract/volunteer-profiles/replies";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { TFunction } from "~/i18n-t";
import { useTranslation } from "~/i18n-t";
import { z } from "zod";
import { getOrganization } from "~/.server/api/organizations";
import { sendReply } from "~/.server/api/profile-replies";
import { listManagedPublicVacancies, publicVacanciesOf } from "~/.server/api/vacancies";
import { getProfileCard } from "~/.server/api/volunteer-profiles";
import { loadOrganizations, requireUser } from "~/.server/auth";
import { replyFromApiError } from "~/.server/form-errors";
import { permissionsOf } from "~/.server/permissions";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { requireProfilesFeature } from "~/.server/volunteer-profiles";
import { CsrfField } from "~/components/csrf-field";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { PrivacySubmit } from "~/components/privacy-submit";
import { FieldErrors } from "~/components/ui/field-errors";
import { inputClasses, labelClasses } from "~/components/ui/field-styles";
import { titleMeta } from "~/utils/meta";
import { readAhead } from "~/.server/read-ahead";
import { ProfileCard } from "../vrijwilligerspool/profile-card";
import { idString } from "@contract/rules";
import { TextAreaField } from "~/components/ui/text-area-field";

export const handle = { i18n: ["profiles"] };

/** The most of an organization's vacancies a reply offers. */
const REPLY_VACANCIES = 50;

const id = idString;
const replySchema = (t: TFunction) =>
  z.object({
    volunteerId: id,
    organizationId: id,
    vacancyId: id.optional(),
    message: z
      .string({ required_error: t("profiles:reply.messageRequired") })
      .trim()
      .min(1, t("profiles:reply.messageRequired"))
      .max(PROFILE_REPLY_MESSAGE_MAX),
  });

// An organization's reply to a profile of the pool (docs/volunteer-profiles.md "Replies"): a
// message and optionally one of its published vacancies. The api decides who may and how often.
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireProfilesFeature(request, context);
  const profileId = new URL(request.url).searchParams.get("profile") ?? "";
  const wellFormed = id.safeParse(profileId).success;
  // The profile needs only the URL: asked beside the user, awaited after the guard (~/.server/read-ahead).
  const profileAhead = readAhead(wellFormed ? getProfileCard(context.api, profileId) : Promise.resolve(null));
  // So are the vacancies of the organizations one manages (one page for them all, answered as the
  // api answers the user; nobody signed in manages any): what the form offers when the page was
  // not full. A failed read is asked again per organization, whose failure then shows.
  const managedAhead = context.api.credentials ? listManagedPublicVacancies(context.api).catch(() => null) : Promise.resolve(null);
  const user = await requireUser(request, context);
  const orgIds = permissionsOf(user).adminOrgIds;
  if (!wellFormed || orgIds.length === 0) throw data(null, { status: 404 });
  // The names of one's own organizations came with the user (the layout's call): no call each.
  const names = new Map((await loadOrganizations(context)).organizations.map((o) => [o.id, o.name]));
  const nameOf = async (orgId: string) => names.get(orgId) ?? (await getOrganization(context.api, orgId)).name;
  const vacanciesOf = publicVacanciesOf(context.api, await managedAhead, REPLY_VACANCIES);
  const [profile, organizations] = await Promise.all([
    profileAhead.then((card) => card!),
    Promise.all(
      orgIds.slice(0, 10).map(async (orgId) => {
        const [name, vacancies] = await Promise.all([nameOf(orgId), vacanciesOf(orgId)]);
        return { id: orgId, name, vacancies: vacancies.map(({ id, title }) => ({ id, title })) };
      }),
    ),
  ]);
  return { title: context.t("profiles:reply.title", { name: profile.firstName }), profile, organizations };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireProfilesFeature(request, context);
  await requireUser(request, context);
  const submission = parseWithZod(await request.formData(), { schema: replySchema(context.t) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await sendReply(context.api, submission.value);
  } catch (error) {
    return replyFromApiError(submission, error, context.t, { message: context.t("profiles:reply.message"), vacancyId: context.t("profiles:reply.vacancy") });
  }
  flashToast(context, { title: context.t("profiles:reply.sent"), color: "success" });
  return safeRedirect("/profile-replies?box=sent");
}

export const meta = titleMeta;

export default function NewProfileReply() {
  const { t } = useTranslation("profiles");
  const { profile, organizations } = useLoaderData<typeof loader>();
  const [form, fields] = useForm<{ message: string; vacancyId: string; organizationId: string }>({
    lastResult: useActionData<typeof action>(),
    shouldValidate: "onSubmit",
  });
  const vacancies = organizations.flatMap((o) => o.vacancies.map((v) => ({ ...v, organization: o.name })));
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader title={t("reply.title", { name: profile.firstName })} description={t("reply.description")} />
      <ProfileCard profile={profile} level={2} />
      <Form method="post" {...getFormProps(form)} className="grid gap-2">
        <CsrfField />
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="volunteerId" value={profile.id} />
        {organizations.length === 1 ? (
          <input type="hidden" name="organizationId" value={organizations[0]!.id} />
        ) : (
          <>
            <label htmlFor={fields.organizationId.id} className={labelClasses}>
              {t("reply.organization")}
            </label>
            <select {...getSelectProps(fields.organizationId)} className={inputClasses(false)}>
              {organizations.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          </>
        )}
        <label htmlFor={fields.vacancyId.id} className={labelClasses}>
          {t("reply.vacancy")}
        </label>
        <select {...getSelectProps(fields.vacancyId)} className={inputClasses(Boolean(fields.vacancyId.errors?.length))}>
          <option value="">{t("reply.noVacancy")}</option>
          {vacancies.map((v) => (
            <option key={v.id} value={v.id}>
              {organizations.length === 1 ? v.title : `${v.title} (${v.organization})`}
            </option>
          ))}
        </select>
        <FieldErrors id={fields.vacancyId.errorId} errors={fields.vacancyId.errors} />
        <TextAreaField
          {...getTextareaProps(fields.message)}
          label={t("reply.message")}
          errors={fields.message.errors}
          rows={6}
          maxLength={PROFILE_REPLY_MESSAGE_MAX}
        />
        <PrivacySubmit note={t("reply.privacy")} submit={t("reply.submit")} />
      </Form>
    </div>
  );
}
