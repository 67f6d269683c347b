import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { listPartners } from "./partners.server";

// Public, no JavaScript: the partner centres of the collaboration, each with its logo.
export const handle = { i18n: ["social-map"] };

export async function loader({ context }: LoaderFunctionArgs) {
  return { title: context.t("social-map:partners.title"), partners: await listPartners(context) };
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
            <li key={partner.id} className="flex items-center gap-4 rounded-theme border border-muted-200 p-4 dark:border-muted-700">
              {partner.logoUrl ? (
                <img src={partner.logoUrl} alt={t("partners.logo", { name: partner.name })} width={64} height={64} loading="lazy" className="h-16 w-16 object-contain" />
              ) : null}
              <h2 className="text-lg font-semibold">{partner.name}</h2>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("partners.empty")}</p>
      )}
      <p className="mt-8">
        <Link to="/sociale-kaart" className="text-primary-800 underline dark:text-primary-300">{t("partners.directory")}</Link>
      </p>
    </div>
  );
}
