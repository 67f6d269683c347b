import { DASHBOARD_AUDIENCES } from "@contract/dashboard";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { formatMinutes } from "@contract/hours";
import { readAhead } from "~/.server/read-ahead";
import { getHourFigures } from "~/.server/api/analytics";
import { orNull } from "~/.server/api/errors";
import { requireUser } from "~/.server/auth";
import { dashboardEntries } from "~/.server/dashboard";
import { isReviewer } from "~/.server/permissions";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { Section } from "~/components/section";

export const handle = { i18n: ["analytics"] };

// The start page after signing in (docs/analytics.md): what waits for this user, grouped by whose
// work it is, each a count and a link to the list where it is done. No JavaScript needed.
export async function loader({ request, context }: LoaderFunctionArgs) {
  // Asked beside the user (one batch), used after the guard. The centre's hours
  // (docs/shifts-and-hours.md): its staff's figure; anyone else's answer is the API's 403 (also a
  // super admin's without a centre here), and no figure.
  const reads = readAhead(Promise.all([dashboardEntries(context), orNull(getHourFigures(context.api, {}), [403])]));
  const figures = isReviewer(await requireUser(request, context));
  const [entries, hours] = await reads;
  return { title: context.t("analytics:dashboard.title"), entries, figures, hours: figures ? hours : null };
}

export const meta = titleMeta;

export default function Dashboard() {
  const { t } = useTranslation("analytics");
  const { entries, figures, hours } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={t("dashboard.title")}
        description={t("dashboard.description")}
        actions={
          figures ? (
            <Link className="underline text-primary-800 dark:text-primary-300" to="/analytics">
              {t("dashboard.figures")}
            </Link>
          ) : null
        }
      />
      {hours ? (
        <Section id="dashboard-hours" title={t("dashboard.hours.title")} className="mb-8" headingClassName="mb-3 text-xl font-semibold">
          <Link
            to="/analytics#analytics-hours"
            data-testid="dashboard-hours"
            className="grid gap-3 rounded border border-muted-300 p-4 hover:bg-muted-100 sm:grid-cols-3 dark:border-muted-700 dark:hover:bg-muted-800"
          >
            {(
              [
                ["year", formatMinutes(hours.yearMinutes)],
                ["last30Days", formatMinutes(hours.last30DaysMinutes)],
                ["pending", hours.pendingCapped ? t("dashboard.capped", { count: hours.pendingRecords }) : String(hours.pendingRecords)],
              ] as const
            ).map(([key, value]) => (
              <span key={key} className="flex items-center justify-between gap-4 sm:block">
                <span className="sm:block">{t(`dashboard.hours.${key}`)}</span>
                <span className="text-2xl font-bold tabular-nums text-primary-800 dark:text-primary-300">{value}</span>
              </span>
            ))}
          </Link>
        </Section>
      ) : null}
      {DASHBOARD_AUDIENCES.map((audience) => {
        const list = entries.filter((e) => e.audience === audience);
        if (!list.length) return null;
        return (
          <section key={audience} aria-labelledby={`dashboard-${audience}`} className="mb-8">
            <h2 id={`dashboard-${audience}`} className="mb-3 text-xl font-semibold">
              {t(`dashboard.${audience}`)}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {list.map((e) => (
                <li key={e.id}>
                  <Link
                    to={e.href}
                    data-testid={`dashboard-${e.id}`}
                    className="flex items-center justify-between gap-4 rounded border border-muted-300 p-4 hover:bg-muted-100 dark:border-muted-700 dark:hover:bg-muted-800"
                  >
                    <span>{t(`dashboard.items.${e.id}`)}</span>
                    <span className={`text-2xl font-bold ${e.count ? "text-primary-800 dark:text-primary-300" : "text-muted-700 dark:text-muted-300"}`}>
                      {e.capped ? t("dashboard.capped", { count: e.count }) : e.count}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
