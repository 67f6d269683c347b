import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { ApiError } from "~/.server/api/errors";
import { confirmStillCorrect } from "~/.server/api/organization-checks";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { CsrfField } from "~/components/csrf-field";
import { formatCalendarDate } from "~/components/ui/date-time";
import { titleMeta } from "~/utils/meta";
import { tokenOf } from "~/.server/mailed-token";

// The yearly mail's "still correct" link (docs/organization-checks.md): public, no sign-in, no
// JavaScript. The GET only asks (link scanners open links); the one button posts the token.
export const handle = { i18n: ["org-entry"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = tokenOf(new URL(request.url).searchParams.get("token"));
  const title = context.t("org-entry:check.title");
  if (!token) return data({ title, token }, { status: 404 });
  return { title, token };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const token = tokenOf((await request.formData()).get("token"));
  const invalid = () => data({ done: null, error: context.t("org-entry:check.invalid") }, { status: 400 });
  if (!token) return invalid();
  try {
    const check = await confirmStillCorrect(context.api, token);
    const date = formatCalendarDate(check.checkedAt!.slice(0, 10), context.locale);
    return { done: { id: check.organizationId, name: check.organizationName, date }, error: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return invalid();
  }
}

export const meta = titleMeta;

export default function StillCorrect() {
  const { t } = useTranslation("org-entry");
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="grid max-w-2xl gap-6">
      <PageHeader title={t("check.title")} />
      {result?.done ? (
        <>
          <p role="status">{t("check.done", { name: result.done.name, date: result.done.date })}</p>
          <p>
            <Link to={`/organizations/${result.done.id}`} className="underline">
              {t("check.view", { name: result.done.name })}
            </Link>
          </p>
        </>
      ) : token ? (
        <Form method="post" className="grid gap-4">
          <CsrfField />
          <p>{t("check.question")}</p>
          <FormAlert id="check-error" errors={result?.error ? [result.error] : undefined} />
          <input type="hidden" name="token" value={token} />
          <SubmitButton variant="primary" className="justify-self-start">
            {t("check.confirm")}
          </SubmitButton>
        </Form>
      ) : (
        <p>{t("check.invalid")}</p>
      )}
    </div>
  );
}
