import { CsrfField } from "~/components/csrf-field";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { Section } from "~/components/section";
import { ColumnHeaders } from "~/components/rows-table";

export interface RoleRow {
  id: string;
  name: string;
  resourceType: string | null;
  resourceId: string | null;
  /** The organization's or centre's name, or null for a global role. */
  scope: string | null;
  removable: boolean;
}

/** The user's roles, each with where it applies and, where the viewer may, a remove button. */
export function RoleTable({ roles, error }: { roles: RoleRow[]; error?: string }) {
  const { t } = useTranslation("users");
  return (
    <Section id="user-roles" title={t("show.rolesHeading")} className="grid gap-3">
      <FormAlert id="user-roles-error" errors={error ? [error] : undefined} />
      {roles.length ? (
        <table className="w-full text-left">
          <thead>
            <tr className="border-b border-muted-300 dark:border-muted-700">
              <ColumnHeaders headers={[t("fields.role"), t("fields.scope"), <span className="sr-only">{t("show.actions")}</span>]} />
            </tr>
          </thead>
          <tbody>
            {roles.map((role) => {
              const name = t(`roles.${role.name}`, { defaultValue: role.name });
              const scope = role.scope ?? t("show.scopeGlobal");
              return (
                <tr key={role.id} className="border-b border-muted-200 dark:border-muted-800">
                  <td className="py-2 pr-4">{name}</td>
                  <td className="py-2 pr-4">{scope}</td>
                  <td className="py-2 text-right">
                    {role.removable ? (
                      <Form method="post">
                        <CsrfField />
                        <input type="hidden" name="intent" value="remove-role" />
                        <input type="hidden" name="name" value={role.name} />
                        <input type="hidden" name="resourceType" value={role.resourceType ?? ""} />
                        <input type="hidden" name="resourceId" value={role.resourceId ?? ""} />
                        <SubmitButton variant="muted" aria-label={t("show.removeRoleNamed", { role: name, scope })}>
                          {t("show.removeRole")}
                        </SubmitButton>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p>{t("show.noRoles")}</p>
      )}
    </Section>
  );
}
