import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { ApiError, orErrorScreen } from "~/.server/api/errors";
import { listCenterTagNames } from "~/.server/api/tags";
import { searchPool } from "~/.server/api/volunteer-profiles";
import { requireUser } from "~/.server/auth";
import { readAhead } from "~/.server/read-ahead";
import { permissionsOf } from "~/.server/permissions";
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
  const search = readPoolSearch(new URL(request.url));
  const filter = poolFilter(search);
  // The themes and the search need only the URL: asked beside the user, awaited after the guard
  // and in the order they were asked before, so the same refusal shows (the api answers the pool
  // 403 to anyone but its readers; ~/.server/read-ahead).
  const tagsAhead = readAhead(listCenterTagNames(context));
  const searched = readAhead(orErrorScreen(searchPool(context.api, filter, { number: search.page, size: PAGE_SIZE }), { 403: 403 }));
  const user = await requireUser(request, context);
  const tags = await tagsAhead;
  let postcodeError: string | null = search.postcode !== "" && filter.postcode === undefined ? context.t("profiles:pool.postcodeInvalid") : null;
  let result: Awaited<ReturnType<typeof searchPool>>;
  try {
    result = await searched;
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
    // Organization admins reply to a profile; the centre's staff only look.
    replies: permissionsOf(user).adminOrgIds.length > 0,
  };
}

export const meta = titleMeta;

export default function VolunteerPool() {
  const { t } = useTranslation("profiles");
  const { search, postcodeError, themes, profiles, more, replies } = useLoaderData<typeof loader>();
  return (
    <div>
      {/* Staff only look (replies are an organization's): their description does not ask them to reply. */}
      <PageHeader title={t("pool.title")} description={replies ? t("pool.description") : t("pool.descriptionLooking")} />
      <PoolSearchForm search={search} themes={themes} postcodeError={postcodeError} />
      <h2 className="mb-4 mt-8 text-xl font-semibold" id="pool-results">
        {t("pool.results")}
      </h2>
      {profiles.length === 0 ? (
        <p role="status">{t("pool.none")}</p>
      ) : (
        <ul aria-labelledby="pool-results" className="grid gap-4 md:grid-cols-2">
          {profiles.map((profile) => (
            <li key={profile.id}>
              <ProfileCard
                profile={profile}
                actions={
                  replies ? (
                    <Link to={`/profile-replies/new?profile=${profile.id}`} className="font-medium text-primary-800 underline dark:text-primary-300">
                      {t("pool.reply", { name: profile.firstName })}
                    </Link>
                  ) : null
                }
              />
            </li>
          ))}
        </ul>
      )}
      <PreviousNext
        page={search.page}
        hasNext={more}
        label={t("pool.page", { page: search.page })}
        labels={{ nav: t("pagination.label"), previous: t("pagination.previous"), next: t("pagination.next") }}
      />
    </div>
  );
}
