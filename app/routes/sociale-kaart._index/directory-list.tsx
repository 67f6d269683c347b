import { useSearchParams } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import type { DirectoryEntry } from "~/.server/api/social-map";
import { isValidLatLng, osmLink } from "~/components/map/osm-link";
import type { MapPlace } from "~/components/map/map-island-data";
import { entryPath } from "~/utils/slug";
import { Section } from "~/components/section";

const linkClasses = "text-primary-800 underline dark:text-primary-300";

/**
 * The organizations of one page: name (to its page), kind, the start of its description, tags and address, the address linking
 * to OpenStreetMap. This list is the whole directory without JavaScript; the map only adds to it.
 * `external`: in the embed, links open the full site outside the partner's frame.
 */
export function DirectoryList({ entries, external = false }: { entries: DirectoryEntry[]; external?: boolean }) {
  const { t } = useTranslation(["social-map", "organizations"]);
  if (!entries.length) return <p className="mt-6">{t("list.empty")}</p>;
  const target = external ? { target: "_blank", rel: "noopener" } : {};
  return (
    <>
      {entries.some((entry) => entry.stale) ? <StaleLegend /> : null}
      <ol className="mt-6 grid gap-4" aria-label={t("list.label")}>
        {entries.map((entry) => {
          const point = { lat: entry.latitude ?? Number.NaN, lng: entry.longitude ?? Number.NaN };
          return (
            <li key={entry.id} className="rounded-theme border border-muted-200 p-4 dark:border-muted-700">
              <h2 className="text-lg font-semibold">
                <Link to={entryPath("/sociale-kaart", entry.id, entry.name)} className={linkClasses} {...target}>
                  {entry.name}
                </Link>
              </h2>
              <p className="text-sm text-muted-700 dark:text-muted-300">
                {t(`organizations:types.${entry.organizationType}`, { defaultValue: entry.organizationType })}
              </p>
              {entry.summary ? <p className="mt-2">{entry.summary}</p> : null}
              {entry.stale ? (
                <p className="mt-2">
                  <StaleMark />
                </p>
              ) : null}
              {entry.tags.length ? (
                <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("list.tags")}>
                  {entry.tags.map((tag) => (
                    <li key={tag} className="rounded-full bg-primary-50 px-2 py-0.5 text-sm text-primary-900 dark:bg-primary-950 dark:text-primary-100">
                      {tag}
                    </li>
                  ))}
                </ul>
              ) : null}
              {entry.address ? (
                <p className="mt-2">
                  {isValidLatLng(point) ? (
                    <a href={osmLink(point)} className={linkClasses} aria-label={t("list.addressOnMap", { address: entry.address })} {...target}>
                      {entry.address}
                    </a>
                  ) : (
                    entry.address
                  )}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}

// The mark of a stale entry: a symbol and words, never colour alone; the legend explains it.
function StaleMark() {
  const { t } = useTranslation("social-map");
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-amber-700 px-2 py-0.5 text-sm text-amber-900 dark:border-amber-300 dark:text-amber-100">
      <span aria-hidden="true">⏱</span>
      {t("list.stale")}
    </span>
  );
}

/** What the mark means: above the list whenever the page has a stale entry (docs/organization-checks.md). */
function StaleLegend() {
  const { t } = useTranslation("social-map");
  return (
    <Section
      id="stale-legend"
      title={t("legend.title")}
      className="mt-6 rounded-theme border border-muted-200 p-3 text-sm dark:border-muted-700"
      headingClassName="font-semibold"
    >
      <p className="mt-1 flex flex-wrap items-center gap-2">
        <StaleMark />
        <span>{t("legend.stale")}</span>
      </p>
    </Section>
  );
}

/**
 * The map's legend, under the map: a stale entry's pin carries the list's mark; for staff an
 * unmanaged entry's pin its own (the island shows each line only when the map has such a pin).
 */
export function MapLegend() {
  const { t } = useTranslation("social-map");
  return (
    <div className="mt-2 grid gap-1 text-sm">
      <p className="font-semibold">{t("legend.title")}:</p>
      <p data-legend-mark="stale" className="flex flex-wrap items-center gap-2">
        <StaleMark />
        <span>{t("legend.stale")}</span>
      </p>
      <p data-legend-mark="unmanaged" hidden className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1 rounded-full border border-primary-800 px-2 py-0.5 text-primary-900 dark:border-primary-300 dark:text-primary-100">
          <span aria-hidden="true" className="font-bold">
            ?
          </span>
          {t("legend.unmanagedMark")}
        </span>
        <span>{t("legend.unmanaged")}</span>
      </p>
    </div>
  );
}

/** The page's entries with a place, as the map shows them (before it has all of the search's). */
export function mapPlaces(entries: DirectoryEntry[], external = false): MapPlace[] {
  return entries.flatMap((e) =>
    e.latitude !== null && e.longitude !== null
      ? [
          {
            id: e.id,
            name: e.name,
            address: e.address,
            href: entryPath("/sociale-kaart", e.id, e.name),
            lat: e.latitude,
            lng: e.longitude,
            stale: e.stale,
            external,
          },
        ]
      : [],
  );
}

/** The map's places for the page's search: the same parameters, without the page (nor the embed's `map`). */
export function mapPlacesUrl(search: string) {
  const params = new URLSearchParams(search);
  params.delete("page");
  params.delete("map");
  const query = params.toString();
  return `/sociale-kaart/plaatsen.json${query ? `?${query}` : ""}`;
}

/** Previous and next as plain links that keep the search (the list is not counted: no "of y"). */
export function DirectoryPagination({ page, hasNextPage }: { page: number; hasNextPage: boolean }) {
  const { t } = useTranslation("social-map");
  const [searchParams] = useSearchParams();
  if (!hasNextPage && page <= 1) return null;
  const href = (number: number) => {
    const params = new URLSearchParams(searchParams);
    params.set("page", String(number));
    return `?${params}`;
  };
  return (
    <nav aria-label={t("list.pagination")} className="mt-6 flex flex-wrap items-center gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={linkClasses}>
          {t("list.previous")}
        </Link>
      ) : null}
      <span>{t("list.page", { page })}</span>
      {hasNextPage ? (
        <Link to={href(page + 1)} rel="next" className={linkClasses}>
          {t("list.next")}
        </Link>
      ) : null}
    </nav>
  );
}
