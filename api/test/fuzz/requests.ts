// Builds one bad request per run for a route of the fuzz table. Every request carries at least one
// defect in something the route reads, so the only right answers are 4xx; `defect` names it.
import fc from "fast-check";
import {
  type QueryPair,
  badAccept,
  badContentType,
  badId,
  badQuery,
  headerValue,
  impossibleValue,
  malformedJson,
  nastyString,
  nastyValue,
  notADocument,
} from "./arbitraries";
import type { Actor, BodySpec, RouteFuzz } from "./route-table";

export interface FuzzRequest {
  defect: string;
  actor: Actor;
  method: string;
  path: string;
  query: QueryPair[];
  headers: Record<string, string>;
  body?: string;
}

/** Rows the fixtures hold, so a request with a good id gets past the lookup to validation. */
const EXISTING_IDS: Record<string, string[]> = {
  volunteer_centers: ["11", "12", "21"],
  users: ["101", "102", "106", "107", "111"],
  organizations: ["201", "202", "203", "211"],
  tags: ["601", "602", "611"],
  vacancies: ["601", "602", "604", "611"],
  applications: ["1"],
  notification_templates: ["11.confirmation", "platform.confirmation"],
  // Table names of the data viewer (/api/v1/data_viewer/tables/:name).
  data_viewer: ["users", "organizations", "auth_tokens"],
};

const JSON_API = "application/vnd.api+json";
/** A path parameter (`:id`, `:token`): the fuzz replaces it with good and bad values. */
const PARAM = /:\w+/;

function existingId(path: string) {
  const collection = path.split("/")[3];
  return fc.constantFrom(...(EXISTING_IDS[collection] ?? ["1"]));
}

/** A bad id that still addresses this route (not "." or "..", which the URL parser removes). */
function routedBadId(path: string) {
  const segments = path.split("/").length;
  return badId.filter((id) => {
    const url = new URL(`https://api.test${path.replace(PARAM, id)}`);
    return url.pathname.split("/").length === segments && !/^(current|\.+)$/i.test(safeDecode(id));
  });
}

