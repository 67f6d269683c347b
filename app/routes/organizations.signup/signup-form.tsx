import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import type { z } from "zod";
import { LinkLine } from "~/components/link-line";
import { AccountFields } from "../signup/account-fields";
import type { organizationSignupAction } from "./action.server";
import { type organizationSignupSchema, signupParseOptions } from "./schema";
import type { TagKind } from "@contract/tags";
import { SignupOrganizationPage } from "./signup-organization-page";
import { OrganizationStartForm } from "./start-form";

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
    <SignupOrganizationPage
      form={form}
      fields={fields}
      tags={tags}
      description={t("signup.description")}
      after={
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-lg font-semibold">{t("signup.admin")}</legend>
          <p className="text-sm">{t("signup.adminDescription")}</p>
          <AccountFields fields={admin} />
        </fieldset>
      }
    >
      <LinkLine className="mt-6 text-sm" lead={t("auth:signup.haveAccount")} links={[{ to: "/login", label: t("auth:signup.login") }]} />
    </SignupOrganizationPage>
  );
}
