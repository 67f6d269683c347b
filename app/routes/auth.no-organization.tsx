import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";

// Where a signed-in user lands when their organizations cannot be loaded (spec section 2).
export async function loader({ context }: LoaderFunctionArgs) {
  return { title: context.t("auth:noOrganization.title") };
}

export const meta = titleMeta;

export default function NoOrganization() {
  const { t } = useTranslation("auth");
  return (
    <div className="max-w-2xl">
      <PageHeader title={t("noOrganization.title")} description={t("noOrganization.description")} />
      <Link to="/" className="underline">
        {t("noOrganization.home")}
      </Link>
    </div>
  );
}
