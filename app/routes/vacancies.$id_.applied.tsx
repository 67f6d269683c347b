import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { ConfirmationPage } from "~/components/confirmation-page";
import { titleMeta } from "~/utils/meta";
import { loadVacancy } from "./vacancies.$id/vacancy.server";

// Where a sent application lands (a redirect after the POST, so a reload sends nothing twice).
export const handle = { i18n: ["vacancy-search"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const vacancy = await loadVacancy(request, context, params.id);
  return {
    title: context.t("vacancy-search:applied.title"),
    vacancy: { id: vacancy.id, title: vacancy.title, organization: vacancy.organization?.name ?? "" },
  };
}

export const meta = titleMeta;

export default function AppliedPage() {
  const { t } = useTranslation("vacancy-search");
  const { vacancy } = useLoaderData<typeof loader>();
  return (
    <ConfirmationPage
      title={t("applied.title")}
      className="grid max-w-xl gap-4"
      linksClassName="flex flex-wrap gap-4"
      links={[
        { to: `/vacancies/${vacancy.id}`, label: t("applied.back") },
        { to: "/vacancies/search", label: t("applied.more") },
      ]}
    >
      <p role="status">{t("applied.text", { title: vacancy.title, organization: vacancy.organization })}</p>
      <p>{t("applied.mail")}</p>
    </ConfirmationPage>
  );
}
