import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { LOCALES } from "@contract/locales";
import { listAdminInvitations } from "~/.server/api/organization-admins";
import { listOrganizationAdmins } from "~/.server/api/users-admin";
import { readAheadById } from "~/.server/read-ahead";
import { CsrfField } from "~/components/csrf-field";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { formatDateTime } from "~/components/ui/date-time";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { titleMeta } from "~/utils/meta";
import { type AdminsActionData, adminsAction } from "./action.server";
import { loadManagedOrganization } from "./load.server";
import { formOptions } from "~/utils/form-options";
import { Section } from "~/components/section";

// An organization's admins (issue 19, docs/organization-admins.md): who keeps its entry current,
// the invitations not accepted yet, and inviting a co-admin by e-mail. Plain forms: it all works
// without JavaScript; signed in, so it may hydrate (decision 0003) for the buttons' busy state.
export const handle = { hydrate: true, i18n: ["org-entry", "organizations"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // The admins and invitations need only the URL's id: asked beside the user and the organization,
  // awaited only after the guard passed (~/.server/read-ahead).
  const lists = readAheadById(params, (id) => Promise.all([listOrganizationAdmins(context.api, id), listAdminInvitations(context.api, id)]));
  const { id, user, organization } = await loadManagedOrganization(request, params, context);
  const [admins, invitations] = await lists;
  return {
    title: context.t("org-entry:admins.title", { name: organization.name }),
    organization: { id, name: organization.name },
    selfId: user.id,
    locale: context.locale,
    admins,
    invitations: invitations.map((i) => ({ id: i.id, email: i.email, expired: i.expired, sentAt: formatDateTime(i.sentAt, context.locale) })),
  };
}

export const action = (args: ActionFunctionArgs) => adminsAction(args);

export const meta = titleMeta;

function ErrorFor({ result, intent }: { result: AdminsActionData | undefined; intent: string }) {
  return <FormAlert id={`${intent}-error`} errors={result?.intent === intent ? [result.error] : undefined} />;
}

export default function OrganizationAdmins() {
  const { t } = useTranslation(["org-entry", "organizations", "ui"]);
  const { organization, selfId, admins, invitations, locale } = useLoaderData<typeof loader>();
  const result = useActionData<AdminsActionData>();
  return (
    <div className="grid max-w-3xl gap-10">
      <PageHeader title={t("admins.title", { name: organization.name })} back={{ to: `/organizations/${organization.id}/edit`, label: t("admins.back") }} />
      <Section id="current-admins" title={t("organizations:admins.title")} className="grid gap-3">
        <ErrorFor result={result} intent="remove" />
        {admins.length ? (
          <ul className="grid gap-2">
            {admins.map((admin) => {
              const name = [admin.firstName, admin.lastName].filter(Boolean).join(" ") || admin.email;
              return (
                <li key={admin.id} className="flex flex-wrap items-center gap-3 wrap-anywhere">
                  <span>
                    <span className="font-medium">{name}</span> ({admin.email})
                    {admin.status === "invited" ? <span className="ms-2 text-sm">{t("organizations:admins.invited")}</span> : null}
                  </span>
                  {admin.id === selfId ? (
                    <span className="text-sm">{t("admins.you")}</span>
                  ) : (
                    <Form method="post">
                      <CsrfField />
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="userId" value={admin.id} />
                      <SubmitButton variant="danger" aria-label={t("admins.removeLabel", { name })}>
                        {t("admins.remove")}
                      </SubmitButton>
                    </Form>
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <p>{t("organizations:admins.none")}</p>
        )}
      </Section>
      <Section id="open-invitations" title={t("admins.openTitle")} className="grid gap-3">
        <ErrorFor result={result} intent="resend" />
        <ErrorFor result={result} intent="withdraw" />
        {invitations.length ? (
          <ul className="grid gap-2">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center gap-3 wrap-anywhere">
                <span>
                  <span className="font-medium">{invitation.email}</span> · {t("admins.sentAt", { date: invitation.sentAt })}
                  {invitation.expired ? <strong className="ms-2">{t("admins.expired")}</strong> : null}
                </span>
                <Form method="post">
                  <CsrfField />
                  <input type="hidden" name="intent" value="resend" />
                  <input type="hidden" name="invitationId" value={invitation.id} />
                  <SubmitButton aria-label={t("admins.resendLabel", { email: invitation.email })}>{t("admins.resend")}</SubmitButton>
                </Form>
                <Form method="post">
                  <CsrfField />
                  <input type="hidden" name="intent" value="withdraw" />
                  <input type="hidden" name="invitationId" value={invitation.id} />
                  <SubmitButton variant="danger" aria-label={t("admins.withdrawLabel", { email: invitation.email })}>
                    {t("admins.withdraw")}
                  </SubmitButton>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("admins.noneOpen")}</p>
        )}
      </Section>
      <Section id="invite-admin" title={t("admins.inviteTitle")} className="grid gap-3">
        <p>{t("admins.inviteIntro")}</p>
        <Form method="post" className="grid max-w-xl gap-4">
          <CsrfField />
          <input type="hidden" name="intent" value="invite" />
          <TextField
            id="invite-email"
            name="email"
            type="email"
            autoComplete="off"
            required
            label={t("admins.email")}
            defaultValue={result?.intent === "invite" ? result.email : undefined}
            errors={result?.intent === "invite" ? [result.error] : undefined}
          />
          <SelectField
            id="invite-locale"
            name="locale"
            label={t("admins.language")}
            defaultValue={locale}
            options={formOptions(LOCALES, (value) => t(`admins.languages.${value}`))}
          />
          <SubmitButton variant="primary" className="justify-self-start">
            {t("admins.invite")}
          </SubmitButton>
        </Form>
      </Section>
    </div>
  );
}
