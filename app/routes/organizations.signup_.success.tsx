import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useTranslation } from "~/i18n-t";
import { ConfirmationPage } from "~/components/confirmation-page";
import { titleMeta } from "~/utils/meta";

// Where an organization's sign-up lands: the admin confirms the address, the centre reviews.
export async function loader({ context }: LoaderFunctionArgs) {
  return { title: context.t("organizations:signup.successTitle") };
}

export const handle = { i18n: ["organizations"] };
export const meta = titleMeta;

export default function OrganizationSignupSuccess() {
  const { t } = useTranslation("organizations");
  return (
    <ConfirmationPage title={t("signup.successTitle")} linksClassName="mt-6" links={[{ to: "/login", label: t("signup.successLogin") }]}>
      <div role="status" className="grid gap-4">
        <p>{t("signup.successConfirm")}</p>
        <p>{t("signup.successReview")}</p>
      </div>
    </ConfirmationPage>
  );
}
