import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { archiveOrganization, organizationPageView } from "~/.server/api/organizations";
import { lastCheckOf } from "~/.server/api/organization-checks";
import { getDirectoryOrganization } from "~/.server/api/social-map";
import { listPublicVacancies } from "~/.server/api/vacancies";
import { getCurrentUser } from "~/.server/auth";
import { deleteEntry, type DeleteRefused } from "~/.server/entry-delete";
import { entryActions } from "~/.server/organization-entry";
import { mayDeleteOrganizationEntry } from "~/.server/permissions";
import { parseParams, slugIdParams } from "~/.server/not-found";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { DeleteConfirmation, DeleteLink, EditLink } from "~/components/delete-confirmation";
import { PageSearchBox } from "~/components/page-search-box";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { entryPath } from "~/utils/slug";
import { EntryNotices, entryActionLinks } from "../organizations.$id/entry-actions";
import { OrganizationSections } from "../organizations.$id/organization-sections";

// Public, no JavaScript: the address and its OpenStreetMap link are the map (as /organizations/{id}).
// Where the social map, the search and the vacancies link to, so "this is my organization" and
// "propose a change" are here too (a signed-out visitor signs in or up on the way).
export const handle = { i18n: ["social-map", "organizations", "org-entry"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parseParams(request, params, slugIdParams);
  // The organization's last check comes with it (include=check): two calls, not three.
  const [organization, vacancies, user] = await Promise.all([
    getDirectoryOrganization(context, id),
    listPublicVacancies(context.api, id),
    getCurrentUser(context),
  ]);
  const check = lastCheckOf(context, organization.check);
  const { edits, claim, proposal } = await entryActions(context, organization, user);
  const { name, profile } = organization;
  const deletes = user !== null && mayDeleteOrganizationEntry(user, organization);
  return {
    check,
    claim,
    proposal,
    editLink: edits ? `/organizations/${id}/edit` : null,
    // Staff delete in two steps, a link to ?delete and then the question (no JavaScript needed).
    deletes,
    confirmDelete: deletes && new URL(request.url).searchParams.has("delete"),
    title: name,
    // Every address of the page (`/sociale-kaart/3`, an older name's) names the current one.
    canonical: entryPath("/sociale-kaart", id, name),
    // The organization's own words for search engines and link previews, not the centre's.
    description: profile?.description?.slice(0, 300) || undefined,
    organization: organizationPageView(organization),
    vacancies,
  };
}

/** The staff's delete: the API archives the organization (off the map), then the organizations list. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { id } = parseParams(request, params, slugIdParams);
  return deleteEntry(request, context, {
    archive: () => archiveOrganization(context.api, id),
    done: "/organizations",
    toast: context.t("social-map:show.deleted"),
    forbidden: context.t("social-map:show.deleteForbidden"),
  });
}

export const meta = titleMeta;

export default function DirectoryOrganizationPage() {
  const { t } = useTranslation(["social-map", "organizations", "common", "org-entry"]);
  const { organization, vacancies, check, claim, proposal, editLink, deletes, confirmDelete } = useLoaderData<typeof loader>();
  const refused = useActionData<DeleteRefused>();
  const { pathname } = useLocation();
  const actions = [
    editLink ? <EditLink key="edit" to={editLink} label={t("organizations:edit.link")} /> : null,
    ...entryActionLinks({ claim, proposal }, t),
    deletes ? <DeleteLink key="delete" label={t("show.delete")} /> : null,
  ].filter(Boolean);
  return (
    <div className="max-w-3xl">
      <Breadcrumbs items={[{ label: t("common:nav.socialMap"), href: "/sociale-kaart" }, { label: organization.name }]} />
      <PageHeader
        title={organization.name}
        description={t(`organizations:types.${organization.organizationType}`, { defaultValue: organization.organizationType })}
        actions={actions.length ? actions : undefined}
      />
      <EntryNotices claim={claim} proposal={proposal} />
      <div className="grid gap-8">
        {confirmDelete || refused ? (
          <DeleteConfirmation
            id="organization-delete"
            action={pathname}
            ns="social-map"
            question={t("show.deleteQuestion", { name: organization.name })}
            error={refused?.deleteError}
          />
        ) : null}
        <OrganizationSections organization={organization} check={check} vacancies={vacancies} />
        <PageSearchBox action="/sociale-kaart" name="name" id="organization-page-search" label={t("show.search")} submit={t("search.submit")} />
      </div>
    </div>
  );
}
