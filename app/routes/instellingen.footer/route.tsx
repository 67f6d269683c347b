import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { getCenterSettings } from "~/.server/api/center-settings";
import { requireSettingsEditor } from "~/.server/settings-access";
import { saveCenterSettings } from "~/.server/settings-save";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { FooterSettingsForm, footerErrorMap, footerValues } from "./footer-form";
import { footerAttributes, footerSchema } from "./schema";

export const handle = { i18n: ["settings"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const center = await getCenterSettings(context);
  await requireSettingsEditor(request, context, center.id);
  return { title: context.t("settings:footer.title"), values: footerValues(center.profile) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const center = await getCenterSettings(context);
  await requireSettingsEditor(request, context, center.id);
  const submission = parseWithZod(await request.formData(), { schema: footerSchema, errorMap: footerErrorMap(context.t) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  return saveCenterSettings(context, center.id, footerAttributes(submission.value), {
    reply: (options) => submission.reply(options),
    path: "/instellingen/footer",
  });
}

export const meta = titleMeta;

/** /instellingen/footer: address, phone, e-mail, opening hours, social and footer links. */
export default function FooterSettings() {
  const { t } = useTranslation("settings");
  const { values } = useLoaderData<typeof loader>();
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader title={t("footer.title")} description={t("footer.description")} />
      <FooterSettingsForm values={values} lastResult={useActionData<typeof action>()} />
    </div>
  );
}
