import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useTranslation } from "~/i18n-t";
import { isValidLatLng, type LatLng } from "./osm-link";

// Leaflet only for a hydrated form that shows the map: the dynamic import keeps it, and its CSS,
// out of the server bundle and out of every other page's chunk (issue 47).
const AddressMap = lazy(() => import("./address-map.client"));

/** The form's address inputs, by name, that place the vacancy. */
const ADDRESS_PARTS = { street: "street", house_number: "houseNumber", postal_code: "postalCode", city: "city" } as const;
/** Typing pauses this long before the address is looked up. */
const PAUSE_MS = 600;

type Status = "none" | "stored" | "looking" | "found" | "notFound" | "placed";

/** The form's address as the locate route's query; empty when no part is filled in. */
function addressQuery(form: HTMLFormElement): string {
  const query = new URLSearchParams();
  for (const [param, name] of Object.entries(ADDRESS_PARTS)) {
    const input = form.elements.namedItem(name);
    const value = input instanceof HTMLInputElement ? input.value.trim() : "";
    if (value) query.set(param, value);
  }
  return query.toString();
}

/**
 * The vacancy's place on a map, after the address fields (docs/vacancies.md "The form's map").
 * Only with JavaScript: without it nothing renders and the form posts exactly what it did. The
 * map looks the address up as it is typed (/vacancies/plaats.json, the api's geocoder) and puts
 * the pin there, or says the address cannot be found; a click on the map, dragging the pin or the
 * arrow keys on it place the point by hand. The point goes with the form (latitude, longitude,
 * and `mapPlaced`, which tells the action the map was there: empty coordinates then clear it).
 */
export function AddressMapField({ formId, initial, tileUrl }: { formId: string; initial: LatLng | null; tileUrl: string }) {
  const { t } = useTranslation("vacancies");
  const hydrated = useHydrated();
  const start = initial && isValidLatLng(initial) ? initial : null;
  const [point, setPoint] = useState<LatLng | null>(start);
  const [view, setView] = useState<LatLng | null>(start);
  const [status, setStatus] = useState<Status>(start ? "stored" : "none");
  const asked = useRef<string | null>(null);
  // Leaflet only once the map's box is in view: not at hydration, where the description's editor
  // loads its own chunk (on a busy machine the two together held the editor up for seconds).
  const box = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || inView) return;
    if (!("IntersectionObserver" in window)) return setInView(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        setInView(true);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hydrated, inView]);

  const locate = useCallback(async (query: string) => {
    asked.current = query;
    if (!query) {
      setPoint(null);
      setStatus("none");
      return;
    }
    setStatus("looking");
    try {
      const response = await fetch(`/vacancies/plaats.json?${query}`, { headers: { accept: "application/json" } });
      const { point: found } = (await response.json()) as { point: LatLng | null };
      // A newer address was asked for meanwhile: its answer decides.
      if (asked.current !== query) return;
      setPoint(response.ok ? found : null);
      if (response.ok && found) setView(found);
      setStatus(response.ok && found ? "found" : "notFound");
    } catch {
      if (asked.current === query) setStatus("notFound");
    }
  }, []);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onInput = (event: Event) => {
      const target = event.target;
      if (!(target instanceof HTMLInputElement) || !Object.values<string>(ADDRESS_PARTS).includes(target.name)) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const query = addressQuery(form);
        if (query !== asked.current) void locate(query);
      }, PAUSE_MS);
    };
    // The address as the page opened: a vacancy without a point yet is looked up at once.
    asked.current = addressQuery(form);
    if (!start && asked.current) void locate(asked.current);
    form.addEventListener("input", onInput);
    return () => {
      clearTimeout(timer);
      form.removeEventListener("input", onInput);
    };
    // Once per form: `start` is the page's initial point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId, locate]);

  const place = useCallback((at: LatLng) => {
    setPoint(at);
    setStatus("placed");
  }, []);

  if (!hydrated) return null;
  const fixed = (value: number | undefined) => (value === undefined ? "" : value.toFixed(6));
  return (
    <div className="grid gap-2">
      <p className="font-medium" id={`${formId}-map-label`}>
        {t("form.map.label")}
      </p>
      <p className="text-sm">{t("form.map.hint")}</p>
      <div role="group" aria-labelledby={`${formId}-map-label`} ref={box}>
        {inView ? (
          <Suspense fallback={<div className="h-72 w-full rounded-[min(var(--radius-theme),1rem)] bg-muted-100 dark:bg-muted-800" />}>
            <AddressMap point={point} view={view} onPlace={place} tileUrl={tileUrl} pinLabel={t("form.map.pin")} />
          </Suspense>
        ) : (
          <div className="h-72 w-full rounded-[min(var(--radius-theme),1rem)] bg-muted-100 dark:bg-muted-800" />
        )}
      </div>
      <p role="status" className="text-sm" data-map-status={status}>
        {t(`form.map.${status}`)}
      </p>
      <input type="hidden" name="latitude" value={fixed(point?.lat)} />
      <input type="hidden" name="longitude" value={fixed(point?.lng)} />
      <input type="hidden" name="mapPlaced" value="on" />
    </div>
  );
}
