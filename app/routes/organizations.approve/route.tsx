import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { besideGuard } from "~/.server/read-ahead";
import { formatAddress, listOrganizations } from "~/.server/api/organizations";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { requireReviewer } from "~/.server/permissions";
import { approveAction } from "./action.server";
import { BulkApproveForm, ReviewRow } from "./review-row";

// The queue of pending organizations. No JavaScript needed: every decision is a plain form post
// that redirects back here with a toast, or answers 400 with the errors on its own row.
export async function loader({ request, context }: LoaderFunctionArgs) {
  // Counted (capped at 100, the queue's one page): the description says how many wait.
  const [, { organizations, total, totalCapped }] = await besideGuard(
    requireReviewer(request, context),
    listOrganizations(context.api, { status: "pending", page: 1, size: 100 }, { count: true }),
  );
  const rows = organizations.map(({ id, name, organizationType, address }) => ({ id, name, organizationType, address: formatAddress(address) }));
  return { title: context.t("organizations:approve.title"), rows, total, totalCapped };
}

export const action = (args: ActionFunctionArgs) => approveAction(args);
export const meta = titleMeta;

export default function ApproveQueue() {
  const { t } = useTranslation("organizations");
  const { rows, total, totalCapped } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const bulk = lastResult?.initialValue?.intent === "bulk";
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={t("approve.title")}
        description={totalCapped ? t("approve.descriptionCapped", { count: total }) : t("approve.description", { count: total })}
      />
      {rows.length ? (
        <>
          <ul className="grid gap-6" aria-label={t("approve.queue")}>
            {rows.map((row) => (
              <ReviewRow key={row.id} row={row} lastResult={!bulk && lastResult?.initialValue?.id === row.id ? lastResult : undefined} />
            ))}
          </ul>
          <BulkApproveForm lastResult={bulk ? lastResult : undefined} />
        </>
      ) : (
        <p>{t("approve.empty")}</p>
      )}
    </div>
  );
}
