import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import type { SubmissionResult } from "@conform-to/react";
import { utcToLocal } from "@contract/activities";
import { useTranslation } from "~/i18n-t";
import type { rosterLoader } from "~/.server/shifts/roster-page";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHeader } from "~/components/page-header";
import { dayName } from "~/utils/day-name";
import { ShiftMessageForm } from "./shift-message-form";

// The roster of an activity or a vacancy (docs/shifts-and-hours.md), for its managers: per day and
// per shift who is on it, and the shift's QR code that volunteers scan to check in and out. Made
// to be printed (print: classes; the site's header and footer are left off the paper); the CSV
// beside it. Those who speak for the shifts also message one volunteer (a conversation, never an
// address) or everyone of a shift.

const time = (moment: string) => moment.slice(11);
/** An instant (UTC) as the Dutch clock reads it. */
const clock = (iso: string) => utcToLocal(new Date(iso)).slice(11, 16);

export function RosterPage() {
  const { t, i18n } = useTranslation(["hours", "activities"]);
  const { parent, days, speaks } = useLoaderData<typeof rosterLoader>();
  const lastResult = useActionData<SubmissionResult>();
  return (
    <div className="grid gap-8" data-print-page>
      <div className="print:hidden">
        <Breadcrumbs items={[...parent.crumbs, { label: t("roster.heading") }]} />
      </div>
      <PageHeader title={t("roster.title", { title: parent.title })} description={t("roster.intro")} />
      <p className="flex flex-wrap gap-4 print:hidden">
        <Link className="underline" to={`${parent.base}/rooster.csv`} reloadDocument>
          {t("roster.csvLink")}
        </Link>
        <Link className="underline" to={`${parent.base}/diensten`}>
          {t("activities:shifts.heading")}
        </Link>
      </p>
      {days.length === 0 ? <p>{t("roster.empty")}</p> : null}
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`dag-${day.date}`} className="grid gap-4">
          <h2 id={`dag-${day.date}`} className="text-xl font-semibold capitalize">
            {dayName(day.date, i18n.language)}
          </h2>
          <ul className="grid gap-4">
            {day.shifts.map((shift) => {
              const label = `${time(shift.startsAt)}–${time(shift.endsAt)}${shift.task ? ` ${shift.task}` : ""}`;
              const taken = shift.volunteers.filter((v) => v.status === "confirmed").length;
              return (
                <li
                  key={shift.id}
                  id={`dienst-${shift.id}`}
                  data-testid={`roster-shift-${shift.id}`}
                  className="grid gap-4 rounded border border-muted-300 p-4 break-inside-avoid sm:grid-cols-[1fr_auto] dark:border-muted-700"
                >
                  <div className="grid gap-2">
                    <h3 className="text-lg font-semibold">{label}</h3>
                    <p>
                      {shift.place ? `${shift.place} · ` : ""}
                      {t("roster.places", { taken, capacity: shift.capacity })}
                    </p>
                    {shift.volunteers.length === 0 ? (
                      <p>{t("roster.nobody")}</p>
                    ) : (
                      <ol className="list-decimal ps-6">
                        {shift.volunteers.map((v) => (
                          <li key={v.signUpId}>
                            {v.name}
                            {v.status === "waiting" ? ` (${t("roster.status.waiting")})` : ""}
                            {v.checkedInAt ? ` · ${t("roster.checkedIn", { time: clock(v.checkedInAt) })}` : ""}
                            {v.checkedOutAt ? ` · ${t("roster.checkedOut", { time: clock(v.checkedOutAt) })}` : ""}
                            {speaks ? (
                              <span className="print:hidden">
                                {" · "}
                                {v.userId === null ? (
                                  t("roster.guest")
                                ) : (
                                  <Link
                                    className="underline"
                                    to={v.conversationId ? `/conversations/${v.conversationId}` : `/conversations/new?shift_sign_up=${v.signUpId}`}
                                    aria-label={t("roster.messageLinkLabel", { name: v.name })}
                                  >
                                    {t("roster.messageLink")}
                                  </Link>
                                )}
                              </span>
                            ) : null}
                          </li>
                        ))}
                      </ol>
                    )}
                    {speaks && shift.volunteers.length > 0 ? <ShiftMessageForm shiftId={shift.id} label={label} lastResult={lastResult} /> : null}
                  </div>
                  <figure className="grid justify-items-center gap-1">
                    <img src={shift.qr} width={164} height={164} alt={t("roster.qr", { shift: label })} className="bg-white" />
                    <figcaption className="text-sm">
                      <a href={shift.link} className="underline" data-testid={`check-in-link-${shift.id}`}>
                        {t("roster.checkInLink")}
                      </a>
                    </figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
