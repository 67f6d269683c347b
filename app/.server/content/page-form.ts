import { parseWithZod } from "@conform-to/zod";
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { ApiError } from "../api/errors";
import { createPage, updatePage, type PageInput } from "../api/pages";
import { replyFromApiError } from "../form-errors";
import { safeRedirect } from "../safe-redirect";
import { flashToast } from "../toast";
import { normalizeText } from "~/utils/rich-text-plain";
import { validationErrorMap } from "~/utils/validation-message";
import { pageFormSchema, type PageFormValue } from "~/components/content/page-form-schema";

// Server side of the page forms (/content/pages/new, /content/pages/:id): the posted form as the
// api's attributes, the api's refusals as field errors in the visitor's language.

export const pageLabels = (t: AppLoadContext["t"]) => ({
  title: t("content:page.title"),
  slug: t("content:page.slug"),
  status: t("content:page.status"),
  body: t("content:page.body"),
});

/**
 * The body to send: the editor's JSON when it was edited, else the textarea's text when it differs
 * from what it was prefilled with (an untouched textarea must not flatten formatted text).
 */
export function richTextToSend(text: string | undefined, json: string | undefined, prefill: string | undefined): unknown {
  if (json) {
    try {
      return JSON.parse(json) as unknown;
    } catch {
      // Not JSON: the textarea's text (if any) is the better guess.
    }
  }
  const plain = normalizeText(text);
  return plain === normalizeText(prefill) ? undefined : plain;
}

const toInput = (value: PageFormValue): PageInput => {
  const body = richTextToSend(value.body, value.bodyJson, value.bodyPrefill);
  return { title: value.title, status: value.status, ...(value.slug ? { slug: value.slug } : {}), ...(body !== undefined ? { body } : {}) };
};

const SLUG_REASONS: Record<string, string> = { reserved: "content:page.slugReserved", taken: "content:page.slugTaken", blank: "content:page.slugBlank" };

/** Saves the posted page (new when `id` is undefined); redirects to /content, or 400 with the errors. */
export async function savePage(context: AppLoadContext, formData: FormData, id?: string) {
  const t = context.t;
  const submission = parseWithZod(formData, { schema: pageFormSchema, errorMap: validationErrorMap(t, pageLabels(t)) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    const page = id ? await updatePage(context, id, toInput(submission.value)) : await createPage(context, toInput(submission.value));
    flashToast(context, { title: t("content:page.saved", { title: page.title }), color: "success" });
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) {
      const slug = error.errors.find((e) => e.source?.pointer === "/data/attributes/slug" && e.code && SLUG_REASONS[e.code]);
      if (slug) return data(submission.reply({ fieldErrors: { slug: [t(SLUG_REASONS[slug.code!]!)] } }), { status: 400 });
      const body = error.errors.some((e) => e.source?.pointer?.startsWith("/data/attributes/body"));
      if (body) return data(submission.reply({ fieldErrors: { body: [t("content:page.bodyInvalid")] } }), { status: 400 });
    }
    return replyFromApiError(submission, error, t, pageLabels(t));
  }
  return safeRedirect("/content");
}
