import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { fetchWithVars, issueTestToken } from "../../../test/auth";
import { EMAILS, TENANT, WORLD, seedWorld } from "../../../test/authorization-world";
import { type Doc, apiFetch, expectDocument, expectError } from "../../../test/request";

// GET /api/v1/dashboard (docs/analytics.md): what waits for the signed-in user, by role.

type Who = "volunteer" | "adminA" | "staffA" | "staffB" | "superX";

async function items(who: Who, center: number = WORLD.centreA) {
  const headers = await issueTestToken(WORLD[who], EMAILS[who], { tenant: TENANT.X });
  const doc = await expectDocument(
    await apiFetch("/api/v1/dashboard", { tenant: TENANT.X, headers: { ...headers, "Volunteer-Center-Id": String(center) } }),
    200,
  );
  return Object.fromEntries(doc.data.map((i: Doc) => [i.id, i.attributes.count]));
}

beforeEach(async () => {
  await seedWorld(env.DB);
});

describe("GET /api/v1/dashboard", () => {
  it("gives the centre's staff what waits at their centre, with their own items", async () => {
    expect(await items("staffA")).toEqual({
      organizations_to_approve: 1,
      activities_to_approve: 1,
      center_vacancies_expiring: 0,
      // applicationA and the guest's, to vacancyA, both unanswered since long ago.
      center_applications_waiting: 2,
      conversations_reported: 1,
      // The volunteer's claim of orgA (claimA).
      organization_claims_waiting: 1,
      // A member's proposed edit of orgA (proposalA).
      organization_edits_waiting: 1,
      my_open_applications: 0,
      my_sign_ups: 0,
      unread_conversations: 1,
    });
  });

  it("counts what changes: a new sign-up, a vacancy about to expire, an answer", async () => {
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO organizations (id, tenant_id, volunteer_center_id, name, type, status) VALUES (2099, 'tenant-x', ${WORLD.centreA}, 'Nieuw', 'Foundation', 'pending')`,
      ),
      env.DB.prepare(`UPDATE vacancies SET expires_on = ? WHERE id = ${WORLD.vacancyA}`).bind(soon),
      env.DB.prepare(`UPDATE applications SET status = 'accepted' WHERE id = ${WORLD.applicationA}`),
    ]);
    expect(await items("staffA")).toMatchObject({ organizations_to_approve: 2, center_vacancies_expiring: 1, center_applications_waiting: 1 });
    expect(await items("adminA")).toMatchObject({ vacancies_expiring: 1, applications_waiting: 1 });
    // Centre B's staff and admins see none of centre A's.
    expect(await items("staffB", WORLD.centreB)).toMatchObject({ organizations_to_approve: 0, center_applications_waiting: 1 });
  });

  it("counts requests for help without a match where the tenant has one-on-one help, and claims as they are decided", async () => {
    // Tenant X has no one-on-one help: no such item, not even a zero.
    expect(await items("staffA")).not.toHaveProperty("help_requests_unmatched");
    const headers = await issueTestToken(WORLD.staffA, EMAILS.staffA, { tenant: TENANT.X });
    const withHelp = async () => {
      const response = await fetchWithVars({ NEIGHBOUR_HELP_TENANT: TENANT.X }, "/api/v1/dashboard", {
        tenant: TENANT.X,
        headers: { ...headers, "Volunteer-Center-Id": String(WORLD.centreA) },
      });
      const doc = await expectDocument(response, 200);
      return Object.fromEntries(doc.data.map((i: Doc) => [i.id, i.attributes.count]));
    };
    // helpA is open; helpMatchedA has its volunteer; helpY is another tenant's.
    expect(await withHelp()).toMatchObject({ help_requests_unmatched: 1, organization_claims_waiting: 1 });
    // Centre B's staff do not count centre A's claim.
    expect(await items("staffB", WORLD.centreB)).toMatchObject({ organization_claims_waiting: 0 });
    await env.DB.batch([
      env.DB.prepare(`UPDATE help_requests SET status = 'matched' WHERE id = ${WORLD.helpA}`),
      env.DB.prepare(`UPDATE organization_claims SET status = 'refused' WHERE id = ${WORLD.claimA}`),
    ]);
    expect(await withHelp()).toMatchObject({ help_requests_unmatched: 0, organization_claims_waiting: 0 });
  });

  it("counts waiting proposed edits for the centre's staff and the organization's admins until decided", async () => {
    expect(await items("staffB", WORLD.centreB)).toMatchObject({ organization_edits_waiting: 0 });
    await env.DB.prepare(`UPDATE organization_edit_proposals SET status = 'rejected' WHERE id = ${WORLD.proposalA}`).run();
    expect(await items("staffA")).toMatchObject({ organization_edits_waiting: 0 });
    expect(await items("adminA")).toMatchObject({ organization_edits_to_decide: 0 });
  });

  it("gives an organization admin their organizations' items, and a volunteer only their own", async () => {
    expect(await items("adminA")).toEqual({
      vacancies_expiring: 0,
      applications_waiting: 2,
      applications_new: 2,
      // proposalA, of orgA: adminA decides it.
      organization_edits_to_decide: 1,
      my_open_applications: 1,
      my_sign_ups: 0,
      unread_conversations: 3,
    });
    const volunteer = await items("volunteer");
    expect(Object.keys(volunteer)).toEqual(["my_open_applications", "my_sign_ups", "unread_conversations"]);
    expect(volunteer.my_open_applications).toBe(1);
  });

  it("gives staff of another centre no centre items here; super admins get the centre's", async () => {
    expect(Object.keys(await items("staffB"))).toEqual(["my_open_applications", "my_sign_ups", "unread_conversations"]);
    expect(await items("superX")).toMatchObject({ organizations_to_approve: 1, conversations_reported: 1 });
  });

  it("caps a count at 100", async () => {
    await env.DB.batch(
      Array.from({ length: 105 }, (_, i) =>
        env.DB.prepare(
          `INSERT INTO organizations (tenant_id, volunteer_center_id, name, type, status) VALUES ('tenant-x', ${WORLD.centreA}, 'Org ${i}', 'Foundation', 'pending')`,
        ),
      ),
    );
    const headers = await issueTestToken(WORLD.staffA, EMAILS.staffA, { tenant: TENANT.X });
    const doc = await expectDocument(await apiFetch("/api/v1/dashboard", { tenant: TENANT.X, headers }), 200);
    expect(doc.data[0]).toMatchObject({ id: "organizations_to_approve", attributes: { audience: "center", count: 100, capped: true } });
  });

  it("asks to sign in", async () => {
    await expectError(await apiFetch("/api/v1/dashboard", { tenant: TENANT.X }), 401);
  });
});
