import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { entryPath } from "~/utils/slug";
import { Section } from "~/components/section";

export interface ApplicationView {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  guest: boolean;
  motivation: string;
  status: string;
  statusMessage: string | null;
  statusChangedAt: string | null;
  createdAt: string;
  vacancy: { id: string; title: string };
  organization: string;
}

const termClasses = "font-medium";

/** The applicant, the vacancy, the motivation, and where the application stands. */
export function ApplicationDetails({ application: a }: { application: ApplicationView }) {
  const { t } = useTranslation("applications");
  return (
    <>
      <Section id="application-applicant" title={t("show.applicantHeading")} className="grid gap-3">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className={termClasses}>{t("fields.name")}</dt>
          <dd>
            {a.name || t("list.noName")}
            {a.guest ? ` (${t("show.guest")})` : ""}
          </dd>
          {a.email ? (
            <>
              <dt className={termClasses}>{t("fields.email")}</dt>
              <dd className="break-all">
                <a href={`mailto:${a.email}`} className="underline">
                  {a.email}
                </a>
              </dd>
            </>
          ) : null}
          {a.phone ? (
            <>
              <dt className={termClasses}>{t("fields.phone")}</dt>
              <dd>
                <a href={`tel:${a.phone.replace(/\s+/g, "")}`} className="underline">
                  {a.phone}
                </a>
              </dd>
            </>
          ) : null}
          <dt className={termClasses}>{t("fields.vacancy")}</dt>
          <dd>
            <Link to={entryPath("/vacancies", a.vacancy.id, a.vacancy.title)} className="underline">
              {a.vacancy.title}
            </Link>
          </dd>
          <dt className={termClasses}>{t("fields.organization")}</dt>
          <dd>{a.organization}</dd>
        </dl>
      </Section>
      <Section id="application-motivation" title={t("fields.motivation")} className="grid gap-3">
        <p className="whitespace-pre-line">{a.motivation}</p>
      </Section>
      <Section id="application-history" title={t("show.historyHeading")} className="grid gap-3">
        <ol className="grid gap-2">
          <li>{t("show.appliedOn", { date: a.createdAt })}</li>
          {a.statusChangedAt ? <li>{t("show.changedOn", { date: a.statusChangedAt, status: t(`statuses.${a.status}`) })}</li> : null}
        </ol>
        <p>
          <span className={termClasses}>{t("fields.status")}: </span>
          <strong>{t(`statuses.${a.status}`, { defaultValue: a.status })}</strong>
        </p>
        {a.statusMessage ? (
          <div className="grid gap-1">
            <p className={termClasses}>{t("show.lastMessage")}</p>
            <blockquote className="border-l-4 border-muted-300 pl-4 whitespace-pre-line dark:border-muted-700">{a.statusMessage}</blockquote>
          </div>
        ) : null}
      </Section>
    </>
  );
}
