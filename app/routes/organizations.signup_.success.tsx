import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useTranslation } from "~/i18n-t";
import { LinkLine } from "~/components/link-line";
import { PageHeader } from "~/components/page-header";
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
    <div className="mx-auto max-w-md">
      <PageHeader title={t("signup.successTitle")} />
      <div role="status" className="grid gap-4">
        <p>{t("signup.successConfirm")}</p>
        <p>{t("signup.successReview")}</p>
      </div>
      <LinkLine className="mt-6" links={[{ to: "/login", label: t("signup.successLogin") }]} />
    </div>
  );
}
