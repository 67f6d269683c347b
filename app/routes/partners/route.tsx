import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { listPartners } from "~/.server/partners/partners";
import { PageHeader } from "~/components/page-header";
import { PartnerCard } from "~/components/partner-card";
import { titleMeta } from "~/utils/meta";

// Public, no JavaScript: the partner centres of the collaboration, each a card to its own site.
export const handle = { i18n: ["social-map"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return {
    title: context.t("social-map:partners.title"),
    description: context.t("social-map:partners.description"),
    partners: await listPartners(context, request.url),
  };
}

export const meta = titleMeta;

export default function Partners() {
  const { t } = useTranslation("social-map");
  const { partners } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader title={t("partners.title")} description={t("partners.description")} />
      {partners.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {partners.map((partner) => (
            <PartnerCard key={partner.id} partner={partner} />
          ))}
        </ul>
      ) : (
        <p>{t("partners.empty")}</p>
      )}
      <p className="mt-8">
        <Link to="/sociale-kaart" className="text-primary-800 underline dark:text-primary-300">
          {t("partners.directory")}
        </Link>
      </p>
    </div>
  );
}
