import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import type { VacancySummary } from "~/.server/api/vacancies";
import { numberFormat } from "~/utils/intl";
import { entryPath } from "~/utils/slug";

/** The organization's open vacancies: title (to its page and apply form), then where, how much time and how often. */
export function VacancyList({ vacancies }: { vacancies: VacancySummary[] }) {
  const { t, i18n } = useTranslation("social-map");
  const number = numberFormat(i18n.language);
  return (
    <ul className="grid gap-3">
      {vacancies.map((vacancy) => {
        const facts = [
          vacancy.remote ? t("show.vacancy.remote") : vacancy.city,
          vacancy.hoursPerWeek === null ? null : t("show.vacancy.hours", { count: vacancy.hoursPerWeek, hours: number.format(vacancy.hoursPerWeek) }),
          t(`show.vacancy.${vacancy.commitment === "one_off" ? "one_off" : "recurring"}`),
        ].filter(Boolean);
        return (
          <li key={vacancy.id} className="rounded-theme border border-muted-200 p-3 dark:border-muted-700">
            <h3 className="font-semibold">
              <Link to={entryPath("/vacancies", vacancy.id, vacancy.title)} className="text-primary-800 underline dark:text-primary-300">
                {vacancy.title}
              </Link>
            </h3>
            <p className="text-sm text-muted-700 dark:text-muted-300">{facts.join(" · ")}</p>
          </li>
        );
      })}
    </ul>
  );
}
