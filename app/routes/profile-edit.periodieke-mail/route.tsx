import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { parseAccountForm, replyFromAccountError, savedRedirect, updateCurrentUser } from "~/.server/account";
import { requireUser } from "~/.server/auth";
import { FieldErrors } from "~/components/ui/field-errors";
import { titleMeta } from "~/utils/meta";
import { parseOptions } from "~/utils/account-forms/parse-options";
import { EditForm } from "../profile-edit/edit-form";
import { PERIODIC_MAILS, periodicMailSchema } from "../profile-edit/schemas";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { periodicMail } = await requireUser(request, context);
  return { title: context.t("auth:profileEdit.periodicMail.title"), periodicMail };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const submission = parseAccountForm(await request.formData(), periodicMailSchema, context);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await updateCurrentUser(context, submission.value);
  } catch (error) {
    return replyFromAccountError(submission, error, context, ["periodicMail"]);
  }
  return savedRedirect(context, "/profile-edit/periodieke-mail", context.t("auth:profileEdit.periodicMail.saved"));
}

export const meta = titleMeta;

export default function EditPeriodicMail() {
  const { t } = useTranslation(["auth", "ui"]);
  const { periodicMail } = useLoaderData<typeof loader>();
  const [form, fields] = useForm<z.input<ReturnType<typeof periodicMailSchema>>>({
    lastResult: useActionData<typeof action>(),
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, parseOptions(periodicMailSchema, t)),
  });
  const field = fields.periodicMail;
  return (
    <EditForm form={form} title={t("profileEdit.periodicMail.title")} submit={t("profileEdit.periodicMail.submit")}>
      <fieldset className="grid gap-2" aria-describedby={`${form.id}-description ${field.errors ? field.errorId : ""}`.trim()}>
        <legend className="mb-1 font-medium">{t("fields.periodicMail")}</legend>
        <p id={`${form.id}-description`} className="text-sm text-muted-700 dark:text-muted-300">{t("profileEdit.periodicMail.description")}</p>
        {PERIODIC_MAILS.map((value) => (
          <label key={value} className="flex min-h-10 items-center gap-3">
            <input type="radio" name={field.name} value={value} defaultChecked={value === periodicMail} className="size-4 accent-primary-700" />
            {t(`profile.periodicMails.${value}`)}
          </label>
        ))}
        <FieldErrors id={field.errorId} errors={field.errors} />
      </fieldset>
    </EditForm>
  );
}
