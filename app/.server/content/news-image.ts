import { FILE_KINDS } from "@contract/uploads";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { listStockImages } from "../api/stock-images";
import { keptContent } from "../kept-content";
import { refusalValues, uploadFile, uploadRefusal, type Upload } from "../api/uploads";
import type { NewsInput } from "../api/news-items";
import type { NewsFormValue } from "~/components/content/news-form-schema";

/**
 * The stock images as choices in the visitor's language (the news form's radio list). Public and
 * listed alike for everyone, so kept while the content version holds (kept-content.ts): a news
 * item's page then asks the api for the item alone.
 */
export async function stockChoices(context: AppLoadContext) {
  const images = await keptContent(context, "stock-images", () => listStockImages(context.api));
  return images.map((image) => ({ url: image.url, alt: context.locale === "en" ? image.altEn : image.altNl }));
}

type ImageOutcome = { input: Pick<NewsInput, "imageUrl" | "imageAlt">; upload?: Upload; error?: string };

/**
 * What the form says about the image: an uploaded file (kind photo, into R2) wins over a stock
 * image, which wins over "remove"; nothing chosen leaves the image as it is. An empty alt text
 * with a stock image takes the stock image's own description.
 */
export async function newsImageInput(context: AppLoadContext, value: NewsFormValue): Promise<ImageOutcome> {
  const t = context.t;
  const alt = value.imageAlt ?? "";
  if (value.imageFile) {
    if (value.imageFile.size > FILE_KINDS.photo.maxBytes) return { input: {}, error: t("files:newsImage.refused.size") };
    try {
      const upload = await uploadFile(context, "photo", value.imageFile);
      return { input: { imageUrl: upload.url, imageAlt: alt }, upload };
    } catch (error) {
      const refusal = uploadRefusal(error);
      if (!refusal) throw error;
      return { input: {}, error: t(`files:newsImage.refused.${refusal}`, refusalValues(FILE_KINDS.photo)) };
    }
  }
  if (value.stockImage) {
    const fallback = alt || ((await stockChoices(context)).find((c) => c.url === value.stockImage)?.alt ?? "");
    return { input: { imageUrl: value.stockImage, imageAlt: fallback } };
  }
  if (value.removeImage === "on") return { input: { imageUrl: null, imageAlt: "" } };
  return { input: { imageAlt: alt } };
}
