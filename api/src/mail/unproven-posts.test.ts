import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { approvedActivity, seedOrganizations } from "../../test/activity-fixtures";
import { fetchWithVars } from "../../test/auth";
import { CENTER, TENANT_A } from "../../test/fixtures";
import { JSON_API } from "../../test/request";

// Issue 45: the other anonymous posts that mail a typed address (docs/security.md, "Abuse model")
// obey the same limit as form receipts: past UNPROVEN_MAILS_PER_ADDRESS the record is kept and
// only the mail is not written.

beforeEach(() => seedOrganizations(env.DB));

// One mail a day per address; help requests exist on the neighbour-help tenant only.
const LIMITS = { UNPROVEN_MAILS_PER_ADDRESS: "1", NEIGHBOUR_HELP_TENANT: TENANT_A };

const post = (path: string, type: string, attributes: object, visitor: string) =>
  fetchWithVars(LIMITS, path, {
    method: "POST",
    headers: { "Content-Type": JSON_API, "CF-Connecting-IP": visitor, "Volunteer-Center-Id": String(CENTER.A1) },
    body: JSON.stringify({ data: { type, attributes } }),
  });

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;

describe("mail to a typed address from the other anonymous posts", () => {
  it("a help request past the limit is kept, unconfirmed, without its confirmation", async () => {
    const request = { name: "Riet", email: "victim@example.org", what: "Boodschappen doen", how_often: "weekly", area: "Donderberg" };
    for (const visitor of ["198.51.100.1", "198.51.100.2"]) expect((await post("/api/v1/help_requests", "help_requests", request, visitor)).status).toBe(201);
    expect(await count("SELECT count(*) AS n FROM help_requests WHERE email = 'victim@example.org'")).toBe(2);
    expect(await count("SELECT count(*) AS n FROM outbox_messages WHERE kind = 'help_request_confirm'")).toBe(1);
  });

  it("a guest's activity sign-up past the limit is kept, unconfirmed, without its confirmation", async () => {
    const id = await approvedActivity();
    for (const visitor of ["198.51.100.3", "198.51.100.4"])
      expect(
        (await post("/api/v1/activity_sign_ups", "activity_sign_ups", { activity_id: id, name: "Eva", email: "victim@example.org" }, visitor)).status,
      ).toBe(201);
    expect(await count("SELECT count(*) AS n FROM activity_sign_ups WHERE email = 'victim@example.org' AND status = 'unconfirmed'")).toBe(2);
    expect(await count("SELECT count(*) AS n FROM outbox_messages WHERE kind = 'activity_confirm'")).toBe(1);
  });
});
