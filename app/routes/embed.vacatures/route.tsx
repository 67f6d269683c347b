import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { EmbedPage } from "~/components/embed-page";
import { PreviousNext } from "~/components/pagination";
import type { RootLoader } from "~/root";
import { titleMeta } from "~/utils/meta";
import { DirectoryMap } from "~/components/map/directory-map";
import { VacancyResultList, vacancyPlaces } from "../vacancies.search/result-list";
import { loadVacancyEmbed } from "./embed.server";

// The centre's current vacancies as a widget for partner websites (docs/vacancy-embed.md): empty
// layout, no JavaScript but the map's island with `map=1`, the centre's theme from the root. Only this path and the social map's
// widget may be framed (app/.server/security-headers.ts). Paging stays in the frame; a vacancy
// opens on the full site in a new tab, where visitors apply.
export const handle = { layout: "empty", i18n: ["vacancy-search"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { status, ...embed } = await loadVacancyEmbed(request, context);
  return data({ title: context.t("vacancy-search:title"), ...embed }, { status });
}

export const meta = titleMeta;

export default function VacancyEmbed() {
  const { t } = useTranslation("vacancy-search");
  const root = useRouteLoaderData<RootLoader>("root");
  const { params, error, results, organization, hasNextPage, map } = useLoaderData<typeof loader>();
  const center = root?.center.name ?? "";
  const title = organization
    ? t("embed.titleOrganization", { organization })
    : params?.theme
      ? t("embed.titleTheme", { theme: params.theme })
      : t("embed.title", { center });
  const page = params?.page ?? 1;
  return (
    <EmbedPage title={title} fullSite={{ to: "/vacancies/search", label: t("embed.fullSite", { center }) }}>
      {error ? (
        <p role="alert">{error}</p>
      ) : (
        <>
          {map ? <DirectoryMap places={vacancyPlaces(results, true)} tileUrl={map.tileUrl} src={map.script} ns="vacancy-search" /> : null}
          <VacancyResultList results={results} external empty={t("embed.empty")} />
          <PreviousNext
            page={page}
            hasNext={hasNextPage}
            label={t("list.page", { page })}
            labels={{ nav: t("list.pagination"), previous: t("list.previous"), next: t("list.next") }}
          />
        </>
      )}
    </EmbedPage>
  );
}
