import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { readAheadById } from "~/.server/read-ahead";
import { deleteNewsItem, getNewsItem } from "~/.server/api/news-items";
import { refuseLargeNewsPost, saveNewsItem } from "~/.server/content/news-form";
import { stockChoices } from "~/.server/content/news-image";
import { idParams, parseParams } from "~/.server/not-found";
import { requireReviewer } from "~/.server/permissions";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { NewsForm } from "~/components/content/news-form";
import { CsrfField } from "~/components/csrf-field";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { isoToAmsterdam } from "~/utils/amsterdam-time";
import { titleMeta } from "~/utils/meta";
import { editorDefault } from "~/utils/rich-text-plain";

// Edit or delete one news item of the centre.
export const handle = { hydrate: true, i18n: ["content", "vacancies", "files"] };

async function load({ request, params, context }: LoaderFunctionArgs) {
  // The item needs only the URL's id: asked beside the user, used after the guard.
  const item = readAheadById(params, (id) => getNewsItem(context.api, id));
  await requireReviewer(request, context);
  parseParams(request, params, idParams);
  return item;
}

export async function loader(args: LoaderFunctionArgs) {
  const [item, stock] = await Promise.all([load(args), stockChoices(args.context)]);
  return {
    stock,
    title: args.context.t("content:news.edit", { title: item.title }),
    state: item.state,
    defaults: {
      title: item.title,
      slug: item.slug,
      summary: item.summary,
      publishedAt: item.publishedAt ? isoToAmsterdam(item.publishedAt) : "",
      pinned: item.pinned,
      body: editorDefault(item.body),
      image: item.imageUrl ? { url: item.imageUrl, alt: item.imageAlt } : null,
    },
  };
}

export async function action(args: ActionFunctionArgs) {
  const item = await load(args);
  refuseLargeNewsPost(args.request);
  const formData = await args.request.formData();
  if (formData.get("intent") === "delete") {
    await deleteNewsItem(args.context, item.id);
    flashToast(args.context, { title: args.context.t("content:news.deleted", { title: item.title }), color: "success" });
    return safeRedirect("/content");
  }
  return saveNewsItem(args.context, formData, item.id);
}

export const meta = titleMeta;

export default function EditNewsItem() {
  const { t } = useTranslation("content");
  const { title, state, defaults, stock } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={title} description={t(`state.${state}`)} />
      <NewsForm lastResult={useActionData<typeof action>()} defaults={defaults} stock={stock} submit={t("page.save")} />
      <Form method="post" className="mt-10">
        <CsrfField />
        <SubmitButton name="intent" value="delete">
          {t("news.delete")}
        </SubmitButton>
      </Form>
    </>
  );
}