function safeDecode(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

type Part = Pick<FuzzRequest, "defect"> & Partial<FuzzRequest>;

// A small pool of client addresses: enough to keep rate limits from answering every request,
// few enough that the rate-limit table (and the test storage behind it) stays small.
const ip = fc.nat(31).map((n) => `10.0.0.${n}`);

/** Attributes with nasty values, some of the names the route knows. */
function noise(attributes: string[]) {
  return fc
    .subarray(attributes, { maxLength: Math.min(4, attributes.length) })
    .chain((names) => fc.tuple(...names.map(() => nastyValue)).map((values) => Object.fromEntries(names.map((n, i) => [n, values[i]]))));
}

function resourceBodyDefects(spec: Extract<BodySpec, { kind: "resource" | "bulk" }>): fc.Arbitrary<Part> {
  const type = fc.constantFrom(...spec.types);
  const wrap = (data: unknown) => JSON.stringify({ data: spec.kind === "bulk" ? [data] : data });
  const unknownName = fc
    .oneof(
      fc.string({ unit: "grapheme", maxLength: 16 }).map((s) => `zz_${s}`),
      fc.constantFrom("__proto__", "constructor", "id", "type", "password_digest", "tenant_id", "admin", "role"),
    )
    .filter((name) => !spec.attributes.includes(name));
  return fc.oneof(
    malformedJson.map((body) => ({ defect: "malformed JSON", body })),
    notADocument.map((doc) => ({
      defect: "not a JSON:API document",
      body: JSON.stringify(doc),
    })),
    fc
      .tuple(
        nastyString.filter((t) => !spec.types.includes(t)),
        noise(spec.attributes),
      )
      .map(([t, attributes]) => ({
        defect: "foreign type",
        body: wrap({
          type: t,
          id: spec.kind === "bulk" ? "601" : undefined,
          attributes,
        }),
      })),
    fc.tuple(type, fc.constantFrom<unknown>([], "x", null, 1, true)).map(([t, attributes]) => ({
      defect: "attributes not an object",
      body: wrap({
        type: t,
        id: spec.kind === "bulk" ? "601" : undefined,
        attributes,
      }),
    })),
    fc.tuple(type, fc.constantFrom<unknown>(5, {}, [], true, null), noise(spec.attributes)).map(([t, id, attributes]) => ({
      defect: "id not a string",
      body: wrap({ type: t, id, attributes }),
    })),
    fc.tuple(type, noise(spec.attributes), unknownName, nastyValue).map(([t, attributes, name, value]) => ({
      defect: `unknown attribute ${JSON.stringify(name)}`,
      body: wrap({
        type: t,
        id: spec.kind === "bulk" ? "601" : undefined,
        attributes: { ...attributes, [name]: value },
      }),
    })),
    fc.tuple(type, noise(spec.attributes), fc.constantFrom(...spec.attributes), impossibleValue).map(([t, attributes, name, value]) => ({
      defect: `impossible ${name}`,
      body: wrap({
        type: t,
        id: spec.kind === "bulk" ? "601" : undefined,
        attributes: { ...attributes, [name]: value },
      }),
    })),
  );
}

function authBodyDefects(keys: string[]): fc.Arbitrary<Part> {
  return fc.oneof(
    malformedJson.map((body) => ({ defect: "malformed JSON", body })),
    notADocument
      .filter((v) => typeof v !== "object" || v === null || Array.isArray(v))
      .map((doc) => ({
        defect: "not a JSON object",
        body: JSON.stringify(doc),
      })),
    fc.tuple(noise(keys), fc.constantFrom(...keys), impossibleValue, fc.boolean()).map(([values, key, value, jsonApi]) => {
      const attributes = { ...values, [key]: value };
      return {
        defect: `impossible ${key}`,
        body: JSON.stringify(jsonApi ? { data: { type: "users", attributes } } : attributes),
      };
    }),
  );
}

function bodyDefects(spec: BodySpec): fc.Arbitrary<Part> {
  return spec.kind === "auth" ? authBodyDefects(spec.keys) : resourceBodyDefects(spec);
}

/** The arbitrary of bad requests for one route of the table. */
export function badRequests(method: string, path: string, fuzz: RouteFuzz): fc.Arbitrary<FuzzRequest> {
  const isAuth = path.startsWith("/auth/");
  const hasId = PARAM.test(path);
  const hasBody = method !== "GET";
  const anyBody = fc.oneof(
    malformedJson,
    fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v) ?? "null"),
  );
  const defects: fc.Arbitrary<Part>[] = [
    fc.constantFrom("", "UPPER", "-lead", "a".repeat(41), "tenant-zz-unknown", "tenant a", "tenant-a;drop", "tenant_a").map((tenant) => ({
      defect: `X-Tenant ${JSON.stringify(tenant)}`,
      headers: tenant === "" ? { "X-Tenant": "" } : { "X-Tenant": tenant },
    })),
    headerValue
      .filter((v) => v !== "" && v !== "main" && v !== "meedoen")
      .map((value) => ({
        defect: `App-Context ${JSON.stringify(value)}`,
        headers: { "App-Context": value },
      })),
  ];
  if (!isAuth)
    defects.push(
      badAccept.map((accept) => ({
        defect: `Accept ${accept}`,
        headers: { Accept: accept },
      })),
    );
  if (hasBody)
    defects.push(
      fc.tuple(badContentType(isAuth), anyBody).map(([type, body]) => ({
        defect: `Content-Type ${type}`,
        headers: { "Content-Type": type },
        body,
      })),
    );
  if (fuzz.readsQuery) defects.push(badQuery.map((query) => ({ defect: "bad query", query })));
  if (hasId && !fuzz.body)
    defects.push(
      routedBadId(path).map((id) => ({
        defect: `id ${id}`,
        path: path.replace(PARAM, id),
      })),
    );
  if (fuzz.body) defects.push(bodyDefects(fuzz.body), bodyDefects(fuzz.body));

  const credentialNoise = fc.option(
    fc.record({
      "access-token": headerValue,
      client: headerValue,
      uid: headerValue,
    }),
    { nil: undefined },
  );
  return fc
    .tuple(fc.oneof(...defects), fc.constantFrom(...fuzz.actors), hasId ? fc.oneof(existingId(path), routedBadId(path)) : fc.constant(""), credentialNoise, ip)
    .map(([part, actor, id, bogus, address]) => {
      const body = part.body;
      const headers: Record<string, string> = {
        Accept: JSON_API,
        "X-Tenant": "tenant-a",
        "CF-Connecting-IP": address,
        ...(body !== undefined && {
          "Content-Type": isAuth ? "application/json" : JSON_API,
        }),
        ...(actor === "anonymous" && bogus),
        ...part.headers,
      };
      return {
        defect: part.defect,
        actor,
        method,
        path: part.path ?? path.replace(PARAM, id),
        query: part.query ?? [],
        headers,
        body,
      };
    });
}
