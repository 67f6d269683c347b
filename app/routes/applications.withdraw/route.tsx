import { CsrfField } from "~/components/csrf-field";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { APPLICATION_TRANSITIONS, findWithdrawal, withdrawWithToken } from "~/.server/api/applications";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { titleMeta } from "~/utils/meta";
import { tokenOf, tokenRefusal } from "~/.server/mailed-token";

// A guest's mailed link (docs/applications.md). Public and without JavaScript: the GET only shows
// what would be withdrawn; the button posts. The token stays out of the page's links.
export const handle = { i18n: ["applications"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const title = context.t("applications:withdraw.title");
  if (url.searchParams.has("withdrawn")) return { title, state: "done" as const, token: "", vacancy: "" };
  const token = tokenOf(url.searchParams.get("token"));
  const application = token ? await findWithdrawal(context.api, token) : null;
  if (!application) return data({ title, state: "invalid" as const, token: "", vacancy: "" }, { status: 404 });
  const state = APPLICATION_TRANSITIONS[application.status].includes("withdrawn") ? ("confirm" as const) : ("final" as const);
  return { title, state, token, vacancy: application.vacancy?.title ?? "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const token = tokenOf((await request.formData()).get("token"));
  try {
    await withdrawWithToken(context.api, token);
  } catch (error) {
    const final = token ? "applications:withdraw.final" : "applications:withdraw.invalid";
    return tokenRefusal(context, error, { 429: "applications:withdraw.rateLimited", 422: final }, "applications:withdraw.invalid");
  }
  flashToast(context, { title: context.t("applications:withdraw.doneToast"), color: "success" });
  return safeRedirect("/applications/withdraw?withdrawn");
}

export const meta = titleMeta;

export default function WithdrawApplication() {
  const { t } = useTranslation("applications");
  const { state, token, vacancy } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="grid max-w-2xl gap-6">
      <PageHeader title={t("withdraw.title")} />
      {state === "done" ? <p role="status">{t("withdraw.done")}</p> : null}
      {state === "invalid" ? <p>{t("withdraw.invalid")}</p> : null}
      {state === "final" ? <p>{t("withdraw.final")}</p> : null}
      {state === "confirm" ? (
        <Form method="post" className="grid gap-4">
          <CsrfField />
          <p>{t("withdraw.question", { vacancy })}</p>
          <FormAlert id="withdraw-error" errors={result?.error ? [result.error] : undefined} />
          <input type="hidden" name="token" value={token} />
          <SubmitButton variant="danger" className="justify-self-start">
            {t("withdraw.confirm")}
          </SubmitButton>
        </Form>
      ) : null}
      <p>
        <Link to="/" className="underline">
          {t("withdraw.home")}
        </Link>
      </p>
    </div>
  );
}
