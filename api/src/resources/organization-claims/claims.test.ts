import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, ORG, USER } from "../../../test/account-fixtures";
import { row } from "../../../test/auth";
import { type ActorName, ORG2, seedOrganizations, sendAs } from "../../../test/organization-fixtures";
import { expectDocument, expectError } from "../../../test/request";

beforeEach(() => seedOrganizations(env.DB));

const claim = (actor: ActorName, organizationId: number = ORG.CLUB, reason = "Ik ben de secretaris.") =>
  sendAs(actor, "POST", "/api/v1/organization_claims", {
    data: { type: "organization_claims", attributes: { organization_id: String(organizationId), reason } },
  });

const decide = (actor: ActorName, id: string, status: string) =>
  sendAs(actor, "PUT", `/api/v1/organization_claims/${id}`, { data: { type: "organization_claims", id, attributes: { status } } });

const isAdmin = async (userId: number, organizationId: number = ORG.CLUB) =>
  (await row(
    "SELECT 1 AS yes FROM roles WHERE user_id = ? AND name = 'admin' AND resource_type = 'Organization' AND resource_id = ?",
    userId,
    organizationId,
  )) !== null;

describe("claiming an organization", () => {
  it("records a waiting claim, tells the centre's staff, and shows it to its maker", async () => {
    const { data } = await expectDocument(await claim("volunteer"), 201);
    expect(data.attributes).toMatchObject({ status: "pending", reason: "Ik ben de secretaris.", organization_name: "Sportclub Alpha", domain_match: false });
    const mail = await row<{ kind: string; text_body: string }>("SELECT kind, text_body FROM outbox_messages WHERE to_address = ?", EMAIL.STAFF);
    expect(mail?.kind).toBe("organization_claim_new");
    expect(mail?.text_body).toContain("Ik ben de secretaris.");
    expect(await row("SELECT kind FROM notifications WHERE user_id = ?", USER.STAFF)).toEqual({ kind: "organization_claim_received" });
    const mine = await expectDocument(await sendAs("volunteer", "GET", `/api/v1/organization_claims?filter[organization_id_eq]=${ORG.CLUB}`), 200);
    expect(mine.data.map((d: { id: string }) => d.id)).toEqual([data.id]);
    // A second waiting claim by the same user is refused; nothing changed for its admins.
    expect((await expectError(await claim("volunteer"), 422)).code).toBe("taken");
    expect(await isAdmin(USER.VOLUNTEER)).toBe(false);
  });

  it("makes a user whose confirmed address is on the organization's website domain its admin at once", async () => {
    await env.DB.prepare("UPDATE organization_profiles SET website = 'https://www.example.org' WHERE organization_id = ?").bind(ORG.CLUB).run();
    const { data } = await expectDocument(await claim("volunteer"), 201);
    // Accepted by the rule (no person decided), as staff would accept it (pending until session 49).
    expect(data.attributes).toMatchObject({ domain_match: true, status: "accepted" });
    expect(data.attributes.decided_at).not.toBeNull();
    expect(await isAdmin(USER.VOLUNTEER)).toBe(true);
    const mail = await row<{ kind: string; text_body: string }>("SELECT kind, text_body FROM outbox_messages WHERE to_address = ?", EMAIL.VOLUNTEER);
    expect(mail?.kind).toBe("organization_claim_accepted");
    expect(mail?.text_body).toContain(`/organizations/${ORG.CLUB}/edit`);
    expect(await row("SELECT kind FROM notifications WHERE user_id = ?", USER.VOLUNTEER)).toEqual({ kind: "organization_claim_accepted" });
    // Staff have nothing to decide: no mail, no notification, nothing waiting.
    expect(await row("SELECT 1 FROM outbox_messages WHERE to_address = ?", EMAIL.STAFF)).toBeNull();
    expect(await row("SELECT 1 FROM notifications WHERE user_id = ?", USER.STAFF)).toBeNull();
    expect((await expectError(await decide("staff", data.id, "refused"), 422)).code).toBe("transition");
  });

  it("leaves a claim to staff while the address on the domain is being changed", async () => {
    await env.DB.prepare("UPDATE organization_profiles SET website = 'https://www.example.org' WHERE organization_id = ?").bind(ORG.CLUB).run();
    await env.DB.prepare("UPDATE users SET unconfirmed_email = 'vera@elders.example' WHERE id = ?").bind(USER.VOLUNTEER).run();
    const { data } = await expectDocument(await claim("volunteer"), 201);
    expect(data.attributes).toMatchObject({ domain_match: false, status: "pending" });
    expect(await isAdmin(USER.VOLUNTEER)).toBe(false);
    expect(await row("SELECT kind FROM notifications WHERE user_id = ?", USER.STAFF)).toEqual({ kind: "organization_claim_received" });
  });

  it("refuses its own admins, organizations one cannot see, bad input and anonymous callers", async () => {
    expect((await expectError(await claim("orgAdmin"), 422)).code).toBe("already_admin");
    expect((await claim("volunteer", ORG2.NOORD_PENDING)).status).toBe(404);
    expect((await claim("otherTenant")).status).toBe(404);
    expect((await claim("anonymous")).status).toBe(401);
    expect((await expectError(await claim("volunteer", ORG.CLUB, " "), 422)).source.pointer).toBe("/data/attributes/reason");
    expect(await row("SELECT 1 FROM organization_claims")).toBeNull();
  });
});

