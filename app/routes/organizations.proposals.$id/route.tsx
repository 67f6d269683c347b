import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { type I18nKey, useTranslation } from "~/i18n-t";
import { FIELD_DECISIONS } from "@contract/organization-edit-proposals";
import { savedRedirect } from "~/.server/account";
import { ApiError } from "~/.server/api/errors";
import { decideProposal, getProposal } from "~/.server/api/organization-edit-proposals";
import { requireUser } from "~/.server/auth";
import { idParams, parseParams } from "~/.server/not-found";
import { readAheadById } from "~/.server/read-ahead";
import { mayEditOrganization } from "~/.server/permissions";
import { CsrfField } from "~/components/csrf-field";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { ColumnHeaders } from "~/components/rows-table";
import { SubmitButton } from "~/components/submit-button";
import { formatDateTime } from "~/components/ui/date-time";
import { titleMeta } from "~/utils/meta";
import { decisionsFrom } from "./decide.server";
import { Section } from "~/components/section";

// One proposed edit (docs/organization-edit-proposals.md): the proposed values beside the current
// ones; those who decide choose per field, the proposer sees the outcome. No JavaScript needed.
export const handle = { i18n: ["org-entry"] };

async function load(request: Request, params: unknown, context: LoaderFunctionArgs["context"]) {
  // The proposal needs only the URL's id: asked beside the user, awaited after the guard
  // (~/.server/read-ahead; the api answers the proposal 404 to whoever may not see it).
  const proposalAhead = readAheadById(params, (id) => getProposal(context.api, id));
  const user = await requireUser(request, context);
  parseParams(request, params, idParams);
  const proposal = await proposalAhead;
  // Only which controls show; the API decides again. Staff rights hang on the organization's
  // centre, which the proposal names: no call for the organization.
  return { proposal, decides: mayEditOrganization(user, { id: proposal.organizationId, volunteerCenterId: proposal.volunteerCenterId }) };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { proposal, decides } = await load(request, params, context);
  return {
    title: context.t("org-entry:proposals.show.title", { organization: proposal.organizationName }),
    proposal: { ...proposal, createdAt: formatDateTime(proposal.createdAt, context.locale) },
    decides: decides && proposal.status === "pending",
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { proposal } = await load(request, params, context);
  const decisions = decisionsFrom(await request.formData(), proposal);
  const fail = (key: I18nKey) => data({ error: context.t(key) }, { status: 400 });
  if (decisions === null) return fail("org-entry:proposals.show.errors.missing");
  try {
    await decideProposal(context.api, proposal.id, decisions);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
    return fail(error.errors[0]?.code === "transition" ? "org-entry:proposals.show.errors.decided" : "org-entry:proposals.show.errors.generic");
  }
  return savedRedirect(context, `/organizations/proposals/${proposal.id}`, context.t("org-entry:proposals.show.decided"));
}

export const meta = titleMeta;

const cell = "border-b border-muted-300 p-2 text-start align-top dark:border-muted-600";

export default function ProposalPage() {
  const { t } = useTranslation("org-entry");
  const { proposal, decides } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const shown = (value: string | null) => (value === null ? t("proposals.show.hidden") : value === "" ? t("proposals.show.empty") : value);
  return (
    <div className="grid max-w-4xl gap-6">
      <PageHeader
        title={t("proposals.show.title", { organization: proposal.organizationName })}
        description={t("proposals.show.by", { name: proposal.userName, date: proposal.createdAt })}
        actions={[
          <Link key="org" className="underline" to={`/organizations/${proposal.organizationId}`}>
            {t("proposals.show.organization")}
          </Link>,
          <Link key="all" className="underline" to="/organizations/proposals">
            {t("proposals.show.back")}
          </Link>,
        ]}
      />
      <p role="status" className="font-semibold">
        {t(`proposals.show.status.${proposal.status}`)}
      </p>
      {proposal.note ? (
        <Section id="proposal-note" title={t("proposals.show.note")} headingClassName="text-lg font-semibold">
          <blockquote className="border-s-4 border-muted-300 ps-3 whitespace-pre-line">{proposal.note}</blockquote>
        </Section>
      ) : null}
      <FormAlert id="proposal-error" errors={result ? [result.error] : undefined} />
      <Form method="post" className="grid gap-4">
        <CsrfField />
        {/* Four columns do not fit a phone: the table scrolls in its own region, not the page. */}
        <div className="relative overflow-x-auto" role="region" aria-label={t("proposals.show.caption")} tabIndex={0}>
          <table className="w-full border-collapse">
            <caption className="mb-2 text-start">{t("proposals.show.caption")}</caption>
            <thead>
              <tr>
                <ColumnHeaders
                  headers={[t("proposals.show.field"), t("proposals.show.current"), t("proposals.show.proposed"), t("proposals.show.decision")]}
                  className={cell}
                />
              </tr>
            </thead>
            <tbody>
              {proposal.changes.map((change) => (
                <tr key={change.field}>
                  <th scope="row" className={cell}>
                    {t(`proposals.fields.${change.field}`)}
                  </th>
                  <td className={`${cell} whitespace-pre-line wrap-anywhere`}>{shown(change.current)}</td>
                  <td className={`${cell} whitespace-pre-line wrap-anywhere`}>{shown(change.proposed)}</td>
                  <td className={cell}>
                    {decides ? (
                      <fieldset>
                        <legend className="sr-only">{t("proposals.show.decisionFor", { field: t(`proposals.fields.${change.field}`) })}</legend>
                        {FIELD_DECISIONS.map((d) => (
                          <label key={d} className="me-4 inline-flex min-h-10 items-center gap-2">
                            <input type="radio" name={`decision.${change.field}`} value={d} required />
                            {t(d === "accepted" ? "proposals.show.accept" : "proposals.show.reject")}
                          </label>
                        ))}
                      </fieldset>
                    ) : change.decision ? (
                      t(`proposals.show.decisions.${change.decision}`)
                    ) : (
                      "–"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {decides ? (
          <SubmitButton variant="primary" className="justify-self-start">
            {t("proposals.show.submit")}
          </SubmitButton>
        ) : null}
      </Form>
      {!decides && proposal.status === "pending" ? <p>{t("proposals.show.waiting")}</p> : null}
    </div>
  );
}
