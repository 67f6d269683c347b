import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import type { OrganizationAdmin } from "~/.server/api/users-admin";
import { Section } from "~/components/section";

/**
 * The organization's admins (issue 19), as the API lists them to whoever may edit it: who keeps
 * this entry current. An account that has not yet chosen its password is marked as invited.
 */
export function AdminsList({ admins, organizationId }: { admins: OrganizationAdmin[]; organizationId: string }) {
  const { t } = useTranslation(["organizations", "org-entry"]);
  return (
    <Section id="organization-admins" title={t("admins.title")} className="mt-10 max-w-xl" headingClassName="mb-2 text-xl font-semibold">
      {admins.length ? (
        <ul className="grid gap-2">
          {admins.map((admin) => {
            const name = [admin.firstName, admin.lastName].filter(Boolean).join(" ");
            return (
              <li key={admin.id} className="wrap-anywhere">
                <span className="font-medium">{name || admin.email}</span>
                {name && admin.email ? <span> ({admin.email})</span> : null}
                {admin.status === "invited" ? <span className="ms-2 text-sm text-muted-700 dark:text-muted-300">{t("admins.invited")}</span> : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{t("admins.none")}</p>
      )}
      <p className="mt-3">
        <Link className="underline" to={`/organizations/${organizationId}/admins`}>
          {t("org-entry:admins.manage")}
        </Link>
      </p>
    </Section>
  );
}
