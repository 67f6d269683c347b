import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { HELP_WHAT_MAX, HOW_OFTEN } from "@contract/help-requests";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { askForHelp } from "~/.server/api/help-requests";
import { getCurrentUser } from "~/.server/auth";
import { replyFromApiError } from "~/.server/form-errors";
import { safeRedirect } from "~/.server/safe-redirect";
import { requireOneOnOneHelpFeature } from "~/.server/volunteer-profiles";
import { CsrfField } from "~/components/csrf-field";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { PrivacySubmit } from "~/components/privacy-submit";
import { FieldErrors } from "~/components/ui/field-errors";
import { inputClasses, labelClasses } from "~/components/ui/field-styles";
import { titleMeta } from "~/utils/meta";
import { askSchema } from "./schema";
import { TextAreaField } from "~/components/ui/text-area-field";
import { Section } from "~/components/section";

export const handle = { i18n: ["help"] };

// One-on-one help (docs/one-on-one-help.md), public: a resident asks for a hand without an
// account; the mailed link confirms it (een-op-een-hulp.bevestigen). "Burenhulp" where the tenant
// words it so.
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireOneOnOneHelpFeature(request, context);
  const wording = context.tenant.features.oneOnOneHelpWording;
  const user = await getCurrentUser(context);
  const sent = new URL(request.url).searchParams.get("gevraagd") === "1";
  return { title: context.t(`help:words.${wording}.title`), wording, signedIn: user !== null, sent };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireOneOnOneHelpFeature(request, context);
  const submission = parseWithZod(await request.formData(), { schema: askSchema(context.t) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await askForHelp(context.api, { ...submission.value, locale: context.locale });
  } catch (error) {
    return replyFromApiError(submission, error, context.t, {
      name: context.t("help:ask.name"),
      email: context.t("help:ask.email"),
      phone: context.t("help:ask.phone"),
      what: context.t("help:ask.what"),
      howOften: context.t("help:ask.howOften"),
      area: context.t("help:ask.area"),
    });
  }
  return safeRedirect("/een-op-een-hulp?gevraagd=1");
}

export const meta = titleMeta;

export default function OneOnOneHelp() {
  const { t } = useTranslation("help");
  const { wording, signedIn, sent } = useLoaderData<typeof loader>();
  const [form, fields] = useForm<{ name: string; email: string; phone: string; what: string; howOften: string; area: string }>({
    lastResult: useActionData<typeof action>(),
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
  });
  const field = (name: "name" | "email" | "phone" | "area", type: "text" | "email" | "tel", autoComplete: string) => (
    <>
      <label htmlFor={fields[name].id} className={labelClasses}>
        {t(`ask.${name}`)}
      </label>
      <input {...getInputProps(fields[name], { type })} autoComplete={autoComplete} className={inputClasses(Boolean(fields[name].errors?.length))} />
      <FieldErrors id={fields[name].errorId} errors={fields[name].errors} />
    </>
  );
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader title={t(`words.${wording}.title`)} description={t(`words.${wording}.intro`)} />
      {signedIn ? (
        <p>
          <Link to="/een-op-een-hulp/hulpvragen" className="font-medium text-primary-800 underline dark:text-primary-300">
            {t("ask.signedIn")}
          </Link>
        </p>
      ) : null}
      {sent ? (
        <p role="status" className="font-semibold" data-testid="help-request-sent">
          {t("ask.sent")}
        </p>
      ) : (
        <Section id="ask-heading" title={t("ask.heading")} className="grid gap-2">
          <p>{t("ask.noAccount")}</p>
          <Form method="post" {...getFormProps(form)} className="grid gap-2">
            <CsrfField />
            <FormAlert id={form.errorId} errors={form.errors} />
            <TextAreaField {...getTextareaProps(fields.what)} label={t("ask.what")} errors={fields.what.errors} rows={4} maxLength={HELP_WHAT_MAX} />
            <label htmlFor={fields.howOften.id} className={labelClasses}>
              {t("ask.howOften")}
            </label>
            <select {...getSelectProps(fields.howOften)} className={inputClasses(Boolean(fields.howOften.errors?.length))}>
              {HOW_OFTEN.map((h) => (
                <option key={h} value={h}>
                  {t(`howOften.${h}`)}
                </option>
              ))}
            </select>
            <FieldErrors id={fields.howOften.errorId} errors={fields.howOften.errors} />
            {field("area", "text", "off")}
            <p className="text-sm text-muted-700 dark:text-muted-300">{t("ask.areaHint")}</p>
            {field("name", "text", "name")}
            {field("email", "email", "email")}
            {field("phone", "tel", "tel")}
            <PrivacySubmit note={t("ask.privacy")} submit={t("ask.submit")} />
          </Form>
        </Section>
      )}
    </div>
  );
}
