import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import type { Organization, Role } from "~/.server/api/users";
import type { RootLoader } from "~/root";
import { Section } from "~/components/section";
import { ColumnHeaders } from "~/components/rows-table";

/** The user's roles, each with what it applies to: the whole site, a centre or an organization. */
export function RoleList({ roles, organizations }: { roles: Role[]; organizations: Organization[] }) {
  const { t } = useTranslation("auth");
  const center = useRouteLoaderData<RootLoader>("root")?.center;
  const scopeOf = (role: Role) => {
    if (!role.resourceType) return t("roles.scopes.global");
    if (role.resourceType === "VolunteerCenter") {
      return t("roles.scopes.center", { name: role.resourceId === center?.id ? center.name : `#${role.resourceId}` });
    }
    const organization = organizations.find((item) => item.id === role.resourceId);
    return t("roles.scopes.organization", { name: organization?.name ?? `#${role.resourceId}` });
  };
  return (
    <Section id="roles-heading" title={t("roles.rolesHeading")} className="mb-10" headingClassName="mb-3 text-xl font-semibold">
      {roles.length ? (
        <table className="w-full text-left">
          <thead>
            <tr className="border-b border-muted-300 dark:border-muted-600">
              <ColumnHeaders headers={[t("roles.role"), t("roles.scope")]} />
            </tr>
          </thead>
          <tbody>
            {roles.map((role) => (
              <tr key={role.id} className="border-b border-muted-200 dark:border-muted-700">
                <td className="py-2 pr-4">{t(`roles.names.${role.name}`, { defaultValue: role.name })}</td>
                <td className="py-2">{scopeOf(role)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t("roles.noRoles")}</p>
      )}
    </Section>
  );
}
