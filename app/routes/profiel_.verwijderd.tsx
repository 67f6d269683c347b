import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { erasureDay } from "@contract/users";
import { useTranslation } from "~/i18n-t";
import { centerMailLink } from "~/.server/center-mail-link";
import { ConfirmationPage } from "~/components/confirmation-page";
import { formatCalendarDate } from "~/components/ui/date-time";
import { titleMeta } from "~/utils/meta";

// Public: the visitor is signed out by the time they land here, just after deleting (decision 0017):
// the day their data goes (the confirmation mail says the same day) and whom to ask to restore it.
export async function loader({ request, context }: LoaderFunctionArgs) {
  // The deletion's day comes along in the address (?tot=); a day outside the grace period from
  // today, or none, is today's reckoning (nothing else is shown from it).
  const given = new URL(request.url).searchParams.get("tot") ?? "";
  const latest = erasureDay(new Date());
  const until = /^\d{4}-\d\d-\d\d$/.test(given) && given <= latest && given >= new Date().toISOString().slice(0, 10) ? given : latest;
  return {
    title: context.t("auth:deleted.title"),
    date: formatCalendarDate(until, context.locale),
    contact: await centerMailLink(context, context.t("auth:deleted.mailSubject")),
  };
}

export const meta = titleMeta;

export default function AccountDeleted() {
  const { t } = useTranslation("auth");
  const { date, contact } = useLoaderData<typeof loader>();
  return (
    <ConfirmationPage title={t("deleted.title")} linksClassName="mt-6" links={[{ to: "/", label: t("deleted.home") }]}>
      <p role="status">{t("deleted.description")}</p>
      <p className="mt-4">{t("deleted.grace", { date })}</p>
      {contact ? (
        <p className="mt-4">
          {t("deleted.askCentre")}{" "}
          <a href={contact.mail} className="wrap-anywhere text-primary-800 underline dark:text-primary-300">
            {contact.mailTo}
          </a>
        </p>
      ) : null}
    </ConfirmationPage>
  );
}
