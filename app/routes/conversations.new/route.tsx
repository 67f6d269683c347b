import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { useTranslation } from "~/i18n-t";
import { startConversation } from "~/.server/api/conversations";
import { requireUser } from "~/.server/auth";
import { replyFromApiError } from "~/.server/form-errors";
import { safeRedirect } from "~/.server/safe-redirect";
import { CsrfField } from "~/components/csrf-field";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { PrivacySubmit } from "~/components/privacy-submit";
import { titleMeta } from "~/utils/meta";
import { aboutOf, startSchema } from "./schema";
import { TextAreaField } from "~/components/ui/text-area-field";

export const handle = { i18n: ["conversations"] };

// The first message of a conversation: about a vacancy (the vacancy page's question form posts
// here), an application, a volunteer's shift (the roster's link), or between an organization and
// its centre. The API decides who may.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const about = aboutOf(new URL(request.url).searchParams);
  if (about === null) throw data(null, { status: 404 });
  return { title: context.t("conversations:new.title"), about };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const submission = parseWithZod(await request.formData(), { schema: startSchema(context.t) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { body, vacancyId, applicationId, organizationId, shiftSignUpId } = submission.value;
  try {
    const conversation = await startConversation(context.api, { vacancyId, applicationId, organizationId, shiftSignUpId }, body);
    return safeRedirect(`/conversations/${conversation.id}`);
  } catch (error) {
    return replyFromApiError(submission, error, context.t, { body: context.t("conversations:fields.body") });
  }
}

export const meta = titleMeta;

export default function NewConversation() {
  const { t } = useTranslation("conversations");
  const { about } = useLoaderData<typeof loader>();
  const [form, fields] = useForm<{ body: string }>({ lastResult: useActionData<typeof action>(), shouldValidate: "onSubmit" });
  return (
    <div>
      <PageHeader title={t("new.title")} description={t(`new.about.${about.kind}`)} />
      <Form method="post" {...getFormProps(form)} className="grid max-w-2xl gap-2">
        <CsrfField />
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name={about.field} value={about.id} />
        <TextAreaField {...getTextareaProps(fields.body)} label={t("fields.body")} errors={fields.body.errors} rows={5} />
        <PrivacySubmit note={t("privacyHint")} submit={t("send")} />
      </Form>
    </div>
  );
}
