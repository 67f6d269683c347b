import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { fetchWithVars, row } from "../../../test/auth";
import { CENTER } from "../../../test/fixtures";
import { type ActorName, OLGA, ORG2 as ORG, as, seedOrganizations, sendAs } from "../../../test/organization-fixtures";
import { JSON_API, apiFetch, expectDocument, expectError } from "../../../test/request";

beforeEach(() => seedOrganizations(env.DB));

const INDEX = "/api/v1/organizations";

const send = (method: string, path: string, actor: ActorName, attributes?: Record<string, unknown>, id?: string) =>
  sendAs(actor, method, path, attributes && { data: { type: "organizations", ...(id && { id }), attributes } });

/** Every organization row of both tenants, to prove that a denied call changed nothing. */
const snapshot = async () =>
  (
    await env.DB.prepare(
      "SELECT o.*, p.website, a.city FROM organizations o LEFT JOIN organization_profiles p ON p.organization_id = o.id LEFT JOIN organization_addresses a ON a.organization_id = o.id ORDER BY o.id",
    ).all()
  ).results;
const outbox = () => env.DB.prepare("SELECT to_address, locale, kind, subject, text_body FROM outbox_messages ORDER BY id").all();

async function expectDenied(response: Response, status: number) {
  const before = await snapshot();
  await expectError(response, status);
  expect(await snapshot()).toEqual(before);
}

describe("PUT /api/v1/organizations/:id/approve", () => {
  const approve = (id: number, actor: ActorName, attributes: Record<string, unknown> = { status: "approved" }) =>
    send("PUT", `${INDEX}/${id}/approve`, actor, attributes, String(id));

  it.each<[ActorName, number, number]>([
    ["anonymous", ORG.SCHOOL, 401],
    ["volunteer", ORG.SCHOOL, 404],
    ["otherOrgAdmin", ORG.SCHOOL, 404],
    ["otherStaff", ORG.SCHOOL, 404],
    ["otherTenant", ORG.SCHOOL, 404],
    ["orgAdmin", ORG.SCHOOL, 403], // a member: sees it, may not decide
    ["otherOrgAdmin", ORG.NOORD_PENDING, 403], // its own admin may not approve it
    ["volunteer", ORG.DENIED, 404],
  ])("refuses %s on organization %i with %i, changing nothing", async (actor, id, status) => {
    const before = await snapshot();
    const response = await approve(id, actor, { status: "approved" });
    await expectError(response, status);
    expect(await snapshot()).toEqual(before);
  });

  it.each<[ActorName, number]>([
    ["staff", ORG.SCHOOL],
    ["superAdmin", ORG.SCHOOL],
    ["superAdmin", ORG.NOORD_PENDING],
    ["otherStaff", ORG.NOORD_PENDING],
  ])("lets %s approve pending organization %i", async (actor, id) => {
    const document = await expectDocument(await approve(id, actor), 200);
    expect(document.data.attributes.status).toBe("approved");
    const stored = await row<{ status: string; status_changed_at: string }>("SELECT status, status_changed_at FROM organizations WHERE id = ?", id);
    expect(stored?.status).toBe("approved");
    expect(stored?.status_changed_at).toEqual(expect.any(String));
    // Now public.
    await expectDocument(await apiFetch(`${INDEX}/${id}`), 200);
  });

  it.each([
    [ORG.CLUB, "approved", "pending"],
    [ORG.CLUB, "approved", "denied"],
    [ORG.DENIED, "denied", "approved"],
  ])("refuses the illegal transition of %i from %s to %s with 422", async (id, from, to) => {
    const before = await snapshot();
    const error = await expectError(await approve(id, "staff", { status: to }), 422);
    expect(error.source).toEqual({ pointer: "/data/attributes/status" });
    expect(error.code).toBe("transition");
    expect(error.detail).toContain(`from ${from} to ${to}`);
    expect(await snapshot()).toEqual(before);
  });

  it("walks denied → pending → approved → archived → approved", async () => {
    for (const status of ["pending", "approved", "archived", "approved"]) {
      const document = await expectDocument(await approve(ORG.DENIED, "staff", { status }), 200);
      expect(document.data.attributes.status).toBe(status);
    }
  });

  it("mails every status change to the organization's admins in their language, with the reason when given", async () => {
    await expectDocument(
      await approve(ORG.NOORD_PENDING, "superAdmin", {
        status: "denied",
        reason: "Geen KvK-nummer.",
      }),
      200,
    );
    await expectDocument(
      await approve(ORG.CLUB, "staff", {
        status: "archived",
        reason: "Closed down.",
      }),
      200,
    );
    await expectDocument(await approve(ORG.SCHOOL, "staff", { status: "approved" }), 200);
    // Restored without a reason: the admin still hears of it, with no empty 'Reason:' line.
    await expectDocument(await approve(ORG.CLUB, "staff", { status: "approved" }), 200);
    const { results } = await outbox();
    expect(results).toEqual([
      expect.objectContaining({
        to_address: OLGA.email,
        locale: "nl",
        kind: "organization_status",
        subject: "Stichting Noord is afgewezen",
      }),
      expect.objectContaining({
        to_address: "anton@example.org",
        locale: "en",
        subject: "Sportclub Alpha has been archived",
      }),
      expect.objectContaining({
        to_address: "anton@example.org",
        subject: "Sportclub Alpha has been approved",
      }),
    ]);
    expect(results[0].text_body).toContain("Geen KvK-nummer.");
    expect(results[1].text_body).toContain("Closed down.");
    expect(results[2].text_body).toContain("has been approved by");
    expect(results[2].text_body).not.toContain("Reason:");
    expect((await row<{ status_reason: string }>("SELECT status_reason FROM organizations WHERE id = ?", ORG.NOORD_PENDING))?.status_reason).toBe(
      "Geen KvK-nummer.",
    );
  });

  it("validates the document: status required and known, no other attributes, matching id and type", async () => {
    const missing = await expectError(await approve(ORG.SCHOOL, "staff", {}), 422);
    expect(missing.source).toEqual({ pointer: "/data/attributes/status" });
    const unknown = await expectError(await approve(ORG.SCHOOL, "staff", { status: "gone" }), 422);
    expect(unknown.code).toBe("inclusion");
    const extra = await expectError(await approve(ORG.SCHOOL, "staff", { status: "approved", name: "X" }), 422);
    expect(extra.source).toEqual({ pointer: "/data/attributes/name" });
    await expectError(await send("PUT", `${INDEX}/${ORG.SCHOOL}/approve`, "staff", { status: "approved" }, String(ORG.CLUB)), 409);
  });
});

