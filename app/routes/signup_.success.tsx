import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { ConfirmationPage } from "~/components/confirmation-page";
import { titleMeta } from "~/utils/meta";
import { returnPath, withReturn } from "~/utils/return-to";

// Where sign-up lands: the account exists but cannot sign in before the address is confirmed.
export async function loader({ request, context }: LoaderFunctionArgs) {
  return { title: context.t("auth:signup.successTitle"), redirectTo: returnPath(new URL(request.url).searchParams.get("redirectTo")) };
}

export const meta = titleMeta;

export default function SignupSuccess() {
  const { t } = useTranslation("auth");
  const { redirectTo } = useLoaderData<typeof loader>();
  return (
    <ConfirmationPage
      title={t("signup.successTitle")}
      linksClassName="mt-6"
      links={[{ to: withReturn("/login", redirectTo), label: t("signup.successLogin") }]}
    >
      <p role="status">{t("signup.successDescription")}</p>
    </ConfirmationPage>
  );
}