describe("deciding a claim", () => {
  it("lets the centre's staff accept: the user becomes admin and is told", async () => {
    const { data } = await expectDocument(await claim("volunteer"), 201);
    expect((await decide("otherStaff", data.id, "accepted")).status).toBe(404);
    expect((await decide("volunteer", data.id, "accepted")).status).toBe(403);
    expect((await decide("orgAdmin", data.id, "accepted")).status).toBe(404);
    expect(await isAdmin(USER.VOLUNTEER)).toBe(false);
    const queue = await expectDocument(await sendAs("staff", "GET", "/api/v1/organization_claims?filter[status_eq]=pending"), 200);
    expect(queue.data.map((d: { id: string }) => d.id)).toEqual([data.id]);
    const decided = await expectDocument(await decide("staff", data.id, "accepted"), 200);
    expect(decided.data.attributes.status).toBe("accepted");
    expect(await isAdmin(USER.VOLUNTEER)).toBe(true);
    const mail = await row<{ kind: string; subject: string }>(
      "SELECT kind, subject FROM outbox_messages WHERE to_address = ? ORDER BY id DESC",
      EMAIL.VOLUNTEER,
    );
    expect(mail).toMatchObject({ kind: "organization_claim_accepted", subject: "Je bent beheerder van Sportclub Alpha" });
    expect(await row("SELECT kind FROM notifications WHERE user_id = ?", USER.VOLUNTEER)).toEqual({ kind: "organization_claim_accepted" });
    // Decided once: a second decision is a 422, and nothing changes.
    expect((await expectError(await decide("staff", data.id, "refused"), 422)).code).toBe("transition");
  });

  it("refusing changes nothing but the claim, and tells the user", async () => {
    const { data } = await expectDocument(await claim("volunteer"), 201);
    await expectDocument(await decide("superAdmin", data.id, "refused"), 200);
    expect(await isAdmin(USER.VOLUNTEER)).toBe(false);
    expect(await row("SELECT kind FROM notifications WHERE user_id = ?", USER.VOLUNTEER)).toEqual({ kind: "organization_claim_refused" });
    const mail = await row<{ kind: string }>("SELECT kind FROM outbox_messages WHERE to_address = ? ORDER BY id DESC", EMAIL.VOLUNTEER);
    expect(mail).toEqual({ kind: "organization_claim_refused" });
    expect((await expectError(await decide("staff", data.id, "maybe"), 422)).source.pointer).toBe("/data/attributes/status");
  });
});