describe("PUT /api/v1/organizations/:id", () => {
  const update = (id: number, actor: ActorName, attributes: Record<string, unknown>) =>
    send("PUT", `${INDEX}/${id}?include=profile,address`, actor, attributes);

  it("lets the organization's own admin edit name, profile and address", async () => {
    const document = await expectDocument(
      await update(ORG.CLUB, "orgAdmin", {
        name: "Sportclub Alpha 1920",
        profile: { website: "https://new.example.org", phone: "" },
        address: { city: "Alphen", latitude: 52.2 },
      }),
      200,
    );
    expect(document.data.attributes.name).toBe("Sportclub Alpha 1920");
    const [profile, address] = document.included;
    expect(profile.attributes).toMatchObject({
      website: "https://new.example.org",
      phone: null,
      description: "Sport voor iedereen.",
    });
    expect(address.attributes).toMatchObject({
      city: "Alphen",
      street: "Sportlaan",
      latitude: 52.2,
    });
  });

  it("stores a website typed without a scheme as https", async () => {
    const document = await expectDocument(await update(ORG.CLUB, "orgAdmin", { profile: { website: "www.alpha.example.org/club" } }), 200);
    expect(document.included[0].attributes.website).toBe("https://www.alpha.example.org/club");
  });

  it("keeps an optional donation page (issue 49): stored, cleared with null, at most 500 characters", async () => {
    const saved = await expectDocument(await update(ORG.CLUB, "orgAdmin", { profile: { donation_url: "www.alpha.example.org/geef" } }), 200);
    expect(saved.included[0].attributes.donation_url).toBe("https://www.alpha.example.org/geef");
    const tooLong = await expectError(await update(ORG.CLUB, "orgAdmin", { profile: { donation_url: `https://a.example.org/${"x".repeat(480)}` } }), 422);
    expect(tooLong.source).toEqual({ pointer: "/data/attributes/profile/donation_url" });
    const cleared = await expectDocument(await update(ORG.CLUB, "orgAdmin", { profile: { donation_url: null } }), 200);
    expect(cleared.included[0].attributes.donation_url).toBeNull();
  });

  it("creates a missing profile and address", async () => {
    const document = await expectDocument(
      await update(ORG.SCHOOL, "staff", {
        profile: { description: "Nieuw" },
        address: { city: "Alpha" },
      }),
      200,
    );
    expect(document.included.map((r: { type: string }) => r.type)).toEqual(["organization_profiles", "organization_addresses"]);
  });

  it.each(["status", "organization_type", "reason"])("refuses the admin's %s with 403 on its pointer", async (field) => {
    const before = await snapshot();
    const value = {
      status: "archived",
      organization_type: "School",
      reason: "x",
    }[field];
    const error = await expectError(await update(ORG.CLUB, "orgAdmin", { [field]: value }), 403);
    expect(error.source).toEqual({ pointer: `/data/attributes/${field}` });
    expect(await snapshot()).toEqual(before);
  });

  it("lets staff change status and kind with the transition rules", async () => {
    const changes = { status: "denied", organization_type: "Foundation" };
    const document = await expectDocument(await update(ORG.SCHOOL, "staff", changes), 200);
    expect(document.data.attributes).toMatchObject(changes);
    const error = await expectError(await update(ORG.SCHOOL, "staff", { status: "approved" }), 422);
    expect(error.source).toEqual({ pointer: "/data/attributes/status" });
    // Sending the status it has is a no-op.
    await expectDocument(await update(ORG.CLUB, "staff", { status: "approved", name: "Club" }), 200);
  });

  it.each<[ActorName, number, number]>([
    ["anonymous", ORG.CLUB, 401],
    ["volunteer", ORG.CLUB, 403],
    ["otherOrgAdmin", ORG.CLUB, 403],
    ["otherStaff", ORG.CLUB, 403],
    ["otherStaff", ORG.SCHOOL, 404],
    ["otherTenant", ORG.CLUB, 404],
    ["superAdmin", ORG.B_CLUB, 404],
    ["orgAdmin", ORG.SCHOOL, 403], // member only
  ])("refuses %s on %i with %i, changing nothing", async (actor, id, status) => {
    await expectDenied(await update(id, actor, { name: "Hacked" }), status);
  });

  it("answers 422 per invalid field with nested pointers", async () => {
    const error = await expectError(await update(ORG.CLUB, "orgAdmin", { profile: { website: "nope" } }), 422);
    expect(error.source).toEqual({
      pointer: "/data/attributes/profile/website",
    });
    const blank = await expectError(await update(ORG.CLUB, "orgAdmin", { name: " " }), 422);
    expect(blank.source).toEqual({ pointer: "/data/attributes/name" });
    const unknown = await expectError(await update(ORG.CLUB, "orgAdmin", { address: { country: "NL" } }), 422);
    expect(unknown.code).toBe("unknown_attribute");
  });

  it.each([
    "javascript:alert(document.cookie)",
    "JavaScript://%0Aalert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "ftp://files.example.org/",
    "file:///etc/passwd",
    "https:///no-host",
  ])("takes only http(s) websites and logos: 422 with a pointer for %s", async (url) => {
    for (const field of ["website", "logo_url", "donation_url"]) {
      const error = await expectError(await update(ORG.CLUB, "orgAdmin", { profile: { [field]: url } }), 422);
      expect(error.source).toEqual({
        pointer: `/data/attributes/profile/${field}`,
      });
    }
    const stored = await env.DB.prepare("SELECT website, logo_url, donation_url FROM organization_profiles WHERE organization_id = ?")
      .bind(ORG.CLUB)
      .first<{ website: string | null; logo_url: string | null; donation_url: string | null }>();
    expect(stored?.website ?? "").not.toBe(url);
    expect(stored?.logo_url ?? "").not.toBe(url);
    expect(stored?.donation_url ?? "").not.toBe(url);
  });

  it("keeps an http or https website as given", async () => {
    for (const website of ["http://club.example.org", "HTTPS://Club.example.org/over?x=1"])
      await expectDocument(await update(ORG.CLUB, "orgAdmin", { profile: { website } }), 200);
  });
});

