import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { type ActorName, as, seedOrganizations, sendAs } from "../../test/organization-fixtures";
import { apiFetch, expectDocument, expectError } from "../../test/request";

// Issue 17, finding 8: what every create answers, across resources. A client-chosen id is refused
// (JSON:API: 403 when client-generated ids are not supported) instead of silently replaced, and
// every 201 says where the new resource lives.

beforeEach(() => seedOrganizations(env.DB));

const post = (actor: ActorName, path: string, document: unknown) => sendAs(actor, "POST", path, document);

/** Each create route, the type it takes, and who may create there. */
const CREATES: [path: string, type: string, actor: ActorName][] = [
  ["/api/v1/users", "users", "anonymous"], // sign-up
  ["/api/v1/users", "users", "staff"], // invitation
  ["/api/v1/organization_sign_ups", "organization_sign_ups", "anonymous"],
  ["/api/v1/organizations", "organizations", "staff"],
  ["/api/v1/vacancies", "vacancies", "staff"],
  ["/api/v1/tags", "tags", "staff"],
  ["/api/v1/applications", "applications", "anonymous"],
];

describe("client-generated ids", () => {
  it.each(CREATES)("POST %s (%s, as %s) with a data.id answers 403 on /data/id", async (path, type, actor) => {
    for (const id of ["12345", 12345, ""]) {
      const error = await expectError(await post(actor, path, { data: { type, id, attributes: {} } }), 403);
      expect(error.code).toBe("client_generated_id");
      expect(error.source).toEqual({ pointer: "/data/id" });
    }
  });
});

describe("Location on 201", () => {
  it("an invitation says where the new user is, and staff can read it there", async () => {
    const response = await post("staff", "/api/v1/users", {
      data: {
        type: "users",
        attributes: {
          email: "loc@example.org",
          first_name: "Lot",
          last_name: "Locatie",
        },
      },
    });
    const document = await expectDocument(response, 201);
    const location = response.headers.get("Location");
    expect(location).toBe(`https://api.test/api/v1/users/${document.data.id}`);
    const read = await apiFetch(new URL(location!).pathname, await as("staff"));
    expect((await expectDocument(read, 200)).data.id).toBe(document.data.id);
  });
});
