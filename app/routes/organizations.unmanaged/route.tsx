import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { besideGuard } from "~/.server/read-ahead";
import { listAdminInvitations, listOrganizationsWithoutUsers } from "~/.server/api/organization-admins";
import { listStaleEntries } from "~/.server/api/organization-checks";
import { requireReviewer } from "~/.server/permissions";
import { PageHeader } from "~/components/page-header";
import { formatCalendarDate, formatDateTime } from "~/components/ui/date-time";
import { titleMeta } from "~/utils/meta";
import { Section } from "~/components/section";

// Staff's view of the entries nobody keeps (issue 19): their centres' organizations without any
// user, and the co-admin invitations not accepted yet, each linking to where to act on it.
export const handle = { i18n: ["org-entry", "organizations"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The lists need nothing of the user: asked beside them, one batch (~/.server/read-ahead).
  const [, [organizations, invitations, stale]] = await besideGuard(
    requireReviewer(request, context),
    Promise.all([listOrganizationsWithoutUsers(context.api), listAdminInvitations(context.api), listStaleEntries(context.api)]),
  );
  return {
    title: context.t("org-entry:unmanaged.title"),
    organizations: organizations.map(({ id, name, status }) => ({ id, name, status })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      organizationId: i.organizationId,
      organizationName: i.organizationName,
      expired: i.expired,
      sentAt: formatDateTime(i.sentAt, context.locale),
    })),
    // Entries not checked for a year (docs/organization-checks.md), oldest first.
    stale: stale.map((c) => ({
      id: c.organizationId,
      name: c.organizationName,
      checkedOn: c.checkedAt ? formatCalendarDate(c.checkedAt.slice(0, 10), context.locale) : null,
    })),
  };
}

export const meta = titleMeta;

export default function UnmanagedOrganizations() {
  const { t } = useTranslation(["org-entry", "organizations"]);
  const { organizations, invitations, stale } = useLoaderData<typeof loader>();
  return (
    <div className="grid max-w-4xl gap-10">
      <PageHeader title={t("unmanaged.title")} />
      <Section id="without-users" title={t("unmanaged.withoutUsers")} className="grid gap-3">
        {organizations.length ? (
          <p>
            <Link className="underline" to="/organizations/unmanaged/uitnodigen">
              {t("bulkInvite.link")}
            </Link>
          </p>
        ) : null}
        {organizations.length ? (
          <ul className="grid gap-2">
            {organizations.map((o) => (
              <li key={o.id}>
                <Link className="underline" to={`/organizations/${o.id}`}>
                  {o.name}
                </Link>{" "}
                · {t(`organizations:statuses.${o.status}`)} ·{" "}
                <Link className="underline" to={`/organizations/${o.id}/admins`} aria-label={t("unmanaged.inviteFor", { name: o.name })}>
                  {t("unmanaged.invite")}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("unmanaged.noneWithoutUsers")}</p>
        )}
      </Section>
      <Section id="open-invitations" title={t("unmanaged.openInvitations")} className="grid gap-3">
        {invitations.length ? (
          <ul className="grid gap-2">
            {invitations.map((i) => (
              <li key={i.id} className="wrap-anywhere">
                <span className="font-medium">{i.email}</span> ·{" "}
                <Link className="underline" to={`/organizations/${i.organizationId}/admins`}>
                  {i.organizationName}
                </Link>{" "}
                · {t("admins.sentAt", { date: i.sentAt })}
                {i.expired ? <strong className="ms-2">{t("admins.expired")}</strong> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("admins.noneOpen")}</p>
        )}
      </Section>
      <Section id="stale-entries" title={t("stale.title")} className="grid gap-3">
        {stale.length ? (
          <ul className="grid gap-2">
            {stale.map((o) => (
              <li key={o.id}>
                <Link className="underline" to={`/organizations/${o.id}`}>
                  {o.name}
                </Link>{" "}
                · {o.checkedOn ? t("stale.checkedOn", { date: o.checkedOn }) : t("stale.never")}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("stale.none")}</p>
        )}
      </Section>
    </div>
  );
}
