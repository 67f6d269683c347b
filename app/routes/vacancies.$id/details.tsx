import { Link } from "~/components/link";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n-t";
import type { PublicVacancy } from "~/.server/api/vacancies";
import { vacancyFacts } from "~/utils/vacancy-facts";
import { dateTimeFormat } from "~/utils/intl";
import { entryPath } from "~/utils/slug";

const linkClasses = "text-primary-800 underline dark:text-primary-300";

const formatDate = (value: string, language: string) => dateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${value}T00:00:00Z`));

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm font-semibold">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The vacancy's facts as a definition list: who, where, how much, when, how many, whom to ask. */
export function VacancyDetails({ vacancy }: { vacancy: PublicVacancy }) {
  const { t, i18n } = useTranslation("vacancy-search");
  const facts = vacancyFacts(vacancy, t, i18n.language);
  const date = (value: string) => formatDate(value, i18n.language);
  const address = [[vacancy.street, vacancy.houseNumber].filter(Boolean).join(" "), [vacancy.postalCode, vacancy.city].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const when =
    vacancy.startsOn && vacancy.endsOn
      ? t("show.fromUntil", { from: date(vacancy.startsOn), until: date(vacancy.endsOn) })
      : vacancy.startsOn
        ? t("show.from", { date: date(vacancy.startsOn) })
        : vacancy.endsOn
          ? t("show.until", { date: date(vacancy.endsOn) })
          : null;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {vacancy.organization ? (
        <Fact term={t("show.organization")}>
          <Link to={entryPath("/sociale-kaart", vacancy.organization.id, vacancy.organization.name)} className={linkClasses}>
            {vacancy.organization.name}
          </Link>
        </Fact>
      ) : null}
      <Fact term={t("show.place")}>{vacancy.remote ? facts.place : address || facts.place}</Fact>
      {facts.hours ? <Fact term={t("show.hours")}>{facts.hours}</Fact> : null}
      <Fact term={t("show.commitment")}>{facts.commitment}</Fact>
      {when ? <Fact term={t("show.dates")}>{when}</Fact> : null}
      {vacancy.places ? <Fact term={t("show.placesLabel")}>{t("show.places", { count: vacancy.places })}</Fact> : null}
      {vacancy.contactName || vacancy.contactEmail || vacancy.contactPhone ? (
        <Fact term={t("show.contact")}>
          <span className="grid">
            {vacancy.contactName ? <span>{vacancy.contactName}</span> : null}
            {vacancy.contactEmail ? (
              <a href={`mailto:${vacancy.contactEmail}`} className={linkClasses}>
                {vacancy.contactEmail}
              </a>
            ) : null}
            {vacancy.contactPhone ? (
              <a href={`tel:${vacancy.contactPhone.replace(/[^+\d]/g, "")}`} className={linkClasses}>
                {vacancy.contactPhone}
              </a>
            ) : null}
          </span>
        </Fact>
      ) : null}
      {vacancy.expiresOn ? <Fact term={t("show.deadline")}>{date(vacancy.expiresOn)}</Fact> : null}
    </dl>
  );
}
