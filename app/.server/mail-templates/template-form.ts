import { parseWithZod } from "@conform-to/zod";
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { ApiError } from "../api/errors";
import { type NotificationTemplate, type TemplatePreview, previewNotificationTemplate, updateNotificationTemplate } from "../api/notification-templates";
import { replyFromApiError } from "../form-errors";
import { safeRedirect } from "../safe-redirect";
import { flashToast } from "../toast";
import { richTextToSend } from "../content/page-form";
import { validationErrorMap } from "~/utils/validation-message";
import { templateFormSchema } from "~/components/mail-templates/template-form-schema";
import type { Locale } from "@contract/locales";

// Server side of /notification_templates/:id/edit: save, or preview with sample data (the same
// post without JavaScript and with it), each with the API's field errors at their field.

const labels = (t: AppLoadContext["t"]) => ({
  subjectNl: t("mail-templates:form.subjectNl"),
  bodyNl: t("mail-templates:form.bodyNl"),
  subjectEn: t("mail-templates:form.subjectEn"),
  bodyEn: t("mail-templates:form.bodyEn"),
});

const FIELDS: Record<string, string> = {
  "/data/attributes/subject_nl": "subjectNl",
  "/data/attributes/body_nl": "bodyNl",
  "/data/attributes/subject_en": "subjectEn",
  "/data/attributes/body_en": "bodyEn",
};

/** The API's variable errors in the reader's language, at the field they point at. */
function variableErrors(t: AppLoadContext["t"], error: ApiError, field: (pointer: string) => string | undefined) {
  const fieldErrors: Record<string, string[]> = {};
  for (const e of error.errors) {
    const name = e.source?.pointer ? field(e.source.pointer) : undefined;
    if (!name) return null;
    const variable = /\{\{([a-zA-Z0-9_]*)\}\}/.exec(e.detail ?? "")?.[1] ?? "";
    const key =
      e.code === "unknown_variable"
        ? "errors.unknownVariable"
        : e.code === "missing_variable"
          ? "errors.missingVariable"
          : e.code === "list_variable"
            ? "errors.listVariable"
            : "errors.bodyInvalid";
    (fieldErrors[name] ??= []).push(t(`mail-templates:${key}`, { variable: `{{${variable}}}` }));
  }
  return fieldErrors;
}

export type Previews = { nl: TemplatePreview; en: TemplatePreview };

export async function saveTemplateForm(context: AppLoadContext, formData: FormData, template: NotificationTemplate) {
  const t = context.t;
  const submission = parseWithZod(formData, { schema: templateFormSchema, errorMap: validationErrorMap(t, labels(t)) });
  if (submission.status !== "success") return data({ result: submission.reply(), previews: null }, { status: 400 });
  const v = submission.value;
  const bodyNl = richTextToSend(v.bodyNl, v.bodyNlJson, v.bodyNlPrefill);
  const bodyEn = richTextToSend(v.bodyEn, v.bodyEnJson, v.bodyEnPrefill);
  try {
    if (v.intent === "preview") {
      const center = template.scope === "center" ? template.volunteerCenterId : null;
      const preview = (locale: Locale, subject: string, body: unknown) =>
        previewNotificationTemplate(context, { kind: template.kind, locale, subject, body, volunteerCenterId: center }).catch((e: unknown) => {
          throw withLocale(e, locale);
        });
      const previews: Previews = {
        nl: await preview("nl", v.subjectNl, bodyNl ?? template.bodyNl),
        en: await preview("en", v.subjectEn, bodyEn ?? template.bodyEn),
      };
      return data({ result: submission.reply(), previews });
    }
    await updateNotificationTemplate(context, template.id, {
      subjectNl: v.subjectNl,
      subjectEn: v.subjectEn,
      ...(bodyNl !== undefined ? { bodyNl } : {}),
      ...(bodyEn !== undefined ? { bodyEn } : {}),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) {
      const locale = (error as ApiError & { locale?: Locale }).locale;
      // A preview's errors point at subject/body; a save's at subject_nl, body_en, ...
      const field = (pointer: string) => {
        if (locale)
          return pointer.startsWith("/data/attributes/subject")
            ? `subject${locale === "nl" ? "Nl" : "En"}`
            : pointer.startsWith("/data/attributes/body")
              ? `body${locale === "nl" ? "Nl" : "En"}`
              : undefined;
        return (
          FIELDS[pointer] ?? (pointer.startsWith("/data/attributes/body_nl") ? "bodyNl" : pointer.startsWith("/data/attributes/body_en") ? "bodyEn" : undefined)
        );
      };
      const fieldErrors = variableErrors(t, error, field);
      if (fieldErrors) return data({ result: submission.reply({ fieldErrors }), previews: null }, { status: 400 });
    }
    const reply = replyFromApiError(submission, error, t, labels(t));
    return data({ result: reply.data, previews: null }, { status: reply.init?.status ?? 400 });
  }
  flashToast(context, { title: t("mail-templates:saved", { name: t(`mail-templates:kinds.${template.kind}.title`) }), color: "success" });
  return safeRedirect(`/notification_templates${template.scope === "platform" ? "?scope=platform" : ""}`);
}

function withLocale(error: unknown, locale: Locale) {
  if (error instanceof ApiError) Object.assign(error, { locale });
  return error;
}
