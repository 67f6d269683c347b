import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { ApiError } from "~/.server/api/errors";
import { confirmStillCorrect } from "~/.server/api/organization-checks";
import { LinkLine } from "~/components/link-line";
import { MailedTokenForm } from "~/components/mailed-token-form";
import { ConfirmationPage } from "~/components/confirmation-page";
import { formatCalendarDate } from "~/components/ui/date-time";
import { titleMeta } from "~/utils/meta";
import { mailedTokenPage, tokenOf } from "~/.server/mailed-token";

// The yearly mail's "still correct" link (docs/organization-checks.md): public, no sign-in, no
// JavaScript. The GET only asks (link scanners open links); the one button posts the token.
export const handle = { i18n: ["org-entry"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return mailedTokenPage(request, context.t("org-entry:check.title"));
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
    <ConfirmationPage title={t("check.title")} className="grid max-w-2xl gap-6">
      {result?.done ? (
        <>
          <p role="status">{t("check.done", { name: result.done.name, date: result.done.date })}</p>
          <LinkLine links={[{ to: `/organizations/${result.done.id}`, label: t("check.view", { name: result.done.name }) }]} />
        </>
      ) : token ? (
        <MailedTokenForm
          token={token}
          question={t("check.question")}
          errorId="check-error"
          error={result?.error}
          submit={t("check.confirm")}
          variant="primary"
        />
      ) : (
        <p>{t("check.invalid")}</p>
      )}
    </ConfirmationPage>
  );
}
