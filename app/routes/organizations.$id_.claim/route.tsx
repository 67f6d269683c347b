import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { CLAIM_REASON_MAX } from "@contract/organization-claims";
import { savedRedirect } from "~/.server/account";
import { ApiError } from "~/.server/api/errors";
import { createClaim, listClaims } from "~/.server/api/organization-claims";
import { organizationToAskAbout } from "~/.server/organization-entry";
import { readAheadById } from "~/.server/read-ahead";
import { CsrfField } from "~/components/csrf-field";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { TextAreaField } from "~/components/ui/text-area-field";
import { titleMeta } from "~/utils/meta";

// "This is my organization" (docs/organization-claims.md): a signed-in user asks, with a short
// reason, to become the organization's admin; the centre's staff decide. Plain form, no JavaScript.
export const handle = { i18n: ["org-entry"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // The pending claims need only the URL's id: asked beside the user and the organization, awaited
  // after the guard passed (~/.server/read-ahead).
  const claims = readAheadById(params, (id) => listClaims(context.api, { organizationId: id, status: "pending" }));
  const { id, organization } = await organizationToAskAbout(request, params, context);
  const pending = (await claims)[0];
  return {
    title: context.t("org-entry:claim.title", { name: organization.name }),
    organization: { id, name: organization.name },
    pendingSince: pending ? pending.createdAt.slice(0, 10) : null,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { id } = await organizationToAskAbout(request, params, context);
  const reason = String((await request.formData()).get("reason") ?? "").trim();
  if (!reason || reason.length > CLAIM_REASON_MAX) return data({ error: context.t("org-entry:claim.errors.reason"), reason }, { status: 400 });
  let status: string;
  try {
    ({
      data: { status },
    } = await createClaim(context.api, id, reason));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
    const key = error.errors[0]?.code === "taken" ? "org-entry:claim.errors.taken" : "org-entry:claim.errors.generic";
    return data({ error: context.t(key), reason }, { status: 400 });
  }
  // An address on the organization's own web domain makes the user its admin at once (the api's rule).
  if (status === "accepted") return savedRedirect(context, `/organizations/${id}/edit`, context.t("org-entry:claim.accepted"));
  return savedRedirect(context, `/organizations/${id}`, context.t("org-entry:claim.sent"));
}

export const meta = titleMeta;

export default function ClaimOrganization() {
  const { t } = useTranslation("org-entry");
  const { organization, pendingSince } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="grid max-w-2xl gap-6">
      <PageHeader title={t("claim.title", { name: organization.name })} back={{ to: `/organizations/${organization.id}`, label: t("claim.back") }} />
      {pendingSince ? (
        <p role="status">{t("claim.pending", { date: pendingSince })}</p>
      ) : (
        <Form method="post" className="grid gap-4">
          <CsrfField />
          <p>{t("claim.intro")}</p>
          <TextAreaField
            id="claim-reason"
            name="reason"
            required
            maxLength={CLAIM_REASON_MAX}
            rows={4}
            label={t("claim.reason")}
            description={t("claim.reasonHint")}
            defaultValue={result?.reason}
            errors={result?.error ? [result.error] : undefined}
          />
          <SubmitButton variant="primary" className="justify-self-start">
            {t("claim.submit")}
          </SubmitButton>
        </Form>
      )}
    </div>
  );
}
