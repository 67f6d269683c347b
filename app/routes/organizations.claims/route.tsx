import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { type I18nKey, useTranslation } from "~/i18n-t";
import { idString } from "@contract/rules";
import { z } from "zod";
import { besideGuard } from "~/.server/read-ahead";
import { savedRedirect } from "~/.server/account";
import { ApiError } from "~/.server/api/errors";
import { decideClaim, getClaim, listClaims } from "~/.server/api/organization-claims";
import { requireReviewer } from "~/.server/permissions";
import { CsrfField } from "~/components/csrf-field";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { formatDateTime } from "~/components/ui/date-time";
import { titleMeta } from "~/utils/meta";

// Staff's queue of "this is my organization" claims (docs/organization-claims.md). A claimant whose
// confirmed address is on the organization's website domain is marked and accepted with one
// click; any other claim asks staff to tick that they checked who it is first. Staff decide both.
export const handle = { i18n: ["org-entry"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [, claims] = await besideGuard(requireReviewer(request, context), listClaims(context.api, { status: "pending" }));
  return {
    title: context.t("org-entry:claims.title"),
    claims: claims.map((c) => ({ ...c, createdAt: formatDateTime(c.createdAt, context.locale) })),
  };
}

const decision = z.object({
  id: idString,
  status: z.enum(["accepted", "refused"]),
  checked: z.literal("yes").optional(),
});

export async function action({ request, context }: ActionFunctionArgs) {
  await requireReviewer(request, context);
  const parsed = decision.safeParse(Object.fromEntries(await request.formData()));
  const fail = (id: string, key: I18nKey) => data({ id, error: context.t(key) }, { status: 400 });
  if (!parsed.success) return fail("", "org-entry:claims.errors.invalid");
  const { id, status, checked } = parsed.data;
  try {
    if (status === "accepted" && !checked && !(await getClaim(context.api, id)).domainMatch) return fail(id, "org-entry:claims.errors.check");
    const { data: claim } = await decideClaim(context.api, id, status);
    const key = status === "accepted" ? "org-entry:claims.accepted" : "org-entry:claims.refused";
    return savedRedirect(context, "/organizations/claims", context.t(key, { name: claim.userName, organization: claim.organizationName }));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
    return fail(id, error.status === 422 ? "org-entry:claims.errors.decided" : "org-entry:claims.errors.forbidden");
  }
}

export const meta = titleMeta;

export default function ClaimQueue() {
  const { t } = useTranslation("org-entry");
  const { claims } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="grid max-w-4xl gap-6">
      <PageHeader title={t("claims.title")} description={t("claims.description")} />
      <FormAlert id="claims-error" errors={result && !result.id ? [result.error] : undefined} />
      {claims.length ? (
        <ul className="grid gap-6">
          {claims.map((claim) => (
            <li key={claim.id} className="grid gap-2 rounded border border-muted-300 p-4 dark:border-muted-600">
              <h2 className="text-lg font-semibold">
                <Link className="underline" to={`/organizations/${claim.organizationId}`}>
                  {claim.organizationName}
                </Link>
              </h2>
              <p>{t("claims.by", { name: claim.userName, email: claim.userEmail, date: claim.createdAt })}</p>
              <blockquote className="border-s-4 border-muted-300 ps-3 whitespace-pre-line">{claim.reason}</blockquote>
              {claim.domainMatch ? <p className="font-semibold">{t("claims.domainMatch")}</p> : null}
              <FormAlert id={`claim-${claim.id}-error`} errors={result?.id === claim.id ? [result.error] : undefined} />
              <div className="flex flex-wrap items-end gap-4">
                <Form method="post" className="flex flex-wrap items-center gap-3">
                  <CsrfField />
                  <input type="hidden" name="id" value={claim.id} />
                  <input type="hidden" name="status" value="accepted" />
                  {claim.domainMatch ? null : (
                    <label className="flex items-center gap-2">
                      <input type="checkbox" name="checked" value="yes" required />
                      {t("claims.checked")}
                    </label>
                  )}
                  <SubmitButton variant="primary" aria-label={t("claims.acceptLabel", { name: claim.userName, organization: claim.organizationName })}>
                    {t("claims.accept")}
                  </SubmitButton>
                </Form>
                <Form method="post">
                  <CsrfField />
                  <input type="hidden" name="id" value={claim.id} />
                  <input type="hidden" name="status" value="refused" />
                  <SubmitButton variant="danger" aria-label={t("claims.refuseLabel", { name: claim.userName, organization: claim.organizationName })}>
                    {t("claims.refuse")}
                  </SubmitButton>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("claims.none")}</p>
      )}
    </div>
  );
}
