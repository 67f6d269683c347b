import { describe, expect, it } from "vitest";
import { z } from "zod";
import { JsonApiError } from "./errors";
import { type QuerySpec, parseQuery } from "./query";

const spec = {
  include: ["organizations.profile", "roles"],
  fields: { users: ["name", "email", "roles"], roles: ["name"] },
  page: { defaultSize: 25, maxSize: 1000 },
  filter: {
    organization_id_eq: z.coerce.number().int().positive(),
    with_role: z.enum(["admin"]),
  },
  sort: ["name", "created_at"],
} satisfies QuerySpec;

const parse = (query: string, s: QuerySpec = spec) => parseQuery(new URLSearchParams(query), s);

function rejection(query: string, s: QuerySpec = spec) {
  try {
    parse(query, s);
  } catch (error) {
    expect(error).toBeInstanceOf(JsonApiError);
    const { status, errors } = error as JsonApiError;
    expect(status).toBe(400);
    return errors[0];
  }
  throw new Error(`"${query}" was accepted`);
}

describe("parseQuery", () => {
  it("fills in defaults for an empty query", () => {
    expect(parse("")).toEqual({
      include: [],
      fields: {},
      page: { number: 1, size: 25 },
      filter: {},
      sort: [],
    });
    expect(parse("", {}).page).toBeUndefined();
  });

  it("parses every family an endpoint declares", () => {
    const query = parse(
      "include=roles,organizations&fields[users]=name,roles&fields[roles]=&page[number]=3&page[size]=1000" +
        "&filter[organization_id_eq]=7&filter[with_role]=admin&sort=-created_at,name",
    );
    expect(query).toEqual({
      include: ["roles", "organizations"],
      fields: { users: ["name", "roles"], roles: [] },
      page: { number: 3, size: 1000 },
      filter: { organization_id_eq: 7, with_role: "admin" },
      sort: [
        { field: "created_at", direction: "desc" },
        { field: "name", direction: "asc" },
      ],
    });
  });

  it("accepts nested include paths and their prefixes, trims and de-duplicates", () => {
    expect(parse("include=organizations.profile, organizations,roles,roles").include).toEqual(["organizations.profile", "organizations", "roles"]);
  });

  it.each([
    ["include=profile", "include", '"profile"'],
    ["include=organizations.owner", "include", "organizations.owner"],
    ["include=roles,,organizations", "include", "empty member"],
    ["fields[vacancies]=name", "fields[vacancies]", "vacancies"],
    ["fields[users]=password", "fields[users]", "password"],
    ["page[number]=0", "page[number]", "positive integer"],
    ["page[number]=-1", "page[number]", "positive integer"],
    ["page[number]=1.5", "page[number]", "positive integer"],
    ["page[size]=01", "page[size]", "positive integer"],
    ["page[size]=1001", "page[size]", "at most 1000"],
    ["page[number]=99999999999999999", "page[number]", "too large"],
    ["page[number]=9007199254740991", "page[number]", "too large"],
    ["page[limit]=5", "page[limit]", "not supported"],
    ["filter[name_cont]=x", "filter[name_cont]", "not supported"],
    ["filter[organization_id_eq]=abc", "filter[organization_id_eq]", "organization_id_eq"],
    ["filter[with_role]=root", "filter[with_role]", "with_role"],
    ["sort=email", "sort", "email"],
    ["sort=-", "sort", '""'],
    ["fields=name", "fields", "not supported"],
    ["utm_source=mail", "utm_source", "not supported"],
    ["page[size]=5&page[size]=6", "page[size]", "more than once"],
  ])("rejects %s (parameter %s)", (query, parameter, detail) => {
    const error = rejection(query);
    expect(error.source).toEqual({ parameter });
    expect(error.detail).toContain(detail);
  });

  it("rejects every family an endpoint does not declare", () => {
    for (const query of ["include=roles", "fields[users]=name", "page[size]=1", "filter[with_role]=admin", "sort=name"]) {
      expect(rejection(query, {}).title).toBe("Unsupported query parameter");
    }
  });
});
