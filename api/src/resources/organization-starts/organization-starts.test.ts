import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { row } from "../../../test/auth";
import { CENTER, TENANT_A } from "../../../test/fixtures";
import { ACTORS, type ActorName, seedOrganizations, sendAs } from "../../../test/organization-fixtures";
import { type Doc, expectDocument } from "../../../test/request";
import { rows } from "../../../test/sign-up-requests";

// Issue 49: a signed-in user starts an organization with their own account (docs/organizations.md).

const SPORT = 9101;
const CARE = 9102;
const ELSEWHERE = 9103;

beforeEach(async () => {
  await seedOrganizations(env.DB);
  await env.DB.prepare(
    "INSERT INTO tags (id, tenant_id, volunteer_center_id, name, kind) VALUES (?, ?, ?, 'Sport', 'activity'), (?, ?, ?, 'Zorg', NULL), (?, ?, ?, 'Elders', NULL)",
  )
    .bind(SPORT, TENANT_A, CENTER.A1, CARE, TENANT_A, CENTER.A1, ELSEWHERE, TENANT_A, CENTER.A2)
    .run();
});

const start = (actor: ActorName, attributes: Record<string, unknown>) =>
  sendAs(actor, "POST", "/api/v1/organization_starts", { data: { type: "organization_starts", attributes } });

const pointers = (document: Doc) => document.errors.map((e: Doc) => [e.source?.pointer, e.code]);

describe("POST /api/v1/organization_starts", () => {
  it("makes a pending organization at the centre with the caller as its admin, its themes, and mails the centre's staff", async () => {
    const usersBefore = await row<{ n: number }>("SELECT count(*) AS n FROM users");
    const response = await start("volunteer", {
      name: "Buurtmoestuin Alpha",
      organization_type: "Association",
      profile: { description: "Samen tuinieren.", donation_url: "https://geef.example.org" },
      address: { street: "Tuinpad", house_number: "1", city: "Alpha" },
      tag_ids: [String(SPORT), String(CARE)],
    });
    const document = await expectDocument(response, 201);
    const id = Number(document.data.attributes.organization_id);
    expect(document.data).toMatchObject({ type: "organization_starts", id: String(id), attributes: { name: "Buurtmoestuin Alpha", status: "pending" } });
    expect(response.headers.get("Location")).toMatch(new RegExp(`/api/v1/organizations/${id}$`));
    expect(await row("SELECT tenant_id, volunteer_center_id, status, type, name FROM organizations WHERE id = ?", id)).toEqual({
      tenant_id: TENANT_A,
      volunteer_center_id: CENTER.A1,
      status: "pending",
      type: "Association",
      name: "Buurtmoestuin Alpha",
    });
    // Their own account: no second account, no confirmation mail; the role is theirs.
    expect(await row("SELECT count(*) AS n FROM users")).toEqual(usersBefore);
    expect(await rows("SELECT user_id FROM roles WHERE resource_type = 'Organization' AND resource_id = ? AND name = 'admin'", id)).toEqual([
      { user_id: ACTORS.volunteer.id },
    ]);
    expect(await rows("SELECT tag_id FROM organization_tags WHERE organization_id = ? ORDER BY tag_id", id)).toEqual([{ tag_id: SPORT }, { tag_id: CARE }]);
    expect(await row("SELECT description, donation_url FROM organization_profiles WHERE organization_id = ?", id)).toEqual({
      description: "Samen tuinieren.",
      donation_url: "https://geef.example.org",
    });
    const mails = await rows<{ kind: string; to_address: string }>("SELECT kind, to_address FROM outbox_messages ORDER BY id");
    expect(mails.filter((m) => m.to_address === ACTORS.volunteer.email)).toEqual([]);
    expect(mails.filter((m) => m.kind === "organization_pending").map((m) => m.to_address)).toContain(ACTORS.staff.email);
  });

  it("takes only the centre's own themes, and stores nothing when one is not", async () => {
    const before = await row("SELECT count(*) AS n FROM organizations");
    const document = await expectDocument(await start("volunteer", { name: "Vreemd Thema", tag_ids: [String(ELSEWHERE)] }), 422);
    expect(pointers(document)).toEqual([["/data/attributes/tag_ids", "invalid"]]);
    expect(await row("SELECT count(*) AS n FROM organizations")).toEqual(before);
  });

  it("answers 401 signed out, 422 per field, and takes no admin or status", async () => {
    expect((await start("anonymous", { name: "Anoniem" })).status).toBe(401);
    const document = await expectDocument(await start("volunteer", { name: " ", organization_type: "VolunteerCenter" }), 422);
    expect(pointers(document)).toEqual(
      expect.arrayContaining([
        ["/data/attributes/name", "blank"],
        ["/data/attributes/organization_type", "inclusion"],
      ]),
    );
    for (const extra of [{ status: "approved" }, { admin: { email: "x@example.org" } }])
      expect((await start("volunteer", { name: "Extra", ...extra })).status).toBe(422);
  });

  it("is tenant-scoped: a user of another tenant starts one in their own tenant", async () => {
    const document = await expectDocument(await start("otherTenant", { name: "Elders Gestart" }), 201);
    expect(await row("SELECT tenant_id FROM organizations WHERE id = ?", Number(document.data.id))).not.toEqual({ tenant_id: TENANT_A });
  });
});