describe("POST /api/v1/organizations", () => {
  const create = (actor: ActorName, attributes: Record<string, unknown>) => send("POST", INDEX, actor, attributes);

  it("lets staff add a pending organization to their centre (the request's centre by default)", async () => {
    const response = await create("staff", {
      name: "Nieuwe Club",
      organization_type: "Association",
      profile: { description: "Hallo" },
    });
    const document = await expectDocument(response, 201);
    expect(document.data.attributes).toMatchObject({
      name: "Nieuwe Club",
      organization_type: "Association",
      status: "pending",
      volunteer_center_id: String(CENTER.A1),
    });
    expect(response.headers.get("location")).toBe(`https://api.test${INDEX}/${document.data.id}`);
    expect(document.data.relationships.profile.data).not.toBeNull();
  });

  it("lets a super admin add to any centre of the tenant, approved at once", async () => {
    const document = await expectDocument(
      await create("superAdmin", {
        name: "Noordclub",
        status: "approved",
        volunteer_center_id: String(CENTER.A2),
      }),
      201,
    );
    expect(document.data.attributes.status).toBe("approved");
  });

  it.each<[ActorName, Record<string, unknown>, number]>([
    ["anonymous", {}, 401],
    ["volunteer", {}, 403],
    ["orgAdmin", {}, 403],
    ["staff", { volunteer_center_id: String(CENTER.A2) }, 403],
    ["superAdmin", { volunteer_center_id: String(CENTER.B1) }, 422],
    ["staff", { status: "archived" }, 422],
  ])("refuses %s with %j: %i and no row", async (actor, extra, status) => {
    await expectDenied(await create(actor, { name: "X", ...extra }), status);
  });

  it("requires a name", async () => {
    const error = await expectError(await create("staff", {}), 422);
    expect(error.source).toEqual({ pointer: "/data/attributes/name" });
  });
});

