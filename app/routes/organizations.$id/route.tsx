import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { getOrganization, organizationPageView } from "~/.server/api/organizations";
import { lastCheckOf } from "~/.server/api/organization-checks";
import { listPublicVacancies } from "~/.server/api/vacancies";
import { getCurrentUser } from "~/.server/auth";
import { idParams, parseParams } from "~/.server/not-found";
import { mayMoveOrganization, permissionsOf } from "~/.server/permissions";
import { entryActions } from "~/.server/organization-entry";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHeader } from "~/components/page-header";
import { jsonLdMeta, organizationLd } from "~/utils/json-ld";
import { titleMeta } from "~/utils/meta";
import { EntryNotices, entryActionLinks } from "./entry-actions";
import { OrganizationSections } from "./organization-sections";

// Public and without JavaScript (decision 0003): no `handle.hydrate`. The map is the social map
// page's: the address and an OpenStreetMap link (SimpleMap).
export const handle = { i18n: ["organizations", "social-map", "org-entry"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parseParams(request, params, idParams);
  // The organization's last check comes with it (include=check), not from a call of its own.
  const [organization, vacancies, user] = await Promise.all([
    getOrganization(context.api, id, { tags: true, check: true }),
    listPublicVacancies(context.api, id),
    getCurrentUser(context),
  ]);
  const check = lastCheckOf(context, organization.check);
  const { name, profile, address } = organization;
  // Only which buttons show; the API decides what each of them may really do. Editing the
  // organization and publishing its vacancies follow one rule (the contract's). Claiming it and
  // proposing a change are offered to everyone else, signed out too (they sign in on the way).
  const { edits, claim, proposal } = await entryActions(context, organization, user);
  const links = {
    edit: edits ? `/organizations/${id}/edit` : null,
    move: mayMoveOrganization(permissionsOf(user), context) ? `/organizations/${id}/move` : null,
    addVacancy: edits && organization.status === "approved" ? "/vacancies/add" : null,
  };
  const origin = new URL(request.url).origin;
  return {
    check,
    claim,
    proposal,
    ld: organizationLd({
      name,
      url: profile?.website && /^https?:\/\//i.test(profile.website) ? profile.website : `${origin}/organizations/${id}`,
      description: profile?.description,
      email: profile?.email,
      telephone: profile?.phone,
      address,
    }),
    title: name,
    description: profile?.description?.slice(0, 300) || undefined,
    links,
    organization: organizationPageView(organization),
    vacancies,
  };
}

export const meta: MetaFunction<typeof loader> = (args) => [...titleMeta(args), ...(args.data ? [jsonLdMeta(args.data.ld)] : [])];

const actionClasses = "inline-flex min-h-10 items-center underline";

export default function OrganizationPage() {
  const { t } = useTranslation(["organizations", "social-map", "common", "org-entry"]);
  const { organization, links, vacancies, claim, check, proposal } = useLoaderData<typeof loader>();
  const actions = [
    links.edit ? (
      <Link key="edit" to={links.edit} className={actionClasses}>
        {t("edit.link")}
      </Link>
    ) : null,
    links.move ? (
      <Link key="move" to={links.move} className={actionClasses}>
        {t("move.link")}
      </Link>
    ) : null,
    links.addVacancy ? (
      <Link key="add" to={links.addVacancy} className={actionClasses}>
        {t("show.newVacancy")}
      </Link>
    ) : null,
    ...entryActionLinks({ claim, proposal }, t),
  ].filter(Boolean);
  return (
    <div className="max-w-3xl">
      <Breadcrumbs items={[{ label: t("common:nav.socialMap"), href: "/sociale-kaart" }, { label: organization.name }]} />
      <PageHeader
        title={organization.name}
        description={t(`types.${organization.organizationType}`, { defaultValue: organization.organizationType })}
        actions={actions.length ? actions : undefined}
      />
      <EntryNotices claim={claim} proposal={proposal} />
      <div className="grid gap-8">
        <OrganizationSections organization={organization} check={check} vacancies={vacancies} />
      </div>
    </div>
  );
}
