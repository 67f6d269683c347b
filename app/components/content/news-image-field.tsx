import { FILE_KINDS } from "@contract/uploads";
import { NEWS_IMAGE_ALT_MAX } from "@contract/news-items";
import { useTranslation } from "~/i18n-t";
import { labelClasses } from "~/components/ui/field-styles";
import { UploadField } from "~/components/ui/upload-field";
import { TextField } from "~/components/ui/text-field";
import { formatBytes } from "~/utils/bytes";
import { fieldProps } from "~/utils/field-props";
import { Img } from "~/components/ui/img";

export interface StockChoice {
  url: string;
  alt: string;
}

type Field = { id: string; name: string; errors?: string[]; initialValue?: unknown };

/**
 * A news item's image: upload one (kind photo, into R2) or pick a stock image, with its
 * alternative text; "remove" clears it. A plain multipart form part: no JavaScript needed.
 */
export function NewsImageField({
  current,
  stock,
  fields,
  altDefault,
}: {
  current: StockChoice | null;
  stock: StockChoice[];
  fields: { imageFile: Field; stockImage: Field; imageAlt: Field; removeImage: Field };
  altDefault: string;
}) {
  const { t, i18n } = useTranslation("files");
  const chosen = (fields.stockImage.initialValue as string | undefined) ?? "";
  return (
    <fieldset className="grid gap-4 rounded-theme border border-muted-300 p-4 dark:border-muted-700">
      <legend className="px-1 font-semibold">{t("newsImage.legend")}</legend>
      {current ? (
        <figure className="grid gap-1">
          <Img src={current.url} alt={current.alt} size={[320, 180]} className="h-auto w-80 max-w-full rounded-theme border border-muted-300 object-cover" />
          <figcaption className="text-sm">{t("newsImage.current")}</figcaption>
        </figure>
      ) : null}
      <UploadField
        id={fields.imageFile.id}
        name={fields.imageFile.name}
        label={t("newsImage.upload")}
        hint={t("newsImage.uploadHint", { size: formatBytes(FILE_KINDS.photo.maxBytes, i18n.language) })}
        accept="image/png,image/jpeg,image/webp"
        errors={fields.imageFile.errors}
      />
      {stock.length ? (
        <fieldset className="grid gap-2">
          <legend className={labelClasses}>{t("newsImage.stock")}</legend>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <li>
              <label className="flex min-h-10 items-center gap-2">
                <input type="radio" name={fields.stockImage.name} value="" defaultChecked={chosen === ""} className="size-5" />
                {t("newsImage.stockNone")}
              </label>
            </li>
            {stock.map((image, i) => (
              <li key={image.url}>
                <label className="grid gap-1">
                  <span className="flex items-center gap-2">
                    <input type="radio" name={fields.stockImage.name} value={image.url} defaultChecked={chosen === image.url} className="size-5" />
                    <span className="text-sm">{image.alt}</span>
                  </span>
                  <Img
                    src={image.url}
                    alt=""
                    size={[160, 90]}
                    loading="lazy"
                    data-stock-index={i}
                    className="aspect-video w-full rounded-theme border border-muted-300 object-cover"
                  />
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <TextField {...fieldProps(fields.imageAlt, t("newsImage.alt"), altDefault)} description={t("newsImage.altHint")} maxLength={NEWS_IMAGE_ALT_MAX} />
      {current ? (
        <label className="flex items-center gap-2">
          <input type="checkbox" name={fields.removeImage.name} className="size-5" />
          {t("newsImage.remove")}
        </label>
      ) : null}
    </fieldset>
  );
}
