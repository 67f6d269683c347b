import { parseWithZod } from "@conform-to/zod";
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { ApiError } from "../api/errors";
import { createNewsItem, updateNewsItem, type NewsInput } from "../api/news-items";
import { replyFromApiError } from "../form-errors";
import { safeRedirect } from "../safe-redirect";
import { flashToast } from "../toast";
import { amsterdamToIso } from "~/utils/amsterdam-time";
import { validationErrorMap } from "~/utils/validation-message";
import { newsFormSchema, type NewsFormValue } from "~/components/content/news-form-schema";
import { richTextToSend } from "./page-form";

// Server side of the news forms (/content/news/new, /content/news/:id).

const newsLabels = (t: AppLoadContext["t"]) => ({
  title: t("content:news.fieldTitle"),
  slug: t("content:page.slug"),
  summary: t("content:news.summary"),
  publishedAt: t("content:news.publishedAt"),
  body: t("content:page.body"),
});

const toInput = (value: NewsFormValue): NewsInput => {
  const body = richTextToSend(value.body, value.bodyJson, value.bodyPrefill);
  return {
    title: value.title,
    ...(value.slug ? { slug: value.slug } : {}),
    summary: value.summary ?? "",
    publishedAt: value.publishedAt ? amsterdamToIso(value.publishedAt) : null,
    pinned: value.pinned === "on",
    ...(body !== undefined ? { body } : {}),
  };
};

/** Saves the posted news item (new when `id` is undefined); to /content, or 400 with the errors. */
export async function saveNewsItem(context: AppLoadContext, formData: FormData, id?: string) {
  const t = context.t;
  const submission = parseWithZod(formData, { schema: newsFormSchema, errorMap: validationErrorMap(t, newsLabels(t)) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    const input = toInput(submission.value);
    const item = id ? await updateNewsItem(context, id, input) : await createNewsItem(context, input);
    flashToast(context, { title: t("content:news.saved", { title: item.title }), color: "success" });
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) {
      const slug = error.errors.find((e) => e.source?.pointer === "/data/attributes/slug");
      if (slug) return data(submission.reply({ fieldErrors: { slug: [t(slug.code === "taken" ? "content:news.slugTaken" : "content:page.slugBlank")] } }), { status: 400 });
      if (error.errors.some((e) => e.source?.pointer?.startsWith("/data/attributes/body")))
        return data(submission.reply({ fieldErrors: { body: [t("content:page.bodyInvalid")] } }), { status: 400 });
    }
    return replyFromApiError(submission, error, t, newsLabels(t));
  }
  return safeRedirect("/content");
}
