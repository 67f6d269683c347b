import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";

// Public: the visitor is signed out by the time they land here.
export async function loader({ context }: LoaderFunctionArgs) {
  return { title: context.t("auth:deleted.title") };
}

export const meta = titleMeta;

export default function AccountDeleted() {
  const { t } = useTranslation("auth");
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t("deleted.title")} />
      <p role="status">{t("deleted.description")}</p>
      <p className="mt-6">
        <Link to="/" className="underline">
          {t("deleted.home")}
        </Link>
      </p>
    </div>
  );
}
