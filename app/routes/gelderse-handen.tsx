import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { localeCookie } from "~/.server/i18n";
import { listPartners } from "~/.server/partners/partners";
import { preferenceAction } from "~/.server/preference-action";
import { localeSchema } from "~/.server/preferences";
import { LanguagePanel } from "~/components/language-panel";
import { PartnerCard } from "~/components/partner-card";
import { titleMeta } from "~/utils/meta";

export const handle = { layout: "empty" };

/** The collaboration's landing page (spec: public, empty layout): the tenant's partner centres. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return {
    title: context.t("collaboration.title"),
    description: context.t("collaboration.intro"),
    partners: await listPartners(context, request.url),
  };
}

/**
 * The language switch posts here, not to /locale: on the collaboration's own host
 * (LOCKED_HOSTS, handen.localhost) every other path is sent back to this page.
 */
export async function action(args: ActionFunctionArgs) {
  try {
    return await preferenceAction(args, localeSchema, (value) => localeCookie.serialize(value.locale));
  } catch (error) {
    // A bad choice is a 400 with this page again, not the error screen that /locale's plain
    // answer would become on a page route (the switch is a fixed choice: only forged posts get here).
    if (error instanceof Response && error.status === 400) return data({ invalid: true }, { status: 400 });
    throw error;
  }
}

export const meta = titleMeta;

export default function GeldersHanden() {
  const { t } = useTranslation();
  const { partners } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <div className="flex justify-end">
        <LanguagePanel action="/gelderse-handen" />
      </div>
      <h1 className="mt-4 text-3xl font-bold text-primary-800 dark:text-primary-300">{t("collaboration.title")}</h1>
      <p className="mt-4 text-lg">{t("collaboration.intro")}</p>
      <h2 className="mt-8 text-xl font-semibold">{t("collaboration.partners")}</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {partners.map((partner) => (
          <PartnerCard key={partner.id} partner={partner} headingLevel={3} />
        ))}
      </ul>
    </main>
  );
}
