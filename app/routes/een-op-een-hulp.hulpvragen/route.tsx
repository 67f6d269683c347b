import { HELP_REQUEST_STATUSES, type HelpRequestStatus } from "@contract/help-requests";
import { type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { listHelpRequests } from "~/.server/api/help-requests";
import { requireUser } from "~/.server/auth";
import { permissionsOf } from "~/.server/permissions";
import { requireOneOnOneHelpFeature } from "~/.server/volunteer-profiles";
import { PageHeader } from "~/components/page-header";
import { Pagination } from "~/components/pagination";
import { SubmitButton } from "~/components/submit-button";
import { DateTime } from "~/components/ui/date-time";
import { inputClasses, labelClasses } from "~/components/ui/field-styles";
import { titleMeta } from "~/utils/meta";
import { clampedPage } from "~/utils/list-search";
import { paginationLabels } from "~/utils/pagination-labels";

export const handle = { i18n: ["help"] };

const PAGE_SIZE = 20;

// The requests for help (docs/one-on-one-help.md): the centre's staff see every one and filter by
// status; everybody else the open ones (without the requester's details) and those matched to them.
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireOneOnOneHelpFeature(request, context);
  const user = await requireUser(request, context);
  const url = new URL(request.url);
  const staff = permissionsOf(user).staff;
  const asked = url.searchParams.get("status");
  const status = staff ? HELP_REQUEST_STATUSES.find((s) => s === asked) : undefined;
  const number = clampedPage(url.searchParams);
  const { requests, total } = await listHelpRequests(context.api, status, { number, size: PAGE_SIZE });
  const wording = context.tenant.features.oneOnOneHelpWording;
  return {
    title: context.t(`help:words.${wording}.requests`),
    wording,
    staff,
    status: status ?? "",
    requests,
    page: number,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}

export const meta = titleMeta;

export default function HelpRequests() {
  const { t, i18n } = useTranslation("help");
  const { wording, staff, status, requests, page, pages } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader title={t(`words.${wording}.requests`)} description={t(`list.description.${staff ? "staff" : "volunteer"}`)} />
      {staff ? (
        <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <label htmlFor="help-status" className={labelClasses}>
              {t("list.filter")}
            </label>
            <select id="help-status" name="status" defaultValue={status} className={inputClasses(false)}>
              <option value="">{t("list.all")}</option>
              {HELP_REQUEST_STATUSES.map((s: HelpRequestStatus) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <SubmitButton variant="secondary">{t("list.show")}</SubmitButton>
        </Form>
      ) : null}
      {requests.length === 0 ? (
        <p>{t("list.empty")}</p>
      ) : (
        <ul className="grid gap-4" aria-label={t(`words.${wording}.requests`)}>
          {requests.map((r) => (
            <li key={r.id} className="rounded-theme border border-muted-200 p-4 dark:border-muted-700" data-testid="help-request">
              <h2 className="text-lg font-semibold">
                <Link to={`/een-op-een-hulp/${r.id}`} className="text-primary-800 underline dark:text-primary-300">
                  {r.what.length > 80 ? `${r.what.slice(0, 80)}…` : r.what}
                </Link>
              </h2>
              <p className="text-sm">
                <span className="font-medium">{t(`status.${r.status}`)}</span> · {t(`howOften.${r.howOften}`)} · {r.area} ·{" "}
                <DateTime value={r.createdAt} locale={i18n.language} />
              </p>
              {staff && r.offers.length > 0 ? <p className="text-sm">{t("list.offers", { count: r.offers.length })}</p> : null}
              {r.offered ? <p className="text-sm">{t("list.offered")}</p> : null}
              {!staff && r.detailsShown ? <p className="text-sm font-medium">{t("list.mine")}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} labels={paginationLabels(t, "help", page, pages)} />
    </div>
  );
}
