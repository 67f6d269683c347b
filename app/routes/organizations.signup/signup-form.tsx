import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import type { z } from "zod";
import { LinkLine } from "~/components/link-line";
import { PageHeader } from "~/components/page-header";
import { OrganizationForm } from "../organizations.$id_.edit/organization-form";
import { AccountFields } from "../signup/account-fields";
import type { organizationSignupAction } from "./action.server";
import { type organizationSignupSchema, signupParseOptions } from "./schema";
import type { TagKind } from "@contract/tags";
import { OrganizationStartForm } from "./start-form";
import { TagsFieldset } from "../organizations.$id_.edit/tags-fieldset";
import { SignupTypeField } from "./type-field";

type SignupData = { locale: string; user: { name: string } | null; tags: { id: string; name: string; kind: TagKind | null }[] };

/** Signed out, the sign-up with its admin's account; signed in, the start with one's own (issue 49). */
export function OrganizationSignupForm() {
  const { user, tags } = useLoaderData<SignupData>();
  return user ? <OrganizationStartForm user={user} tags={tags} /> : <AnonymousSignupForm tags={tags} />;
}

/**
 * The organization's fields of the add form and the centre's themes (issue 49), then the first
 * admin's account, as the volunteer sign-up asks it.
 */
function AnonymousSignupForm({ tags }: Pick<SignupData, "tags">) {
  const { t } = useTranslation(["organizations", "auth"]);
  const { locale } = useLoaderData<SignupData>();
  const [form, fields] = useForm<z.input<ReturnType<typeof organizationSignupSchema>>>({
    lastResult: useActionData<typeof organizationSignupAction>(),
    defaultValue: { organizationType: "Organization", admin: { locale } },
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, signupParseOptions(t)),
  });
  const admin = fields.admin.getFieldset();
  return (
    <div className="max-w-3xl">
      <PageHeader title={t("signup.title")} description={t("signup.description")} />
      <OrganizationForm
        form={form}
        name={fields.name}
        profile={fields.profile.getFieldset()}
        address={fields.address.getFieldset()}
        submit={t("signup.submit")}
        before={<SignupTypeField field={fields.organizationType} />}
        after={
          <>
            {tags.length ? <TagsFieldset field={fields.tagIds} tags={tags} /> : null}
            <fieldset className="grid gap-4">
              <legend className="mb-2 text-lg font-semibold">{t("signup.admin")}</legend>
              <p className="text-sm">{t("signup.adminDescription")}</p>
              <AccountFields fields={admin} />
            </fieldset>
          </>
        }
      />
      <LinkLine className="mt-6 text-sm" lead={t("auth:signup.haveAccount")} links={[{ to: "/login", label: t("auth:signup.login") }]} />
    </div>
  );
}
