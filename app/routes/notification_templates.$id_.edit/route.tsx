import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { z } from "zod";
import { getNotificationTemplate, resetNotificationTemplate } from "~/.server/api/notification-templates";
import { saveTemplateForm } from "~/.server/mail-templates/template-form";
import { parseParams } from "~/.server/not-found";
import { readAheadByParams } from "~/.server/read-ahead";
import { requireReviewer } from "~/.server/permissions";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { CsrfField } from "~/components/csrf-field";
import { TemplatePreviews } from "~/components/mail-templates/template-preview";
import { TemplateForm, VariableList } from "~/components/mail-templates/template-form";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { titleMeta } from "~/utils/meta";
import { editorDefault } from "~/utils/rich-text-plain";

// One mail's text in Dutch and English: save, preview with sample data, or reset to the default.
export const handle = { hydrate: true, i18n: ["mail-templates", "vacancies", "content"] };

const idParams = z.object({ id: z.string().regex(/^(platform|[1-9][0-9]{0,14})\.[a-z_]{1,40}$/) });

async function load({ request, params, context }: LoaderFunctionArgs) {
  // Asked beside the guard's call (~/.server/read-ahead): the template needs only the URL's id.
  const template = readAheadByParams(params, idParams, ({ id }) => getNotificationTemplate(context.api, id));
  await requireReviewer(request, context);
  parseParams(request, params, idParams);
  return template;
}

const listPath = (scope: string) => `/notification_templates${scope === "platform" ? "?scope=platform" : ""}`;

export async function loader(args: LoaderFunctionArgs) {
  const template = await load(args);
  const t = args.context.t;
  const name = t(`mail-templates:kinds.${template.kind}.title`);
  return {
    title: t(template.scope === "platform" ? "mail-templates:edit.platformTitle" : "mail-templates:edit.title", { name }),
    kind: template.kind,
    scope: template.scope,
    customized: template.customized,
    variables: template.variables,
    defaults: {
      subjectNl: template.subjectNl,
      bodyNl: editorDefault(template.bodyNl),
      subjectEn: template.subjectEn,
      bodyEn: editorDefault(template.bodyEn),
    },
  };
}

export async function action(args: ActionFunctionArgs) {
  const template = await load(args);
  const formData = await args.request.formData();
  if (formData.get("intent") === "reset") {
    await resetNotificationTemplate(args.context, template.id);
    flashToast(args.context, {
      title: args.context.t("mail-templates:reset", { name: args.context.t(`mail-templates:kinds.${template.kind}.title`) }),
      color: "success",
    });
    return safeRedirect(listPath(template.scope));
  }
  return saveTemplateForm(args.context, formData, template);
}

export const meta = titleMeta;

export default function EditNotificationTemplate() {
  const { t } = useTranslation("mail-templates");
  const { title, kind, scope, customized, variables, defaults } = useLoaderData<typeof loader>();
  const sent = useActionData<typeof action>();
  return (
    <div className="grid gap-10">
      <PageHeader title={title} description={t(`kinds.${kind}.description`)} />
      <p>
        <Link to={listPath(scope)} className="underline underline-offset-4">
          {t("edit.back")}
        </Link>
      </p>
      <p>
        {customized ? t(scope === "platform" ? "edit.platformCustomized" : "edit.customized") : t(scope === "platform" ? "edit.codeDefault" : "edit.default")}
      </p>
      <VariableList variables={variables} />
      <TemplateForm lastResult={sent?.result} defaults={defaults} />
      {sent?.previews ? <TemplatePreviews previews={sent.previews} /> : null}
      {customized ? (
        <Form method="post" className="grid max-w-3xl gap-2">
          <CsrfField />
          <p>{t("edit.resetHelp")}</p>
          <div>
            <SubmitButton name="intent" value="reset">
              {t("edit.reset")}
            </SubmitButton>
          </div>
        </Form>
      ) : null}
    </div>
  );
}
