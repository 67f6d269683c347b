import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import type { MapPlace } from "~/components/map/map-island-data";
import { isValidLatLng, osmLink, type LatLng } from "~/components/map/osm-link";
import { entryPath } from "~/utils/slug";

export interface VacancyResult {
  id: string;
  title: string;
  organization: string | null;
  place: string | null;
  hours: string | null;
  commitment: string;
  point: LatLng | null;
}

const linkClasses = "text-primary-800 underline dark:text-primary-300";

/**
 * The results that have a place, for the map (DirectoryMap): the title links to the vacancy, the
 * line under it says who and where. `external`: the embed opens vacancies outside the frame.
 */
export function vacancyPlaces(results: VacancyResult[], external = false): MapPlace[] {
  return results.flatMap((v) =>
    v.point && isValidLatLng(v.point)
      ? [
          {
            id: v.id,
            name: v.title,
            address: [v.organization, v.place].filter(Boolean).join(", "),
            href: entryPath("/vacancies", v.id, v.title),
            ...v.point,
            external,
          },
        ]
      : [],
  );
}

/**
 * One page of results: title (to the vacancy), organization, then where, how long, how often.
 * Without JavaScript the place, linking to OpenStreetMap, is the map. `external`: in the embed,
 * links open the full site outside the partner's frame.
 */
export function VacancyResultList({ results, external = false, empty }: { results: VacancyResult[]; external?: boolean; empty?: string }) {
  const { t } = useTranslation("vacancy-search");
  if (!results.length) return <p className="mt-6">{empty ?? t("list.empty")}</p>;
  const target = external ? { target: "_blank", rel: "noopener" } : {};
  return (
    <ol className="mt-6 grid gap-4" aria-label={t("list.label")}>
      {results.map((v) => (
        <li key={v.id} className="rounded-theme border border-muted-200 p-4 dark:border-muted-700">
          <h2 className="text-lg font-semibold">
            <Link to={entryPath("/vacancies", v.id, v.title)} className={linkClasses} {...target}>
              {v.title}
            </Link>
          </h2>
          {v.organization ? <p>{v.organization}</p> : null}
          <p className="text-sm text-muted-700 dark:text-muted-300">
            {v.place && v.point && isValidLatLng(v.point) ? (
              <>
                <a href={osmLink(v.point)} className={`${linkClasses} inline-block min-h-6`} aria-label={t("map.placeOnMap", { place: v.place })} {...target}>
                  {v.place}
                </a>
                {[v.hours, v.commitment]
                  .filter(Boolean)
                  .map((fact) => ` · ${fact}`)
                  .join("")}
              </>
            ) : (
              [v.place, v.hours, v.commitment].filter(Boolean).join(" · ")
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}
