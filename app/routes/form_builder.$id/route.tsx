import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { getForm, listSubmissionAnswers } from "~/.server/api/forms";
import { requireFormBuilder } from "~/.server/permissions";
import { besideGuard } from "~/.server/read-ahead";
import { CsrfField } from "~/components/csrf-field";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { RelativeTime } from "~/components/relative-time";
import { titleMeta } from "~/utils/meta";
import { overviewAction } from "./action.server";
import { SubmissionsTable } from "./submissions-table";
import { Section } from "~/components/section";

// One form: its status and public address, publish / close / delete, and its submissions.
// Buttons only, no field for conform to check: the page ships no JavaScript (as the staff's lists
// do), and every change is a plain post: no data stream to encode on every view (issue 47).
export const handle = { i18n: ["forms"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // The form and its answers need only the URL's id: asked beside the guard's call (~/.server/read-ahead).
  const [, [form, { submissions, total }]] = await besideGuard(
    requireFormBuilder(request, context),
    Promise.all([getForm(context, params.id ?? ""), listSubmissionAnswers(context, params.id ?? "", 100)]),
  );
  const publicUrl = new URL(form.kind === "contact" ? "/contactformulier" : `/forms/${form.token}`, request.url).href;
  return { title: form.title, form, submissions, total, publicUrl };
}

export const action = (args: ActionFunctionArgs) => overviewAction(args);
export const meta = titleMeta;

export default function FormOverview() {
  const { t } = useTranslation("forms");
  const { form, submissions, total, publicUrl } = useLoaderData<typeof loader>();
  return (
    <div className="grid max-w-5xl gap-8">
      <PageHeader
        title={form.title}
        description={t("overview.status", { status: t(`statuses.${form.status}`), version: form.version })}
        actions={
          <>
            <Link to={`/form_builder/${form.id}/edit`} className="underline">
              {t("overview.edit")}
            </Link>
            <Link to={`/form_builder/${form.id}/preview`} className="underline">
              {t("edit.preview")}
            </Link>
          </>
        }
      />
      <Section id="address-heading" title={t("overview.address")} className="grid gap-3">
        {form.status === "draft" ? <p>{t("overview.draftAddress")}</p> : null}
        <p>
          <a href={publicUrl} className="break-all underline" data-testid="public-link">
            {publicUrl}
          </a>
        </p>
        <Form method="post" className="flex flex-wrap gap-2">
          <CsrfField />
          {form.status !== "published" ? (
            <SubmitButton name="intent" value="publish" variant="primary">
              {t("overview.publish")}
            </SubmitButton>
          ) : null}
          {form.status === "published" ? (
            <SubmitButton name="intent" value="close">
              {t("overview.close")}
            </SubmitButton>
          ) : null}
          {form.kind !== "contact" ? (
            <SubmitButton name="intent" value="delete" variant="danger">
              {t("overview.delete")}
            </SubmitButton>
          ) : null}
        </Form>
      </Section>
      <Section id="submissions-heading" title={t("overview.submissions", { count: total })} className="grid gap-3">
        <p>{t("overview.retention", { count: form.retentionDays })}</p>
        {total > 0 ? (
          <p>
            <a href={`/form_builder/${form.id}/submissions.csv`} className="underline" download>
              {t("overview.csv")}
            </a>
          </p>
        ) : null}
        {submissions.length ? <SubmissionsTable form={form} submissions={submissions} /> : <p>{t("overview.noSubmissions")}</p>}
      </Section>
      <p className="text-sm">
        {t("overview.updated")} <RelativeTime date={form.updatedAt} />
      </p>
    </div>
  );
}
