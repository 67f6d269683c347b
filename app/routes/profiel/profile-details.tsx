import { useTranslation } from "~/i18n-t";
import { Section } from "~/components/section";

interface Profile {
  name: string;
  email: string | null;
  unconfirmedEmail: string | null;
  phone: string | null;
  locale: string;
  periodicMail: string;
  status: string;
}

/** The profile as a description list; an empty value says so instead of leaving a gap. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation("auth");
  const rows = [
    { term: t("profile.name"), value: profile.name },
    { term: t("fields.email"), value: profile.email, note: profile.unconfirmedEmail && t("profile.pendingEmail", { email: profile.unconfirmedEmail }) },
    { term: t("fields.phone"), value: profile.phone },
    { term: t("fields.locale"), value: t(`languages.${profile.locale}`, { defaultValue: profile.locale }) },
    { term: t("fields.periodicMail"), value: t(`profile.periodicMails.${profile.periodicMail}`, { defaultValue: profile.periodicMail }) },
    { term: t("profile.status"), value: t(`profile.statuses.${profile.status}`, { defaultValue: profile.status }) },
  ];
  return (
    <Section id="profile-details-heading" title={t("profile.details")} headingClassName="sr-only">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
        {rows.map((row) => (
          <div key={row.term} className="contents">
            <dt className="font-medium">{row.term}</dt>
            <dd>
              {row.value || <span className="text-muted-700 dark:text-muted-300">{t("profile.notSet")}</span>}
              {row.note ? <span className="block text-sm text-muted-700 dark:text-muted-300">{row.note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
