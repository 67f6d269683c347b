// Which new vacancies a digest lists: pure, so the planner's SQL stays a few plain reads and the
// rules can be read (and tested) in one place.

export interface Candidate {
  id: number;
  title: string;
  city: string | null;
  remote: boolean;
  latitude: number | null;
  longitude: number | null;
  publishedAt: string;
  tagIds: number[];
}

export interface Subscriber {
  since: string;
  tagIds: number[];
  distanceKm: number | null;
  latitude: number | null;
  longitude: number | null;
  /** Vacancies an earlier digest listed. */
  sent: Set<number>;
}

const EARTH_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine): what the vacancy search's distance filter measures. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * New (published after `since`), never listed before, of one of the chosen themes (no themes =
 * all), and within the distance of the postcode (remote vacancies are near everyone; one without
 * a place is not known to be near). Newest first.
 */
export function matchVacancies(s: Subscriber, candidates: Candidate[]): Candidate[] {
  const themes = new Set(s.tagIds);
  const near = s.distanceKm !== null && s.latitude !== null && s.longitude !== null ? { latitude: s.latitude, longitude: s.longitude, km: s.distanceKm } : null;
  return candidates.filter(
    (v) =>
      v.publishedAt > s.since &&
      !s.sent.has(v.id) &&
      (themes.size === 0 || v.tagIds.some((tag) => themes.has(tag))) &&
      (near === null ||
        v.remote ||
        (v.latitude !== null && v.longitude !== null && distanceKm(near, { latitude: v.latitude, longitude: v.longitude }) <= near.km)),
  );
}
