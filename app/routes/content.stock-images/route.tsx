import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { STOCK_ALT_MAX, STOCK_IMAGE } from "@contract/uploads";
import { besideGuard } from "~/.server/read-ahead";
import { listStockImages } from "~/.server/api/stock-images";
import { permissionsOf, requireReviewer } from "~/.server/permissions";
import { CsrfField } from "~/components/csrf-field";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { UploadField } from "~/components/ui/upload-field";
import { TextField } from "~/components/ui/text-field";
import { formatBytes } from "~/utils/bytes";
import { titleMeta } from "~/utils/meta";
import { CopyAddress } from "../content.file-upload/copy-address";
import { stockImageAction } from "./action.server";
import { RowDeleteForm } from "~/components/row-delete-form";
import { Section } from "~/components/section";
import { Img } from "~/components/ui/img";

// /content/stock-images: licence-free images the platform offers every centre (docs/files.md).
// Staff pick them for news and pages; super admins add and remove them.
export const handle = { hydrate: true, i18n: ["content", "files"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [user, images] = await besideGuard(requireReviewer(request, context), listStockImages(context.api));
  return {
    title: context.t("files:stock.title"),
    images,
    superAdmin: permissionsOf(user).superAdmin,
  };
}

export const action = (args: ActionFunctionArgs) => stockImageAction(args);
export const meta = titleMeta;

export default function StockImages() {
  const { t, i18n } = useTranslation("files");
  const { images, superAdmin } = useLoaderData<typeof loader>();
  const errors = useActionData<typeof action>()?.errors;
  const altOf = (image: (typeof images)[number]) => (i18n.language === "en" ? image.altEn : image.altNl);
  // The image's text in either language: the same field twice.
  const altField = (name: "altNl" | "altEn", id: string) => {
    const error = errors?.[name];
    return <TextField id={id} name={name} label={t(`stock.${name}`)} required maxLength={STOCK_ALT_MAX} errors={error ? [error] : undefined} />;
  };
  return (
    <div className="grid gap-10">
      <PageHeader title={t("stock.title")} description={t("stock.description")} />
      {superAdmin ? (
        <Section id="stock-add" title={t("stock.add")} className="grid max-w-3xl gap-4" headingClassName="text-2xl font-semibold">
          <Form method="post" encType="multipart/form-data" className="grid gap-4">
            <CsrfField />
            <UploadField
              id="stock-file"
              name="file"
              label={t("stock.file")}
              hint={t("stock.fileHint", { size: formatBytes(STOCK_IMAGE.maxBytes, i18n.language) })}
              accept="image/png,image/jpeg,image/webp"
              required
              errors={errors?.file ? [errors.file] : undefined}
            />
            {altField("altNl", "stock-alt-nl")}
            {altField("altEn", "stock-alt-en")}
            <div>
              <SubmitButton variant="primary" name="intent" value="add">
                {t("stock.addSubmit")}
              </SubmitButton>
            </div>
          </Form>
        </Section>
      ) : null}
      <Section id="stock-list" title={t("stock.images")} className="grid gap-4" headingClassName="text-2xl font-semibold">
        {errors?.delete ? (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {errors.delete}
          </p>
        ) : null}
        {images.length ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {images.map((image) => (
              <li key={image.id} className="grid content-start gap-2">
                <Img
                  src={image.url}
                  alt={altOf(image)}
                  size={[400, 225]}
                  loading="lazy"
                  className="aspect-video w-full rounded-theme border border-muted-300 object-cover"
                />
                <p className="text-sm">{altOf(image)}</p>
                <CopyAddress id={`stock-address-${image.id}`} value={image.url} label={t("library.addressOf", { name: altOf(image) })} />
                {superAdmin ? (
                  <RowDeleteForm id={image.id}>
                    {t("stock.delete")}
                    <span className="sr-only"> {altOf(image)}</span>
                  </RowDeleteForm>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("stock.empty")}</p>
        )}
      </Section>
    </div>
  );
}
