import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { formatAddress, getOrganization } from "~/.server/api/organizations";
import { getCurrentUser } from "~/.server/auth";
import { parseParams } from "~/.server/not-found";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { isReviewer } from "~/.server/permissions";
import { OrganizationDetailsList } from "./organization-details";

// Public and without JavaScript (decision 0003): no `handle.hydrate`. The map is its address and
// an OpenStreetMap link here.
const idParams = z.object({ id: z.string().regex(/^[1-9][0-9]{0,15}$/) });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parseParams(request, params, idParams);
  const [organization, user] = await Promise.all([getOrganization(context.api, id), getCurrentUser(context)]);
  const { name, organizationType, profile, address } = organization;
  // Only to show the right links; the API decides what each of them may really do.
  const reviewer = Boolean(user && isReviewer(user));
  const admin = Boolean(user?.roles.some((role) => role.name === "admin" && role.resourceType === "Organization" && role.resourceId === id));
  const links = {
    edit: reviewer || admin ? `/organizations/${id}/edit` : null,
    move: reviewer && context.tenant.appConfig.enableOrganizationsMoving ? `/organizations/${id}/move` : null,
  };
  return { title: name, links, organization: { name, organizationType, profile, address: address && { ...address, text: formatAddress(address) } } };
}

export const meta = titleMeta;

export default function OrganizationPage() {
  const { t } = useTranslation("organizations");
  const { organization, links } = useLoaderData<typeof loader>();
  const actions = [
    links.edit ? <Link key="edit" to={links.edit} className="inline-flex min-h-10 items-center underline">{t("edit.link")}</Link> : null,
    links.move ? <Link key="move" to={links.move} className="inline-flex min-h-10 items-center underline">{t("move.link")}</Link> : null,
  ].filter(Boolean);
  return (
    <div className="max-w-3xl">
      <PageHeader
        title={organization.name}
        description={t(`types.${organization.organizationType}`, { defaultValue: organization.organizationType })}
        actions={actions.length ? actions : undefined}
      />
      <OrganizationDetailsList organization={organization} />
    </div>
  );
}
