import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { savePage } from "~/.server/content/page-form";
import { requireReviewer } from "~/.server/permissions";
import { PageForm } from "~/components/content/page-form";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";

// A new page of the centre (staff and super admins). Hydrates for the Tiptap editor; without
// JavaScript the body is a textarea of paragraphs.
export const handle = { hydrate: true, i18n: ["content", "vacancies"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireReviewer(request, context);
  return { title: context.t("content:page.new") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireReviewer(request, context);
  return savePage(context, await request.formData());
}

export const meta = titleMeta;

const EMPTY = { title: "", slug: "", status: "draft", body: { doc: { type: "doc", content: [] }, plainText: "", rich: false } };

export default function NewPage() {
  const { t } = useTranslation("content");
  return (
    <>
      <PageHeader title={t("page.new")} />
      <PageForm lastResult={useActionData<typeof action>()} defaults={EMPTY} submit={t("page.create")} />
    </>
  );
}
