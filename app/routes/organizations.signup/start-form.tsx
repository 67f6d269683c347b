import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useActionData } from "@remix-run/react";
import type { z } from "zod";
import type { TagKind } from "@contract/tags";
import { useTranslation } from "~/i18n-t";
import { SignupOrganizationPage } from "./signup-organization-page";
import type { organizationStartAction } from "./action.server";
import { type organizationStartSchema, startParseOptions } from "./schema";

/**
 * Signed in (issue 49): the organization's fields and the centre's themes, no account fields: the
 * user's own account becomes its admin, which the page says with their name.
 */
export function OrganizationStartForm({ user, tags }: { user: { name: string }; tags: { id: string; name: string; kind: TagKind | null }[] }) {
  const { t } = useTranslation(["organizations", "auth"]);
  const [form, fields] = useForm<z.input<ReturnType<typeof organizationStartSchema>>>({
    lastResult: useActionData<typeof organizationStartAction>(),
    defaultValue: { organizationType: "Organization" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, startParseOptions(t)),
  });
  return <SignupOrganizationPage form={form} fields={fields} tags={tags} description={t("signup.signedIn", { name: user.name })} />;
}
