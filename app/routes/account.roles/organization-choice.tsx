import { CsrfField } from "~/components/csrf-field";
import type { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import type { Organization } from "~/.server/api/users";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { Section } from "~/components/section";

interface Props {
  organizations: Organization[];
  currentId: string | null;
  formProps: ReturnType<typeof getFormProps>;
  errors?: string[];
  errorId: string;
}

/** Radio buttons, one per organization, the current one checked: a plain form, no JavaScript. */
export function OrganizationChoice({ organizations, currentId, formProps, errors, errorId }: Props) {
  const { t } = useTranslation("auth");
  return (
    <Section id="organizations-heading" title={t("roles.organizationsHeading")} headingClassName="mb-3 text-xl font-semibold">
      {organizations.length ? (
        <Form method="post" {...formProps} className="grid gap-4">
          <CsrfField />
          <FormAlert id={errorId} errors={errors} />
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium">{t("roles.chooseLegend")}</legend>
            {organizations.map((organization) => (
              <label key={organization.id} className="flex min-h-10 items-center gap-3">
                <input
                  type="radio"
                  name="organizationId"
                  value={organization.id}
                  defaultChecked={organization.id === currentId}
                  className="size-4 accent-primary-700"
                  required
                />
                <span>
                  {organization.name}{" "}
                  <span className="text-sm text-muted-700 dark:text-muted-300">
                    ({t(`roles.types.${organization.organizationType}`, { defaultValue: organization.organizationType })}
                    {organization.id === currentId ? `, ${t("roles.current")}` : ""})
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <SubmitButton className="justify-self-start">{t("roles.submit")}</SubmitButton>
        </Form>
      ) : (
        <p>{t("roles.noOrganizations")}</p>
      )}
    </Section>
  );
}
