import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { besideGuard } from "~/.server/read-ahead";
import { formatAddress, listOrganizations, pageRange } from "~/.server/api/organizations";
import { requireUser } from "~/.server/auth";
import { HeaderLinks, PageHeader } from "~/components/page-header";
import { Pagination } from "~/components/pagination";
import { ListTotal } from "~/components/list-total";
import { titleMeta } from "~/utils/meta";
import { isReviewer } from "~/.server/permissions";
import { OrganizationTable } from "./organization-table";
import { SearchForm } from "./search-form";
import { parseSearch } from "./search";

export const handle = { i18n: ["organizations", "org-entry"] };

// Staff and super admins; the API decides which organizations each visitor sees. No JavaScript
// needed: the filters, page size and paging are GET forms and links.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const search = parseSearch(new URL(request.url));
  const [user, { organizations, hasNextPage }] = await besideGuard(
    requireUser(request, context),
    listOrganizations(context.api, { name: search.name, status: search.status, type: search.type, page: search.page, size: search.perPage }),
  );
  const rows = organizations.map(({ id, name, organizationType, status, address }) => ({
    id,
    name,
    organizationType,
    status,
    address: formatAddress(address),
  }));
  // Not counted (docs/organizations.md "Benchmark"): "Organisaties 26–50" and previous/next.
  const range = pageRange(search.page, search.perPage, rows.length);
  return { title: context.t("organizations:list.title"), canReview: isReviewer(user), search, rows, range, pages: hasNextPage ? search.page + 1 : search.page };
}

export const meta = titleMeta;

export default function Organizations() {
  const { t } = useTranslation(["organizations", "org-entry"]);
  const { canReview, search, rows, range, pages } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader
        title={t("list.title")}
        description={t("list.description")}
        actions={
          canReview ? (
            <HeaderLinks
              links={[
                { to: "/organizations/approve", label: t("list.approveQueue") },
                { to: "/organizations/add", label: t("add.link") },
                { to: "/organizations/unmanaged", label: t("org-entry:unmanaged.link") },
                { to: "/organizations/claims", label: t("org-entry:claims.link") },
              ]}
            />
          ) : null
        }
      />
      <SearchForm search={search} />
      <ListTotal perPage={search.perPage}>{range ? t("list.range", range) : t("list.empty")}</ListTotal>
      <OrganizationTable rows={rows} caption={t("list.caption", { page: search.page })} />
      <Pagination
        page={search.page}
        pages={pages}
        labels={{ nav: t("list.pagination"), previous: t("list.previous"), next: t("list.next"), pageOf: t("list.page", { page: search.page }) }}
      />
    </div>
  );
}
