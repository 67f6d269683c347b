import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { listManagedUsers } from "~/.server/api/users-admin";
import { displayName } from "~/.server/api/users";
import { listedOrganizationId, requireUserManager } from "~/.server/user-management";
import { readAhead } from "~/.server/read-ahead";
import { HeaderLinks, PageHeader } from "~/components/page-header";
import { Pagination } from "~/components/pagination";
import { ListTotal } from "~/components/list-total";
import { titleMeta } from "~/utils/meta";
import { FILTER_ROLES, parseSearch } from "./search";
import { SearchForm } from "./search-form";
import { UserTable } from "./user-table";
import { paginationLabels } from "~/utils/pagination-labels";

// Staff see their centre's users, super admins the tenant's, organization admins the people of
// their (current) organization. No JavaScript needed: search and paging are GET forms and links.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const search = parseSearch(new URL(request.url));
  const listed = (role: string, organizationId: string | undefined) =>
    listManagedUsers(context.api, { search: search.q, role, organizationId, sort: search.sort || undefined, page: search.page, size: search.perPage });
  const roleOf = (roles: readonly string[]) => (roles.includes(search.role) ? search.role : "");
  // Staff's list (most who manage users are staff) asked beside the guard's call
  // (~/.server/read-ahead): their page then waits for one api call, not two. An organization
  // admin's list depends on their organization, so it is asked after the guard, and the list
  // read ahead (a page and its count, answered as the api answers them) goes unused.
  const staffList = readAhead(listed(roleOf(FILTER_ROLES), undefined));
  const manager = await requireUserManager(request, context);
  const organizationId = await listedOrganizationId(context, manager);
  // An organization admin's people are its admins and members; the other roles find nobody.
  const roles = manager.staff ? FILTER_ROLES : (["admin", "member"] as const);
  const role = roleOf(roles);
  const { users, total } = await (manager.staff ? staffList : listed(role, organizationId));
  const organization = organizationId ? users.flatMap((user) => user.organizations).find((o) => o.id === organizationId) : undefined;
  const rows = users.map((user) => ({
    id: user.id,
    name: displayName({ ...user, email: null }),
    email: user.email ?? "",
    status: user.status,
    roles: user.roles.map((r) => r.name),
    organizations: user.organizations.map((o) => o.name),
    lastSignInAt: user.lastSignInAt,
  }));
  return {
    title: context.t("users:list.title"),
    canInvite: manager.staff,
    organizationName: organization?.name ?? null,
    roles,
    search: { ...search, role },
    rows,
    total,
    pages: Math.max(1, Math.ceil(total / search.perPage)),
  };
}

export const meta = titleMeta;

export default function Users() {
  const { t } = useTranslation("users");
  const { canInvite, organizationName, roles, search, rows, total, pages } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader
        title={t("list.title")}
        description={organizationName ? t("list.descriptionOrganization", { name: organizationName }) : t("list.description")}
        actions={
          canInvite ? (
            <HeaderLinks
              links={[
                { to: "/users/add", label: t("add.link") },
                { to: "/users/deleted", label: t("deleted.link") },
              ]}
            />
          ) : null
        }
      />
      <SearchForm search={search} roles={roles} />
      <ListTotal perPage={search.perPage}>{t("list.total", { count: total })}</ListTotal>
      <UserTable rows={rows} search={search} caption={t("list.caption", { page: search.page, pages })} />
      <Pagination page={search.page} pages={pages} labels={paginationLabels(t, "users", search.page, pages)} />
    </div>
  );
}
