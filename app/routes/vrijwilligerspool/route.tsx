import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ApiError } from "~/.server/api/errors";
import { orErrorScreen } from "~/.server/api/errors";
import { listCenterTags } from "~/.server/api/tags";
import { searchPool } from "~/.server/api/volunteer-profiles";
import { requireUser } from "~/.server/auth";
import { requireProfilesFeature } from "~/.server/volunteer-profiles";
import { PageHeader } from "~/components/page-header";
import { PreviousNext } from "~/components/pagination";
import { titleMeta } from "~/utils/meta";
import { PoolSearchForm } from "./search-form";
import { ProfileCard } from "./profile-card";
import { poolFilter, readPoolSearch } from "./search";

export const handle = { i18n: ["profiles"] };

const PAGE_SIZE = 20;

// The volunteer pool (docs/volunteer-profiles.md): the centre's published profiles for its staff
// and its organizations' admins. A GET form and plain links: no JavaScript needed.
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireProfilesFeature(request, context);
  await requireUser(request, context);
  const search = readPoolSearch(new URL(request.url));
  const filter = poolFilter(search);
  const tags = await listCenterTags(context);
  let postcodeError: string | null = search.postcode !== "" && filter.postcode === undefined ? context.t("profiles:pool.postcodeInvalid") : null;
  let result: Awaited<ReturnType<typeof searchPool>>;
  try {
    result = await orErrorScreen(searchPool(context.api, filter, { number: search.page, size: PAGE_SIZE }), { 403: 403 });
  } catch (error) {
    // An unknown postcode area: the search without it, and the field says why.
    if (!(error instanceof ApiError && error.status === 400 && filter.postcode)) throw error;
    postcodeError = context.t("profiles:pool.postcodeUnknown");
    result = await searchPool(context.api, { ...filter, postcode: undefined, distance_km: undefined }, { number: search.page, size: PAGE_SIZE });
  }
  return {
    title: context.t("profiles:pool.title"),
    search,
    postcodeError,
    themes: tags.map(({ id, name }) => ({ id, name })),
    profiles: result.profiles,
    more: result.more,
  };
}

export const meta = titleMeta;

export default function VolunteerPool() {
  const { t } = useTranslation("profiles");
  const { search, postcodeError, themes, profiles, more } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader title={t("pool.title")} description={t("pool.description")} />
      <PoolSearchForm search={search} themes={themes} postcodeError={postcodeError} />
      <h2 className="mb-4 mt-8 text-xl font-semibold" id="pool-results">{t("pool.results")}</h2>
      {profiles.length === 0 ? (
        <p role="status">{t("pool.none")}</p>
      ) : (
        <ul aria-labelledby="pool-results" className="grid gap-4 md:grid-cols-2">
          {profiles.map((profile) => (
            <li key={profile.id}>
              <ProfileCard profile={profile} />
            </li>
          ))}
        </ul>
      )}
      <PreviousNext page={search.page} hasNext={more} label={t("pool.page", { page: search.page })} labels={{ nav: t("pool.pagination"), previous: t("pool.previous"), next: t("pool.next") }} />
    </div>
  );
}
