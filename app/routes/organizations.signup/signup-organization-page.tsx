import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import type { TagKind } from "@contract/tags";
import { useTranslation } from "~/i18n-t";
import { PageHeader } from "~/components/page-header";
import { OrganizationForm } from "../organizations.$id_.edit/organization-form";
import { TagsFieldset } from "../organizations.$id_.edit/tags-fieldset";
import { SignupTypeField } from "./type-field";

type Field = { id: string; name: string; initialValue?: unknown; errors?: string[] };

/** The organization's fields both sign-ups post: the add form's, the kind and the centre's themes. */
interface SignupFields {
  name: Field;
  profile: { getFieldset: () => Record<"description" | "website" | "phone" | "email", Field> };
  address: { getFieldset: () => Record<"street" | "houseNumber" | "postalCode" | "city", Field> };
  organizationType: FieldMetadata<string | undefined>;
  tagIds: Field;
}

/**
 * Both sign-ups' page (signed out and signed in, issue 49): the organization's fields and the
 * centre's themes, then what only one of them asks (`after`: the signed-out admin's account), and
 * below the form `children`.
 */
export function SignupOrganizationPage<S extends Record<string, unknown>>({
  form,
  fields,
  tags,
  description,
  after,
  children,
}: {
  form: FormMetadata<S, string[]>;
  fields: SignupFields;
  tags: { id: string; name: string; kind: TagKind | null }[];
  description: string;
  after?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation("organizations");
  const themes = tags.length ? <TagsFieldset field={fields.tagIds} tags={tags} /> : null;
  return (
    <div className="max-w-3xl">
      <PageHeader title={t("signup.title")} description={description} />
      <OrganizationForm
        form={form}
        name={fields.name}
        profile={fields.profile.getFieldset()}
        address={fields.address.getFieldset()}
        submit={t("signup.submit")}
        before={<SignupTypeField field={fields.organizationType} />}
        after={
          after ? (
            <>
              {themes}
              {after}
            </>
          ) : (
            themes
          )
        }
      />
      {children}
    </div>
  );
}
