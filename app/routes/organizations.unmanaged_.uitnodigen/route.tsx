import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { z } from "zod";
import { LOCALES } from "@contract/locales";
import { useTranslation } from "~/i18n-t";
import { savedRedirect } from "~/.server/account";
import { BULK_INVITE_MAX, invitableOrganizations, invitationPreviews, inviteOrganizations } from "~/.server/bulk-admin-invitations";
import { requireReviewer } from "~/.server/permissions";
import { CsrfField } from "~/components/csrf-field";
import { FormAlert } from "~/components/form-alert";
import { TemplatePreviews } from "~/components/mail-templates/template-preview";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { SelectField } from "~/components/ui/select-field";
import { titleMeta } from "~/utils/meta";
import { Section } from "~/components/section";

// Staff invite the organizations nobody keeps, several at once (docs/organization-admins.md
// "Inviting in bulk"): a checkbox per organization with a contact address, the language, and the
// mail as it will go out. A plain form: no JavaScript needed.
export const handle = { i18n: ["org-entry", "mail-templates"] };

/** The query that shows the mail as it goes out: rendering it takes an api call more, so only on request. */
const PREVIEW = "voorbeeld";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const previewing = new URL(request.url).searchParams.has(PREVIEW);
  // The guard beside the reads (the api refuses them to anyone but staff too): two calls deep.
  const [, organizations, previews] = await Promise.all([
    requireReviewer(request, context),
    invitableOrganizations(context),
    previewing ? invitationPreviews(context) : null,
  ]);
  return { title: context.t("org-entry:bulkInvite.title"), organizations, previews, previewing, max: BULK_INVITE_MAX };
}

const schema = z.object({
  organization: z
    .array(z.string().regex(/^[1-9][0-9]{0,15}$/))
    .min(1)
    .max(BULK_INVITE_MAX),
  locale: z.enum(LOCALES),
});

export async function action({ request, context }: ActionFunctionArgs) {
  await requireReviewer(request, context);
  const form = await request.formData();
  const parsed = schema.safeParse({ organization: form.getAll("organization"), locale: form.get("locale") });
  if (!parsed.success) return data({ error: context.t("org-entry:bulkInvite.chooseSome", { max: BULK_INVITE_MAX }) }, { status: 400 });
  const { sent, limited } = await inviteOrganizations(context, parsed.data.organization, parsed.data.locale);
  if (limited) return data({ error: context.t("org-entry:bulkInvite.limited", { count: sent }) }, { status: 429 });
  return savedRedirect(context, "/organizations/unmanaged", context.t("org-entry:bulkInvite.sent", { count: sent }));
}

export const meta = titleMeta;

export default function BulkInvite() {
  const { t, i18n } = useTranslation("org-entry");
  const { organizations, previews, previewing, max } = useLoaderData<typeof loader>();
  const error = useActionData<typeof action>()?.error;
  const invitable = organizations.filter((o) => o.email);
  const without = organizations.filter((o) => !o.email);
  return (
    <div className="grid max-w-4xl gap-10">
      <PageHeader
        title={t("bulkInvite.title")}
        description={t("bulkInvite.description", { max })}
        back={{ to: "/organizations/unmanaged", label: t("bulkInvite.back") }}
      />
      {invitable.length ? (
        <Form method="post" className="grid gap-4" aria-labelledby="bulk-invite-choose">
          <CsrfField />
          <FormAlert id="bulk-invite-error" errors={error ? [error] : undefined} />
          <fieldset className="grid min-w-0 gap-2">
            <legend id="bulk-invite-choose" className="mb-1 text-xl font-semibold">
              {t("bulkInvite.choose")}
            </legend>
            {invitable.map((o) => (
              <label key={o.id} className="flex min-h-10 min-w-0 items-center gap-3">
                <input type="checkbox" name="organization" value={o.id} className="size-4 accent-primary-700" />
                <span className="min-w-0">
                  {o.name} <span className="text-muted-700 dark:text-muted-300">({o.email})</span>
                </span>
              </label>
            ))}
          </fieldset>
          <SelectField
            id="bulk-invite-locale"
            name="locale"
            label={t("bulkInvite.locale")}
            defaultValue={i18n.language === "en" ? "en" : "nl"}
            options={LOCALES.map((locale) => ({ value: locale, label: t(`admins.languages.${locale}`) }))}
          />
          <SubmitButton className="justify-self-start">{t("bulkInvite.submit")}</SubmitButton>
        </Form>
      ) : (
        <p>{t("bulkInvite.none")}</p>
      )}
      {without.length ? (
        <Section id="bulk-invite-without" title={t("bulkInvite.withoutEmail")} className="grid gap-2">
          <ul className="grid gap-1">
            {without.map((o) => (
              <li key={o.id}>
                <Link className="underline" to={`/organizations/${o.id}/admins`}>
                  {o.name}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {previewing ? (
        <div className="grid gap-4">
          <Link className="justify-self-start underline" to="." replace preventScrollReset>
            {t("bulkInvite.hidePreview")}
          </Link>
          {previews ? <TemplatePreviews previews={previews} /> : null}
        </div>
      ) : (
        <Link className="justify-self-start underline" to={`?${PREVIEW}=1#template-preview`} replace>
          {t("bulkInvite.showPreview")}
        </Link>
      )}
    </div>
  );
}
