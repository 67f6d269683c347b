import { MAX_WINDOW_DAYS, addDays, daysBetween, localToday } from "@contract/activities";
import { searchWords } from "@contract/rules";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { geocoderFor } from "../../geocoder/geocoder";
import { locatePostcode } from "../../geocoder/postcodes";
import { badRequest } from "../../jsonapi/errors";
import { toPlainText } from "../../rich-text/plain-text";
import { storedRichText } from "../../rich-text/validate";
import { listQuery } from "../../jsonapi/list-query";
import { pageOffset } from "../../jsonapi/pagination";
import type { ParsedQuery } from "../../jsonapi/query";
import { loadActor } from "../../auth/actor";
import { currentCenterId } from "../../current-center";
import { listCandidates } from "./queries";
import { indexQuery } from "./schema";
import { type ActivityRow, occurrencesOf } from "./serializer";

type Query = ParsedQuery<typeof indexQuery>;

/** Without a distance, "near" means within this many kilometres. */
const DEFAULT_KM = 25;

function kmBetween([lat1, lng1]: [number, number], [lat2, lng2]: [number, number]) {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

async function nearPoint(c: Context<AppEnv>, f: Query["filter"]): Promise<[number, number] | undefined> {
  if (f.postcode === undefined) return f.near;
  if (f.near !== undefined)
    throw badRequest("Invalid query parameter", 'Give "filter[postcode]" or "filter[near]", not both.', { parameter: "filter[postcode]" });
  const point = await locatePostcode(c.var.db, geocoderFor(configOf(c.env)), f.postcode);
  if (point === null) throw badRequest("Unknown postcode", `The postcode "${f.postcode.trim()}" is not known.`, { parameter: "filter[postcode]" });
  return [point.latitude, point.longitude];
}

/**
 * GET /activities' query (listQuery's check): the window (filter[from]..filter[to], local dates;
 * today and a year on without them), the sign-in filter[managed] needs, and the point to measure
 * from. Its 400s and 401 come in this order, before anything is listed.
 */
export async function checkActivityQuery(c: Context<AppEnv>, query: Query) {
  const f = query.filter;
  const from = f.from ?? localToday();
  const to = f.to ?? addDays(from, 366);
  if (to < from || daysBetween(from, to) > MAX_WINDOW_DAYS)
    throw badRequest("Invalid query parameter", `filter[to] must be from filter[from] up to ${MAX_WINDOW_DAYS} days on.`, { parameter: "filter[to]" });
  if (f.managed === true) requireUser(c);
  return { ...query, window: { from, to }, near: await nearPoint(c, f) };
}

export const activityListQuery = listQuery(indexQuery, { check: checkActivityQuery });

/**
 * GET /activities: the activities with an occurrence in the query's window, first occurrence
 * first. Public: the approved ones of the request's centre. filter[managed]: what the caller
 * manages, every status. A centre keeps tens to hundreds, so the window's candidates are read
 * once and the page is cut in memory.
 */
export async function listActivities(c: Context<AppEnv>, query: Awaited<ReturnType<typeof checkActivityQuery>>) {
  const { filter: f, window, near } = query;
  const { from, to } = window;
  const managed = f.managed === true;
  const candidates = await listCandidates(c.var.db, c.var.tenantId, {
    from,
    to,
    centerId: f.volunteer_center_id_eq ?? (managed ? undefined : ((await currentCenterId(c)) ?? -1)),
    status: managed ? f.status_eq : "approved",
    kind: f.kind_eq,
    tagId: f.tag_id_eq,
    place: f.place_eq,
    words: searchWords(f.q ?? ""),
    online: f.online_eq,
    organizationId: f.organization_id_eq,
    managedBy: managed ? await loadActor(c) : undefined,
  });
  const km = f.distance_km_lteq ?? DEFAULT_KM;
  // The SQL matched the stored description's JSON, whose keys ("paragraph", "text") are no words
  // of the activity: each word is checked again against the words a visitor reads.
  const words = searchWords(f.q ?? "").map((w) => w.toLowerCase());
  const readable = (r: ActivityRow) => `${r.activity.title} ${r.activity.place ?? ""} ${toPlainText(storedRichText(r.activity.description))}`.toLowerCase();
  const matching = candidates
    .filter((r) => {
      if (words.length === 0) return true;
      const text = readable(r);
      return words.every((w) => text.includes(w));
    })
    .filter(
      (r) =>
        near === undefined ||
        r.activity.online ||
        (r.activity.latitude !== null && r.activity.longitude !== null && kmBetween(near, [r.activity.latitude, r.activity.longitude]) <= km),
    )
    .map((r) => ({ r, first: occurrencesOf(r.activity, window, 1)[0] }))
    .filter((x) => x.first !== undefined);
  const order = query.sort[0];
  const key = (x: (typeof matching)[number]) =>
    order?.field === "title" ? x.r.activity.title : order?.field === "created_at" ? x.r.activity.createdAt : x.first.starts_at;
  matching.sort((x, y) => key(x).localeCompare(key(y)) * (order?.direction === "desc" ? -1 : 1) || x.r.activity.id - y.r.activity.id);
  const offset = pageOffset(query.page);
  const rows: ActivityRow[] = matching.slice(offset, offset + query.page.size).map((x) => x.r);
  return { rows, total: matching.length, window };
}
