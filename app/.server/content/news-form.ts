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
import { FILE_KINDS } from "@contract/uploads";
import { discardUpload } from "../api/uploads";
import { newsImageInput } from "./news-image";

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

const hideFields = ["imageFile"];

/** A post larger than an image at its limit plus the text is refused before it is read (413). */
export function refuseLargeNewsPost(request: Request) {
  if (Number(request.headers.get("Content-Length")) > FILE_KINDS.photo.maxBytes + 512 * 1024) throw data(null, { status: 413 });
}

/** Saves the posted news item (new when `id` is undefined); to /content, or 400 with the errors. */
export async function saveNewsItem(context: AppLoadContext, formData: FormData, id?: string) {
  const t = context.t;
  const parsed = parseWithZod(formData, { schema: newsFormSchema, errorMap: validationErrorMap(t, newsLabels(t)) });
  const submission = { ...parsed, reply: (options?: Parameters<typeof parsed.reply>[0]) => parsed.reply({ ...options, hideFields }) } as typeof parsed;
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const image = await newsImageInput(context, submission.value);
  if (image.error) return data(submission.reply({ fieldErrors: { imageFile: [image.error] } }), { status: 400 });
  try {
    const input = { ...toInput(submission.value), ...image.input };
    const item = id ? await updateNewsItem(context, id, input) : await createNewsItem(context, input);
    flashToast(context, { title: t("content:news.saved", { title: item.title }), color: "success" });
  } catch (error) {
    if (image.upload) await discardUpload(context, image.upload);
    if (error instanceof ApiError && error.errors.some((e) => e.source?.pointer === "/data/attributes/image_url"))
      return data(submission.reply({ fieldErrors: { imageFile: [t("files:newsImage.invalid")] } }), { status: 400 });
    if (error instanceof ApiError && error.status === 422) {
      const slug = error.errors.find((e) => e.source?.pointer === "/data/attributes/slug");
      if (slug)
        return data(submission.reply({ fieldErrors: { slug: [t(slug.code === "taken" ? "content:news.slugTaken" : "content:page.slugBlank")] } }), {
          status: 400,
        });
      if (error.errors.some((e) => e.source?.pointer?.startsWith("/data/attributes/body")))
        return data(submission.reply({ fieldErrors: { body: [t("content:page.bodyInvalid")] } }), { status: 400 });
    }
    return replyFromApiError(submission, error, t, newsLabels(t));
  }
  return safeRedirect("/content");
}
