import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { formatAddress, getOrganization } from "~/.server/api/organizations";
import { parseParams } from "~/.server/not-found";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { OrganizationDetailsList } from "./organization-details";

// Public and without JavaScript (decision 0003): no `handle.hydrate`. The map is its address and
// an OpenStreetMap link here.
const idParams = z.object({ id: z.string().regex(/^[1-9][0-9]{0,15}$/) });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parseParams(request, params, idParams);
  const organization = await getOrganization(context.api, id);
  const { name, organizationType, profile, address } = organization;
  return { title: name, organization: { name, organizationType, profile, address: address && { ...address, text: formatAddress(address) } } };
}

export const meta = titleMeta;

export default function OrganizationPage() {
  const { t } = useTranslation("organizations");
  const { organization } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-3xl">
      <PageHeader title={organization.name} description={t(`types.${organization.organizationType}`, { defaultValue: organization.organizationType })} />
      <OrganizationDetailsList organization={organization} />
    </div>
  );
}
