import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { saveNewsItem } from "~/.server/content/news-form";
import { requireReviewer } from "~/.server/permissions";
import { NewsForm } from "~/components/content/news-form";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";

// A new news item (staff and super admins). Hydrates for the Tiptap editor only.
export const handle = { hydrate: true, i18n: ["content", "vacancies"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireReviewer(request, context);
  return { title: context.t("content:news.new") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireReviewer(request, context);
  return saveNewsItem(context, await request.formData());
}

export const meta = titleMeta;

const EMPTY = { title: "", slug: "", summary: "", publishedAt: "", pinned: false, body: { doc: { type: "doc", content: [] }, plainText: "", rich: false } };

export default function NewNewsItem() {
  const { t } = useTranslation("content");
  return (
    <>
      <PageHeader title={t("news.new")} />
      <NewsForm lastResult={useActionData<typeof action>()} defaults={EMPTY} submit={t("news.create")} />
    </>
  );
}
