import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { readAheadById } from "~/.server/read-ahead";
import { volunteerCenterChoices } from "~/.server/api/volunteer-centers";
import { displayName } from "~/.server/api/users";
import { getManagedUser } from "~/.server/api/users-admin";
import { idParams, parseParams } from "~/.server/not-found";
import { mayActOn, mayRemoveRole, requireUserManager } from "~/.server/user-management";
import { HeaderLinks, PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { userPageAction, type UserPageActionData } from "./action.server";
import { RoleTable } from "./role-table";
import { DeleteConfirmation, ResendForm, SignInAsForm } from "./user-actions";
import { UserDetails } from "./user-details";
import { Section } from "~/components/section";

// Signed in, so it may hydrate; every button is a plain form post all the same.
export const handle = { hydrate: true, i18n: ["users", "auth"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // The user needs only the URL's id: asked beside the manager, used after the guard.
  const reads = readAheadById(params, (id) => Promise.all([getManagedUser(context.api, id), volunteerCenterChoices(context)]));
  const manager = await requireUserManager(request, context);
  parseParams(request, params, idParams);
  const [user, centers] = await reads;
  const self = user.id === manager.user.id;
  const acts = !self && mayActOn(manager, user);
  const scopeOf = (type: string | null, resourceId: string | null) => {
    if (type === "VolunteerCenter") return context.t("users:show.scopeCenter", { name: centers.find((c) => c.id === resourceId)?.name ?? `#${resourceId}` });
    if (type === "Organization") return user.organizations.find((o) => o.id === resourceId)?.name ?? `#${resourceId}`;
    return null;
  };
  const name = displayName(user) || context.t("users:list.noName");
  return {
    title: name,
    self,
    user: { id: user.id, name, email: user.email, phone: user.phone, locale: user.locale, status: user.status },
    organizations: user.organizations.map(({ id, name }) => ({ id, name })),
    roles: user.roles.map((role) => ({ ...role, scope: scopeOf(role.resourceType, role.resourceId), removable: mayRemoveRole(manager, role) })),
    links: { edit: manager.staff && (self || acts), addRole: manager.staff || manager.adminOrgIds.length > 0 },
    // An invited account has no password yet: its invitation's link, not a confirmation, activates it.
    resend: (user.confirmedAt === null || user.unconfirmedEmail !== null) && user.status !== "invited" && user.status !== "archived",
    signInAs: acts,
    delete: acts,
    confirmDelete: acts && new URL(request.url).searchParams.has("delete"),
  };
}

export const action = (args: ActionFunctionArgs) => userPageAction(args);
export const meta = titleMeta;

export default function UserPage() {
  const { t } = useTranslation("users");
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<UserPageActionData>();
  const errorFor = (intent: string) => (actionData?.intent === intent ? actionData.error : undefined);
  const { user } = page;
  return (
    <div className="grid max-w-3xl gap-8">
      <PageHeader
        title={user.name}
        description={page.self ? t("show.yourself") : undefined}
        actions={
          <HeaderLinks
            links={[
              { to: "/users", label: t("show.back") },
              page.links.edit && { to: `/users/${user.id}/edit`, label: t("show.edit") },
              page.links.addRole && { to: `/users/${user.id}/add_role`, label: t("show.addRole") },
              page.delete && !page.confirmDelete && { to: "?delete", label: t("show.delete") },
            ]}
          />
        }
      />
      {page.confirmDelete || errorFor("delete") ? <DeleteConfirmation userId={user.id} name={user.name} error={errorFor("delete")} /> : null}
      {errorFor("") ? <p role="alert">{errorFor("")}</p> : null}
      <UserDetails user={user} />
      {page.resend ? <ResendForm error={errorFor("resend")} /> : null}
      {user.status === "invited" ? <p>{t("show.invitedNote")}</p> : null}
      {page.signInAs ? <SignInAsForm userId={user.id} /> : null}
      <RoleTable roles={page.roles} error={errorFor("remove-role")} />
      <Section id="user-organizations" title={t("show.organizationsHeading")} className="grid gap-3">
        {page.organizations.length ? (
          <ul className="list-disc pl-6">
            {page.organizations.map((o) => (
              <li key={o.id}>
                <Link to={`/organizations/${o.id}`} className="underline">
                  {o.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("show.noOrganizations")}</p>
        )}
      </Section>
    </div>
  );
}
