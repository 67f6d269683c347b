import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { PROPOSAL_FIELDS, PROPOSAL_NOTE_MAX, type ProposalField } from "@contract/organization-edit-proposals";
import { savedRedirect } from "~/.server/account";
import { ApiError } from "~/.server/api/errors";
import { createProposal, listProposals } from "~/.server/api/organization-edit-proposals";
import { organizationToAskAbout } from "~/.server/organization-entry";
import { readAheadById } from "~/.server/read-ahead";
import { mayProposeOrganizationEdit } from "~/.server/permissions";
import { CsrfField } from "~/components/csrf-field";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { titleMeta } from "~/utils/meta";
import { changedFields, currentValues } from "./values.server";

// A member proposes changes to the organization's details (docs/organization-edit-proposals.md);
// its admins or the centre decide. Plain form, no JavaScript.
export const handle = { i18n: ["org-entry"] };

async function load(request: Request, params: unknown, context: LoaderFunctionArgs["context"]) {
  // The pending proposals need only the URL's id: asked beside the user and the organization,
  // awaited after the guard passed (~/.server/read-ahead).
  const proposals = readAheadById(params, (id) => listProposals(context.api, { organizationId: id, status: "pending" }));
  // Who may edit has nothing to propose; who is no member may not.
  const { user, id, organization } = await organizationToAskAbout(request, params, context);
  if (!mayProposeOrganizationEdit(user, organization)) throw data(null, { status: 403 });
  const pending = (await proposals).find((p) => p.userId === user.id);
  return { id, organization, current: currentValues(organization), pending };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id, organization, current, pending } = await load(request, params, context);
  return {
    title: context.t("org-entry:proposals.propose.title", { name: organization.name }),
    organization: { id, name: organization.name },
    current,
    pending: pending ? pending.id : null,
  };
}

type Errors = Partial<Record<ProposalField | "note" | "form", string>>;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { id, current } = await load(request, params, context);
  const form = await request.formData();
  const values = Object.fromEntries(PROPOSAL_FIELDS.map((f) => [f, String(form.get(f) ?? "")]));
  const note = String(form.get("note") ?? "").trim();
  const fail = (errors: Errors) => data({ errors, values: { ...values, note } as Record<string, string> }, { status: 400 });
  const changes = changedFields(form, current);
  if (Object.keys(changes).length === 0) return fail({ form: context.t("org-entry:proposals.propose.errors.unchanged") });
  if (note.length > PROPOSAL_NOTE_MAX) return fail({ note: context.t("org-entry:proposals.propose.errors.note", { max: PROPOSAL_NOTE_MAX }) });
  try {
    const { data: proposal } = await createProposal(context.api, id, changes, note);
    return savedRedirect(context, `/organizations/proposals/${proposal.id}`, context.t("org-entry:proposals.propose.sent"));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    const errors: Errors = {};
    for (const e of error.errors) {
      const field = e.source?.pointer?.match(/^\/data\/attributes\/changes\/([a-z_]+)$/)?.[1] as ProposalField | undefined;
      if (field && PROPOSAL_FIELDS.includes(field)) errors[field] = context.t("org-entry:proposals.propose.errors.field");
      else if (e.code === "taken" || e.code === "unchanged") errors.form = context.t(`org-entry:proposals.propose.errors.${e.code}`);
      else errors.form ??= context.t("org-entry:proposals.propose.errors.generic");
    }
    return fail(errors);
  }
}

export const meta = titleMeta;

export default function ProposeChange() {
  const { t } = useTranslation("org-entry");
  const { organization, current, pending } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const value = (field: ProposalField) => result?.values[field] ?? current[field] ?? "";
  const errorsOf = (field: ProposalField | "note") => (result?.errors[field] ? [result.errors[field]!] : undefined);
  return (
    <div className="grid max-w-2xl gap-6">
      <PageHeader
        title={t("proposals.propose.title", { name: organization.name })}
        back={{ to: `/organizations/${organization.id}`, label: t("proposals.propose.back") }}
      />
      {pending ? (
        <p role="status">
          {t("proposals.propose.pending")}{" "}
          <Link className="underline" to={`/organizations/proposals/${pending}`}>
            {t("proposals.propose.view")}
          </Link>
        </p>
      ) : (
        <Form method="post" className="grid gap-4" noValidate>
          <CsrfField />
          <p>{t("proposals.propose.intro")}</p>
          <FormAlert id="propose-error" errors={result?.errors.form ? [result.errors.form] : undefined} />
          {PROPOSAL_FIELDS.map((field) =>
            field === "description" ? (
              <TextAreaField
                key={field}
                id={`propose-${field}`}
                name={field}
                rows={5}
                label={t(`proposals.fields.${field}`)}
                defaultValue={value(field)}
                errors={errorsOf(field)}
              />
            ) : (
              <TextField
                key={field}
                id={`propose-${field}`}
                name={field}
                type={field === "email" ? "email" : field === "phone" ? "tel" : field === "website" || field === "donation_url" ? "url" : "text"}
                label={t(`proposals.fields.${field}`)}
                description={current[field] === null ? t("proposals.propose.hiddenHint") : undefined}
                defaultValue={value(field)}
                errors={errorsOf(field)}
              />
            ),
          )}
          <TextAreaField
            id="propose-note"
            name="note"
            rows={3}
            maxLength={PROPOSAL_NOTE_MAX}
            label={t("proposals.propose.note")}
            description={t("proposals.propose.noteHint")}
            defaultValue={result?.values.note}
            errors={errorsOf("note")}
          />
          <SubmitButton variant="primary" className="justify-self-start">
            {t("proposals.propose.submit")}
          </SubmitButton>
        </Form>
      )}
    </div>
  );
}
