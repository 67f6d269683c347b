import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { FILE_KINDS } from "@contract/uploads";
import { besideGuard } from "~/.server/read-ahead";
import { listLibraryFiles } from "~/.server/api/library-files";
import { requireReviewer } from "~/.server/permissions";
import { CsrfField } from "~/components/csrf-field";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { UploadField } from "~/components/ui/upload-field";
import { formatBytes } from "~/utils/bytes";
import { titleMeta } from "~/utils/meta";
import { fileUploadAction } from "./action.server";
import { CopyAddress } from "./copy-address";
import { RowDeleteForm } from "~/components/row-delete-form";
import { Section } from "~/components/section";
import { Img } from "~/components/ui/img";

// /content/file-upload: the centre's files in R2 (images and PDFs) to link or embed in pages and
// news (docs/files.md). Hydrated only for the copy buttons; everything works without JavaScript.
export const handle = { hydrate: true, i18n: ["content", "files"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [, library] = await besideGuard(requireReviewer(request, context), listLibraryFiles(context.api));
  return { title: context.t("files:library.title"), ...library };
}

export const action = (args: ActionFunctionArgs) => fileUploadAction(args);
export const meta = titleMeta;

export default function FileLibrary() {
  const { t, i18n } = useTranslation("files");
  const { files, quotaBytes, usedBytes } = useLoaderData<typeof loader>();
  const errors = useActionData<typeof action>()?.errors;
  const size = (bytes: number) => formatBytes(bytes, i18n.language);
  return (
    <div className="grid gap-10">
      <PageHeader title={t("library.title")} description={t("library.description")} />
      <Section id="library-upload" title={t("library.upload")} className="grid max-w-3xl gap-4" headingClassName="text-2xl font-semibold">
        <p>
          <meter id="library-quota" min={0} max={quotaBytes} value={usedBytes} aria-label={t("library.quotaLabel")} className="mr-2 align-middle" />
          {t("library.used", { used: size(usedBytes), quota: size(quotaBytes) })}
        </p>
        <Form method="post" encType="multipart/form-data" className="grid gap-4">
          <CsrfField />
          <input type="hidden" name="intent" value="upload" />
          <UploadField
            id="library-file"
            name="file"
            label={t("library.file")}
            hint={t("library.fileHint", { size: size(FILE_KINDS.content.maxBytes) })}
            accept="image/png,image/jpeg,image/webp,application/pdf"
            required
            errors={errors?.file ? [errors.file] : undefined}
          />
          <div>
            <SubmitButton variant="primary">{t("library.uploadSubmit")}</SubmitButton>
          </div>
        </Form>
      </Section>
      <Section id="library-files" title={t("library.files")} className="grid gap-4" headingClassName="text-2xl font-semibold">
        {errors?.delete ? (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {errors.delete}
          </p>
        ) : null}
        {files.length ? (
          <ul className="grid gap-6">
            {files.map((file) => {
              const image = file.contentType.startsWith("image/");
              return (
                <li key={file.id} className="grid gap-2 border-b border-muted-200 pb-6 sm:grid-cols-[8rem_1fr] dark:border-muted-800">
                  {image ? (
                    <Img src={file.url} alt="" size={[128, 96]} loading="lazy" className="h-24 w-32 rounded-theme border border-muted-300 object-cover" />
                  ) : (
                    <span aria-hidden="true" className="grid h-24 w-32 place-items-center rounded-theme border border-muted-300 font-semibold">
                      PDF
                    </span>
                  )}
                  <div className="grid gap-2">
                    <h3 className="font-semibold wrap-anywhere">
                      <a href={file.url} className="underline underline-offset-4">
                        {file.name}
                      </a>
                    </h3>
                    <p className="text-sm">{t("library.meta", { type: image ? t("library.image") : "PDF", size: size(file.byteSize) })}</p>
                    <CopyAddress id={`address-${file.id}`} value={file.url} label={t("library.addressOf", { name: file.name })} />
                    {image ? (
                      <p className="text-sm">
                        {t("library.embedHint")} <code className="break-all">{`![${file.name}](${file.url})`}</code>
                      </p>
                    ) : null}
                    <RowDeleteForm id={file.id}>
                      {t("library.delete")}
                      <span className="sr-only"> {file.name}</span>
                    </RowDeleteForm>
                  </div>
                </li>
              );
            })}
          </ul>
        ) : (
          <p>{t("library.empty")}</p>
        )}
      </Section>
    </div>
  );
}
