import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export interface VacancyResult {
  id: string;
  title: string;
  organization: string | null;
  place: string | null;
  hours: string | null;
  commitment: string;
}

const linkClasses = "text-primary-800 underline dark:text-primary-300";

/** One page of results: title (to the vacancy), organization, then where, how long, how often. */
export function VacancyResultList({ results }: { results: VacancyResult[] }) {
  const { t } = useTranslation("vacancy-search");
  if (!results.length) return <p className="mt-6">{t("list.empty")}</p>;
  return (
    <ol className="mt-6 grid gap-4" aria-label={t("list.label")}>
      {results.map((v) => (
        <li key={v.id} className="rounded-theme border border-muted-200 p-4 dark:border-muted-700">
          <h2 className="text-lg font-semibold">
            <Link to={`/vacancies/${v.id}`} className={linkClasses}>{v.title}</Link>
          </h2>
          {v.organization ? <p>{v.organization}</p> : null}
          <p className="text-sm text-muted-700 dark:text-muted-300">{[v.place, v.hours, v.commitment].filter(Boolean).join(" · ")}</p>
        </li>
      ))}
    </ol>
  );
}
