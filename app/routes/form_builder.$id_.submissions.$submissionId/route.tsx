import { answerText, inLocale, isAnswered } from "@contract/forms";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { besideGuard } from "~/.server/read-ahead";
import { deleteSubmission, getSubmission } from "~/.server/api/forms";
import { requireFormBuilder } from "~/.server/permissions";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { CsrfField } from "~/components/csrf-field";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { formatBytes } from "~/utils/bytes";
import { titleMeta } from "~/utils/meta";
import { dateTimeFormat } from "~/utils/intl";

// One submission, read with the definition (version) it was filled in against.
// Signed-in staff pages: they hydrate (conform checks on blur); every change is still a plain post.
export const handle = { hydrate: true, i18n: ["forms"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // The submission names its form (its id and title now): the URL's form must be it.
  const [, { submission, form }] = await besideGuard(requireFormBuilder(request, context), getSubmission(context, params.submissionId ?? ""));
  if (submission.formId !== params.id || form.id !== params.id) throw data(null, { status: 404 });
  return { title: context.t("forms:submission.title", { title: form.title }), form, submission };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireFormBuilder(request, context);
  await deleteSubmission(context, params.submissionId ?? "");
  flashToast(context, { title: context.t("forms:submission.deleted"), color: "success" });
  return safeRedirect(`/form_builder/${params.id}`);
}

export const meta = titleMeta;

/** A file answer as the api client hands it over (keys camelCased). */
const fileOf = (value: unknown) =>
  typeof value === "object" && value !== null && "url" in value && "name" in value ? (value as { name: string; url: string; size: number }) : null;

/** A sent file: a download through the owner's own route (never the public files path). */
function FileLink({ file, href }: { file: { name: string; url: string; size: number }; href: string }) {
  const { t, i18n } = useTranslation("forms");
  return (
    <a href={`${href}${file.url.split("/").pop()}`} download={file.name} className="underline underline-offset-4">
      {t("submission.download", { name: file.name, size: formatBytes(file.size, i18n.language) })}
    </a>
  );
}

export default function SubmissionPage() {
  const { t, i18n } = useTranslation("forms");
  const { form, submission } = useLoaderData<typeof loader>();
  const yesNo = { yes: t("public.yes"), no: t("public.no") };
  const fields = submission.definition.fields.filter((f) => isAnswered(f.type));
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader
        title={t("submission.title", { title: form.title })}
        description={t("submission.meta", {
          date: dateTimeFormat(i18n.language, { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Amsterdam" }).format(new Date(submission.createdAt)),
          version: submission.version,
        })}
        back={{ to: `/form_builder/${form.id}`, label: t("submission.back") }}
      />
      <dl className="grid gap-4">
        {fields.map((field) => (
          <div key={field.key} className="grid gap-1">
            <dt className="font-semibold">{inLocale(field.label, i18n.language)}</dt>
            <dd className="whitespace-pre-line">
              {field.type === "file" && fileOf(submission.answers[field.key]) ? (
                <FileLink file={fileOf(submission.answers[field.key])!} href={`/form_builder/${form.id}/submissions/${submission.id}/files/`} />
              ) : (
                answerText(submission.answers[field.key], yesNo) || t("submission.empty")
              )}
            </dd>
          </div>
        ))}
      </dl>
      <Form method="post">
        <CsrfField />
        <SubmitButton variant="danger">{t("submission.delete")}</SubmitButton>
      </Form>
    </div>
  );
}
