import { SUBMISSIONS_PAGE_MAX } from "@contract/forms";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getForm, listSubmissions } from "~/.server/api/forms";
import { csvResponse } from "~/.server/csv/write";
import { submissionsCsv } from "~/.server/forms/csv";
import { requireFormBuilder } from "~/.server/permissions";

/** GET /form_builder/:id/submissions.csv: every submission, oldest first, as a download. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireFormBuilder(request, context);
  const id = params.id ?? "";
  const form = await getForm(context, id);
  const all = [];
  for (let page = 1; ; page += 1) {
    const { submissions, total } = await listSubmissions(context, id, { page, size: SUBMISSIONS_PAGE_MAX, oldestFirst: true });
    all.push(...submissions);
    if (all.length >= total || submissions.length === 0) break;
  }
  const t = context.t;
  const csv = submissionsCsv(form.definition, all, context.locale, {
    received: t("forms:overview.received"),
    version: t("forms:csv.version"),
    yes: t("forms:public.yes"),
    no: t("forms:public.no"),
  });
  const name =
    form.title
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "form";
  return csvResponse(csv, name);
}
