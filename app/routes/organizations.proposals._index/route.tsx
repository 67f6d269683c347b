import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { besideGuard } from "~/.server/read-ahead";
import { listProposals } from "~/.server/api/organization-edit-proposals";
import { requireUser } from "~/.server/auth";
import { PageHeader } from "~/components/page-header";
import { formatDateTime } from "~/components/ui/date-time";
import { titleMeta } from "~/utils/meta";

// Proposed edits (docs/organization-edit-proposals.md) the user sees: the API lists their own and,
// for organization admins and centre staff, those they decide; waiting ones first.
export const handle = { i18n: ["org-entry"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [, proposals] = await besideGuard(requireUser(request, context), listProposals(context.api));
  return {
    title: context.t("org-entry:proposals.list.title"),
    proposals: proposals.map((p) => ({
      id: p.id,
      organizationName: p.organizationName,
      userName: p.userName,
      status: p.status,
      fields: p.changes.map((c) => c.field),
      createdAt: formatDateTime(p.createdAt, context.locale),
    })),
  };
}

export const meta = titleMeta;

export default function ProposalList() {
  const { t } = useTranslation("org-entry");
  const { proposals } = useLoaderData<typeof loader>();
  return (
    <div className="grid max-w-4xl gap-6">
      <PageHeader title={t("proposals.list.title")} description={t("proposals.list.description")} />
      {proposals.length ? (
        <ul className="grid gap-4">
          {proposals.map((p) => (
            <li key={p.id} className="grid gap-1 rounded border border-muted-300 p-4 dark:border-muted-600">
              <h2 className="text-lg font-semibold">{p.organizationName}</h2>
              <p>{t("proposals.list.by", { name: p.userName, date: p.createdAt })}</p>
              <p>{t("proposals.list.fields", { fields: p.fields.map((f) => t(`proposals.fields.${f}`)).join(", ") })}</p>
              <p className="font-semibold">{t(`proposals.show.status.${p.status}`)}</p>
              <Link
                className="underline"
                to={`/organizations/proposals/${p.id}`}
                aria-label={t("proposals.list.openLabel", { organization: p.organizationName, name: p.userName })}
              >
                {t("proposals.list.open")}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("proposals.list.none")}</p>
      )}
    </div>
  );
}
