import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { z } from "zod";
import { savedRedirect } from "~/.server/account";
import { getSignUpNotice, isCentreStaff, updateSignUpNotice } from "~/.server/api/sign-up-notices";
import { requireUser } from "~/.server/auth";
import { replyFromApiError } from "~/.server/form-errors";
import { FieldErrors } from "~/components/ui/field-errors";
import { titleMeta } from "~/utils/meta";
import { EditForm } from "../profile-edit/edit-form";

export const handle = { i18n: ["auth", "users"] };

// A centre's staff are told of each new volunteer (mail and bell) unless they switch it off here:
// on or off, as the message mail's screen does it (docs/users.md "Told of sign-ups").
const schema = z.object({ signUpNotice: z.enum(["on", "off"]) });

async function requireCentreStaff(request: Request, context: LoaderFunctionArgs["context"]) {
  const user = await requireUser(request, context);
  if (!isCentreStaff(user)) throw data(null, { status: 403 });
  return user;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCentreStaff(request, context);
  return { title: context.t("users:signUpNotice.title"), on: await getSignUpNotice(context.api) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireCentreStaff(request, context);
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await updateSignUpNotice(context.api, user.id, submission.value.signUpNotice === "on");
  } catch (error) {
    return replyFromApiError(submission, error, context.t, { signUpNotice: context.t("users:signUpNotice.legend") });
  }
  return savedRedirect(context, "/profile-edit/nieuwe-aanmeldingen", context.t("users:signUpNotice.saved"));
}

export const meta = titleMeta;

export default function SignUpNoticePreference() {
  const { t } = useTranslation("users");
  const { on } = useLoaderData<typeof loader>();
  const [form, fields] = useForm<{ signUpNotice: string }>({ lastResult: useActionData<typeof action>(), shouldValidate: "onSubmit" });
  const field = fields.signUpNotice;
  return (
    <EditForm form={form} title={t("signUpNotice.title")} submit={t("signUpNotice.submit")}>
      <fieldset className="grid gap-2" aria-describedby={`${form.id}-description`}>
        <legend className="mb-1 font-medium">{t("signUpNotice.legend")}</legend>
        <p id={`${form.id}-description`} className="text-sm text-muted-700 dark:text-muted-300">
          {t("signUpNotice.description")}
        </p>
        {(["on", "off"] as const).map((value) => (
          <label key={value} className="flex min-h-10 items-center gap-3">
            <input type="radio" name={field.name} value={value} defaultChecked={(value === "on") === on} className="size-4 accent-primary-700" />
            {t(`signUpNotice.${value}`)}
          </label>
        ))}
        <FieldErrors id={field.errorId} errors={field.errors} />
      </fieldset>
    </EditForm>
  );
}
