import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { formatMinutes } from "@contract/hours";
import { localToday } from "@contract/activities";
import { useTranslation } from "~/i18n-t";
import { readAhead } from "~/.server/read-ahead";
import { listOwnTotals } from "~/.server/api/hour-records";
import { requireUser } from "~/.server/auth";
import { LinkLine } from "~/components/link-line";
import { formatCalendarDate } from "~/components/ui/date-time";
import { titleMeta } from "~/utils/meta";

// A statement of one's approved hours at one organization in one year (docs/shifts-and-hours.md):
// what a school or an employer asks for. A page made to be printed (or saved as a PDF by the
// browser), with the organization's and the centre's names, the period and the total.
export const handle = { i18n: ["hours"] };

const ID = /^[1-9]\d{0,14}$/;
const YEAR = /^(19|20)\d{2}$/;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const organizationId = params.organizationId ?? "";
  const year = params.year ?? "";
  const valid = ID.test(organizationId) && YEAR.test(year);
  // The year's total needs nothing of the user: asked beside them, used after the guard.
  const totals = valid ? readAhead(listOwnTotals(context.api, { organizationId, year })) : null;
  const user = await requireUser(request, context);
  if (!totals) throw data(null, { status: 404 });
  const [total] = await totals;
  const today = localToday();
  // The period ends today while the year is not over.
  const to = `${year}-12-31` < today ? `${year}-12-31` : today;
  return {
    title: context.t("hours:statement.title"),
    name: [user.firstName, user.lastName].filter(Boolean).join(" "),
    year,
    from: formatCalendarDate(`${year}-01-01`, context.locale),
    to: formatCalendarDate(to, context.locale),
    total: total
      ? { organization: total.organizationName, centre: total.volunteerCenterName, minutes: formatMinutes(total.minutes), records: total.records }
      : null,
  };
}

export const meta = titleMeta;

export default function Statement() {
  const { t } = useTranslation("hours");
  const { name, from, to, total } = useLoaderData<typeof loader>();
  return (
    <article className="grid max-w-2xl gap-6" data-print-page>
      <h1 className="text-3xl font-bold">{t("statement.title")}</h1>
      {total === null ? (
        <p>{t("statement.none")}</p>
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            <dt className="font-semibold">{t("statement.volunteer")}</dt>
            <dd>{name}</dd>
            <dt className="font-semibold">{t("statement.organization")}</dt>
            <dd>{total.organization}</dd>
            {total.centre ? (
              <>
                <dt className="font-semibold">{t("statement.centre")}</dt>
                <dd>{total.centre}</dd>
              </>
            ) : null}
            <dt className="font-semibold">{t("statement.period")}</dt>
            <dd>
              {from} – {to}
            </dd>
            <dt className="font-semibold">{t("statement.total")}</dt>
            <dd data-testid="statement-total">{total.minutes}</dd>
          </dl>
          <p>{t("statement.body", { organization: total.organization, name, from, to, total: total.minutes, records: total.records })}</p>
        </>
      )}
      <p className="print:hidden">{t("statement.print")}</p>
      <LinkLine className="print:hidden" links={[{ to: "/uren", label: t("statement.back") }]} />
    </article>
  );
}