describe("DELETE /api/v1/organizations/:id", () => {
  const remove = (id: number, actor: ActorName) => send("DELETE", `${INDEX}/${id}`, actor);

  it("archives for staff (204); the organization leaves the public list; again is 204", async () => {
    const response = await remove(ORG.CLUB, "staff");
    expect(response.status).toBe(204);
    expect((await row<{ status: string }>("SELECT status FROM organizations WHERE id = ?", ORG.CLUB))?.status).toBe("archived");
    await expectError(await apiFetch(`${INDEX}/${ORG.CLUB}`), 404);
    expect((await remove(ORG.CLUB, "superAdmin")).status).toBe(204);
  });

  it.each<[ActorName, number, number]>([
    ["anonymous", ORG.CLUB, 401],
    ["volunteer", ORG.CLUB, 403],
    ["orgAdmin", ORG.CLUB, 403],
    ["otherOrgAdmin", ORG.CLUB, 403],
    ["otherStaff", ORG.CLUB, 403],
    ["otherStaff", ORG.DENIED, 404],
    ["otherTenant", ORG.CLUB, 404],
    ["superAdmin", ORG.B_CLUB, 404],
  ])("refuses %s on %i with %i, changing nothing", async (actor, id, status) => {
    await expectDenied(await remove(id, actor), status);
  });
});

describe("PUT /api/v1/organizations/:id/move", () => {
  const move = (id: number, actor: ActorName, centre: number) =>
    send("PUT", `${INDEX}/${id}/move`, actor, {
      volunteer_center_id: String(centre),
    });

  it("moves an organization to another centre of the tenant", async () => {
    const document = await expectDocument(await move(ORG.CLUB, "staff", CENTER.A2), 200);
    expect(document.data.attributes.volunteer_center_id).toBe(String(CENTER.A2));
    // Staff of the old centre no longer manage it.
    await expectError(await move(ORG.CLUB, "staff", CENTER.A1), 403);
  });

  it("answers 404 with the target's pointer for a centre of another tenant", async () => {
    const before = await snapshot();
    const error = await expectError(await move(ORG.CLUB, "superAdmin", CENTER.B1), 404);
    expect(error.source).toEqual({
      pointer: "/data/attributes/volunteer_center_id",
    });
    expect(await snapshot()).toEqual(before);
  });

  it.each<[ActorName, number, number]>([
    ["anonymous", ORG.CLUB, 401],
    ["volunteer", ORG.CLUB, 403],
    ["orgAdmin", ORG.CLUB, 403],
    ["otherStaff", ORG.CLUB, 403],
    ["otherStaff", ORG.SCHOOL, 404],
    ["otherTenant", ORG.CLUB, 404],
  ])("refuses %s on %i with %i", async (actor, id, status) => {
    await expectDenied(await move(id, actor, CENTER.A2), status);
  });

  it("does not exist without ENABLE_ORGANIZATIONS_MOVING", async () => {
    const request = await as("superAdmin");
    const before = await snapshot();
    const response = await fetchWithVars({ ENABLE_ORGANIZATIONS_MOVING: "false" }, `${INDEX}/${ORG.CLUB}/move`, {
      method: "PUT",
      headers: { ...request.headers, "Content-Type": JSON_API },
      body: JSON.stringify({
        data: {
          type: "organizations",
          attributes: { volunteer_center_id: String(CENTER.A2) },
        },
      }),
    });
    expect((await expectError(response, 404)).detail).toBe("Moving organizations is not enabled.");
    expect(await snapshot()).toEqual(before);
    // Other methods: 404 without the flag, 405 with it.
    const path = `${INDEX}/${ORG.CLUB}/move`;
    await expectError(await fetchWithVars({ ENABLE_ORGANIZATIONS_MOVING: "false" }, path), 404);
    const response405 = await apiFetch(path);
    expect(response405.headers.get("allow")).toBe("PUT");
    await expectError(response405, 405);
  });
});
