import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { ApiError } from "~/.server/api/errors";
import { confirmAccount } from "~/.server/api/sign-ups";
import { getCurrentUser } from "~/.server/auth";
import { ConfirmationPage } from "~/components/confirmation-page";
import { titleMeta } from "~/utils/meta";
import { returnPath, withReturn } from "~/utils/return-to";

// A mailed link is a GET, so the loader confirms: the token is single-use and unguessable (256
// bits), and a second visit just reads 'invalid or already used' (docs/app-shell.md, Accounts).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const title = context.t("auth:confirm.title");
  const url = new URL(request.url);
  const token = url.searchParams.get("confirmation_token");
  // Signed up on the way to a page (a claim, say): signing in goes on there.
  const redirectTo = returnPath(url.searchParams.get("redirectTo"));
  if (!token) return { title, confirmed: false, redirectTo };
  const before = await getCurrentUser(context);
  try {
    const data = await confirmAccount(context.api, token);
    // A confirmed new address changes the uid, which ends every session of that user: this one too.
    if (before && before.id === data.id && before.email !== data.email) {
      context.api.forgetCredentials();
      context.session.unset("currentOrganizationId");
    }
    return { title, confirmed: true, redirectTo };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { title, confirmed: false, redirectTo };
    throw error;
  }
}

export const meta = titleMeta;

export default function Confirm() {
  const { t } = useTranslation("auth");
  const { confirmed, redirectTo } = useLoaderData<typeof loader>();
  return (
    <ConfirmationPage
      title={t("confirm.title")}
      linksClassName="mt-6 flex flex-wrap gap-4"
      links={[{ to: withReturn("/login", redirectTo), label: t("confirm.login") }, !confirmed && { to: "/auth/recover", label: t("confirm.recover") }]}
    >
      {confirmed ? (
        <p role="status">{t("confirm.done")}</p>
      ) : (
        <div role="alert" className="grid gap-2">
          <p className="font-medium">{t("confirm.failed")}</p>
          <p>{t("confirm.recoverHint")}</p>
        </div>
      )}
    </ConfirmationPage>
  );
}
