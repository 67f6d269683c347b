import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { z } from "zod";
import { savedRedirect } from "~/.server/account";
import { getMessageMailPreference, updateMessageMailPreference } from "~/.server/api/conversations";
import { requireUser } from "~/.server/auth";
import { replyFromApiError } from "~/.server/form-errors";
import { FieldErrors } from "~/components/ui/field-errors";
import { titleMeta } from "~/utils/meta";
import { EditForm } from "../profile-edit/edit-form";

export const handle = { i18n: ["auth", "conversations"] };

// Mail for new messages (docs/conversations.md): on or off, as the periodic mail's screen does it.
const schema = z.object({ messageMail: z.enum(["on", "off"]) });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return { title: context.t("conversations:preference.title"), on: await getMessageMailPreference(context.api) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await updateMessageMailPreference(context.api, user.id, submission.value.messageMail === "on");
  } catch (error) {
    return replyFromApiError(submission, error, context.t, { messageMail: context.t("conversations:preference.legend") });
  }
  return savedRedirect(context, "/profile-edit/berichten", context.t("conversations:preference.saved"));
}

export const meta = titleMeta;

export default function MessageMailPreference() {
  const { t } = useTranslation("conversations");
  const { on } = useLoaderData<typeof loader>();
  const [form, fields] = useForm<{ messageMail: string }>({ lastResult: useActionData<typeof action>(), shouldValidate: "onSubmit" });
  const field = fields.messageMail;
  return (
    <EditForm form={form} title={t("preference.title")} submit={t("preference.submit")}>
      <fieldset className="grid gap-2" aria-describedby={`${form.id}-description`}>
        <legend className="mb-1 font-medium">{t("preference.legend")}</legend>
        <p id={`${form.id}-description`} className="text-sm text-muted-700 dark:text-muted-300">
          {t("preference.description")}
        </p>
        {(["on", "off"] as const).map((value) => (
          <label key={value} className="flex min-h-10 items-center gap-3">
            <input type="radio" name={field.name} value={value} defaultChecked={(value === "on") === on} className="size-4 accent-primary-700" />
            {t(`preference.${value}`)}
          </label>
        ))}
        <FieldErrors id={field.errorId} errors={field.errors} />
      </fieldset>
    </EditForm>
  );
}
