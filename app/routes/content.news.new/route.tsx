import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { refuseLargeNewsPost, saveNewsItem } from "~/.server/content/news-form";
import { stockChoices } from "~/.server/content/news-image";
import { requireReviewer } from "~/.server/permissions";
import { NewsForm } from "~/components/content/news-form";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";

// A new news item (staff and super admins). Hydrates for the Tiptap editor only.
export const handle = { hydrate: true, i18n: ["content", "vacancies", "files"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireReviewer(request, context);
  return { title: context.t("content:news.new"), stock: await stockChoices(context) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireReviewer(request, context);
  refuseLargeNewsPost(request);
  return saveNewsItem(context, await request.formData());
}

export const meta = titleMeta;

const EMPTY = {
  title: "",
  slug: "",
  summary: "",
  publishedAt: "",
  pinned: false,
  body: { doc: { type: "doc", content: [] }, plainText: "", rich: false },
  image: null,
};

export default function NewNewsItem() {
  const { t } = useTranslation("content");
  const { stock } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t("news.new")} />
      <NewsForm lastResult={useActionData<typeof action>()} defaults={EMPTY} stock={stock} submit={t("news.create")} />
    </>
  );
}
